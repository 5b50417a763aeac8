import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  inlineCode
} from "./chunk-N2SDVQX3.js";
import {
  replacedAddresses
} from "./chunk-HRJAZWW7.js";
import {
  liveViewOf,
  teamLive
} from "./chunk-SYKVC76K.js";
import {
  copyToView
} from "./chunk-MEHJBAE5.js";
import "./chunk-DNZ6TC5X.js";
import "./chunk-LVN4UWZY.js";
import {
  lockHolder,
  readLockTable,
  writerLocksDir
} from "./chunk-BM4JSQ7L.js";
import {
  codexHome
} from "./chunk-QH6WZGRJ.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import {
  logSettlements
} from "./chunk-N5ZR3VNH.js";
import {
  claudeConfigDirs,
  findClaudeTranscript
} from "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import "./chunk-CKHU3PAM.js";
import {
  displayPath,
  findTeamDoc
} from "./chunk-VWTZAPKV.js";
import {
  loadTeamDoc,
  parseDocText
} from "./chunk-N54PVWF5.js";
import {
  holdingsOf,
  openWorkOf,
  reportsAwaitingAnswer,
  spanText,
  tableDisagreement,
  timeText,
  trafficOf,
  untakenHandoffs
} from "./chunk-G3ICI4EO.js";
import "./chunk-QQVAXXP7.js";
import {
  chainOf
} from "./chunk-A3PGRPRT.js";
import "./chunk-P6QENKUQ.js";
import "./chunk-NML54FI3.js";
import "./chunk-AOJ2GW5K.js";
import {
  digestOf,
  openLogSource,
  snapshotOf
} from "./chunk-IOC56I7W.js";
import {
  messageRef
} from "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import {
  plural
} from "./chunk-3EQMZZWS.js";
import "./chunk-CN746P7H.js";
import "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import "./chunk-ZM5PFCRO.js";
import {
  shortRef
} from "./chunk-4EBUXWCC.js";
import "./chunk-TXSQEBDJ.js";
import "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/view.ts
import { existsSync, statSync as statSync3 } from "node:fs";
import { dirname, resolve } from "node:path";

// src/chain/replacements.ts
function replacementsOf(chain, messages) {
  const found = /* @__PURE__ */ new Map();
  for (const session of chain.sessions) {
    const first = session.stated?.records[0]?.message;
    if (session.takeover !== void 0 || first === void 0) continue;
    const predecessors = /* @__PURE__ */ new Set();
    for (const address of replacedAddresses(messages, session.name)) {
      const earlier = chain.resolveName(address.name);
      if (earlier !== void 0 && earlier !== session && address.since < first.time) predecessors.add(earlier);
    }
    if (predecessors.size > 0) found.set(session, { predecessors: [...predecessors], time: first.time });
  }
  for (const replacement of found.values()) {
    const behind = /* @__PURE__ */ new Set();
    const walk = (session) => {
      for (const earlier of lineBefore(session, found)) {
        if (behind.has(earlier)) continue;
        behind.add(earlier);
        walk(earlier);
      }
    };
    for (const predecessor of replacement.predecessors) walk(predecessor);
    const nearest = replacement.predecessors.filter((predecessor) => !behind.has(predecessor));
    if (nearest.length > 0) replacement.predecessors = nearest;
  }
  return found;
}
function lineBefore(session, replacements) {
  const takenFrom = session.takeover?.predecessor;
  return takenFrom ? [takenFrom] : replacements.get(session)?.predecessors ?? [];
}

// src/chain/view-model.ts
var VIEW_VERSION = 2;
function buildChainView({ doc, docPath, log, now }) {
  const digest = log?.digest ?? digestOf([]);
  const chain = chainOf(doc, digest.structural);
  const traffic = trafficOf(chain, digest);
  const work = openWorkOf(chain.sessions, traffic, now, doc?.frontMatter.settings?.checkin?.ms);
  const trouble = digest.trouble;
  const settlements = logSettlements(digest);
  const holdings = new Map(holdingsOf(chain, doc).map((holding) => [holding.session, holding]));
  const replacements = replacementsOf(chain, digest.structural);
  const aged = (ref) => ({ ...ref, ageMs: now.getTime() - Date.parse(ref.time) });
  const agedOptional = (ref) => ref ? aged(ref) : void 0;
  const way = (traffic2) => ({ counts: traffic2.counts, total: traffic2.total, last: agedOptional(traffic2.last) });
  const end = (endpoint) => ({ name: endpoint.name, key: endpoint.session?.key });
  return {
    version: VIEW_VERSION,
    generatedAt: now.toISOString(),
    team: doc?.frontMatter.settings?.team,
    doc: docPath,
    log: log && {
      ref: log.ref,
      branch: log.branch,
      tip: log.tip,
      messages: digest.messages,
      problems: log.problems.length,
      integrity: log.problems.flatMap(
        (problem) => problem.kind === void 0 ? [] : [{ problem: problem.kind, path: problem.path, message: problem.message }]
      )
    },
    tops: chain.roots.map((session) => session.key),
    unresolved: chain.unresolved.map((boundary) => ({ name: boundary.name, children: boundary.children.map((child) => child.key) })),
    cycles: chain.cycles.map((cycle) => cycle.map((session) => session.key)),
    lineages: lineagesOf(chain.sessions, replacements).map((line) => line.map((session) => session.key)),
    sessions: chain.sessions.map((session) => viewSession(session, holdings.get(session), replacements.get(session))),
    traffic: {
      pairs: traffic.pairs.map((pair) => ({
        relation: pair.relation,
        a: end(pair.a),
        b: end(pair.b),
        forward: way(pair.forward),
        backward: way(pair.backward)
      })),
      broadcasts: traffic.broadcasts.count,
      total: traffic.total,
      doneWithoutEvidence: digest.done.filter((done) => done.evidence === 0 && !settlements.settles("report-evidence", done.id)).map(({ part, ...ref }) => ({ ...aged(messageRefOf(ref)), part }))
    },
    settled: settlements.all.map((settlement) => ({ ...settlement, by: aged(settlement.by) })),
    openWork: {
      checkin: { ms: work.checkinMs, source: work.checkinSource },
      openBriefs: work.openBriefs.map((open) => ({
        parent: open.parent.key,
        worker: open.worker.key,
        brief: aged(open.brief),
        lastReport: agedOptional(open.lastReport)
      })),
      silentWorkers: work.silentWorkers.map((silent) => ({
        worker: silent.worker.key,
        since: silent.since,
        silentMs: silent.silentMs,
        lastReport: agedOptional(silent.lastReport)
      })),
      untakenHandoffs: untakenHandoffs(digest.structural).map((handoff) => ({
        from: chain.resolveParty(handoff.from)?.key ?? handoff.from.name,
        successor: handoff.handoff?.successor ?? handoff.to.name,
        handoff: aged(messageRef(handoff))
      })),
      awaitingAnswer: reportsAwaitingAnswer(chain, digest, now).map((waiting) => ({
        tag: waiting.tag,
        report: aged(messageRefOf({ ...waiting.report })),
        deadline: waiting.deadline
      }))
    },
    delivery: { counts: trouble.counts, troubled: trouble.troubled.map(aged), latestUnknown: trouble.latestUnknown.map(aged) }
  };
}
function messageRefOf(note) {
  return { id: note.id, time: note.time, kind: note.kind, path: note.path, from: note.from, to: note.to, delivery: note.delivery };
}
function viewSession(session, holding, replacement) {
  const record = session.statement;
  const amendment = [...session.stated?.records ?? []].reverse().find((item) => item.kind === "amendment");
  const statement = record && {
    id: record.message.id,
    time: record.message.time,
    path: record.message.path,
    parent: record.statement.parent,
    part: record.statement.part,
    kind: record.kind,
    byName: session.keyedBy === "name",
    amendment: amendment && { amends: amendment.statement.amends, reason: amendment.statement.reason },
    conflicts: (session.stated?.records ?? []).filter((item) => item.kind === "conflict").map((item) => ({ id: item.message.id, time: item.message.time, parent: item.statement.parent, part: item.statement.part }))
  };
  return {
    key: session.key,
    name: session.name,
    formerNames: session.formerNames,
    session: session.session,
    keyedBy: session.keyedBy,
    runtime: session.runtime,
    status: session.role?.status,
    part: session.part,
    host: session.host,
    worktree: session.worktree,
    line: session.role?.line,
    statement,
    noStatement: !record && session.parent !== void 0,
    parent: session.parent && { name: session.parent.name, key: session.parent.session?.key, source: session.parent.source },
    tableDisagrees: disagreement(session),
    takeover: session.takeover && takeoverOf(session),
    successor: session.successor?.key,
    replaced: replacement && { predecessors: replacement.predecessors.map((predecessor) => predecessor.key), time: replacement.time },
    generation: generationOf(session),
    children: session.children.map((child) => child.key),
    holds: (holding?.resources ?? []).map((resource) => ({
      resource: resource.cells.resource.text,
      kind: resource.cells.kind.text,
      value: resource.cells.value.text,
      line: resource.line
    })),
    finished: holding?.finished ?? false
  };
}
function takeoverOf(session) {
  const takeover = session.takeover;
  const predecessor = takeover.predecessor?.key;
  if (takeover.kind === "restart") return { kind: "restart", handoff: void 0, time: session.statement?.message.time, predecessor };
  return { kind: "handoff", handoff: takeover.handoffId, time: takeover.handoff?.time, predecessor };
}
function disagreement(session) {
  const found = tableDisagreement(session);
  if (!found) return void 0;
  return { ...found.parent ? { parent: found.parent.table } : {}, ...found.part ? { part: found.part.table } : {} };
}
function generationOf(session) {
  let generation = 1;
  const seen = /* @__PURE__ */ new Set([session]);
  for (let current = session.takeover?.predecessor; current && !seen.has(current); current = current.takeover?.predecessor) {
    seen.add(current);
    generation++;
  }
  return generation;
}
function lineagesOf(sessions, replacements) {
  const before = (session) => lineBefore(session, replacements);
  const successors = /* @__PURE__ */ new Map();
  for (const session of sessions) for (const predecessor of before(session)) successors.set(predecessor, [...successors.get(predecessor) ?? [], session]);
  const lines = [];
  for (const first of sessions) {
    if (before(first).length > 0 || !successors.has(first)) continue;
    const walk = (line) => {
      const next = successors.get(line[line.length - 1]) ?? [];
      if (next.length === 0) lines.push(line);
      for (const session of next) if (!line.includes(session)) walk([...line, session]);
    };
    walk([first]);
  }
  return lines;
}

// src/git/ref-fingerprint.ts
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
function refFingerprint(commonDir, ref) {
  let loose = "";
  try {
    loose = readFileSync(join(commonDir, ref), "utf8").trim();
  } catch {
  }
  let packed = "";
  try {
    const stat = statSync(join(commonDir, "packed-refs"));
    packed = `${stat.size}:${stat.mtimeMs}`;
  } catch {
  }
  return `${loose}|${packed}`;
}

// src/report/view-json.ts
function renderViewJson(view) {
  return `${JSON.stringify(view, (_key, value) => value === void 0 ? null : value, 2)}
`;
}

// src/report/view-live-text.ts
var safe = terminalSafeLine;
function liveIsKnown(live) {
  return live !== void 0 && (live.unlisted.length > 0 || Object.values(live.sessions).some((state) => state.state !== "unknown"));
}
function liveLines(view, live, palette) {
  const out = [palette.bold(`Live on ${safe(live.host)} (from Claude Code's and Codex's own records here)`)];
  const width = Math.max(0, ...view.sessions.map((session) => [...safe(session.name)].length));
  for (const session of view.sessions) {
    const state = live.sessions[session.key];
    if (state === void 0) continue;
    const gone = state.state === "exited" && session.status === "active";
    out.push(`  ${safe(session.name).padEnd(width)}  ${(session.runtime ?? "?").padEnd(6)}  ${stateText(state, palette, gone)}`);
  }
  for (const running of live.unlisted) {
    const who = `${running.runtime} session ${running.session}${running.name === void 0 ? "" : ` ("${safe(running.name)}")`}`;
    out.push(
      `  ${palette.yellow("not in the roles table:")} ${who}, ${stateText(running.live, palette, false)}${running.cwd === void 0 ? "" : ` in ${safe(running.cwd)}`}`
    );
  }
  return out;
}
function stateText(live, palette, gone) {
  const word = live.state === "waiting" || gone ? palette.yellow(live.state) : live.state === "exited" || live.state === "unknown" ? palette.dim(live.state) : palette.bold(live.state);
  const ago2 = live.activeAgoMs === void 0 ? "" : `, active ${spanText(live.activeAgoMs)} ago`;
  const open = live.open === void 0 ? "" : `  open: ${safe(live.open.command)}${live.open.cwd === void 0 ? "" : ` (in ${safe(live.open.cwd)})`}`;
  const warning = gone ? palette.yellow("  \u2190 marked active") : "";
  return `${word} (${safe(live.detail)}${ago2})${open}${warning}`;
}

// src/report/view-words.ts
function sessionIndex(view) {
  return new Map(view.sessions.map((session) => [session.key, session]));
}
function displayName(session) {
  return session.formerNames.length === 0 ? session.name : `${session.name} (was: ${session.formerNames.join(", ")})`;
}
function sessionFacts(session) {
  const facts = [session.runtime ?? "runtime unknown", session.status ?? "status unknown"];
  if (session.part !== void 0) facts.push(`part ${session.part}`);
  if (session.host !== void 0) facts.push(session.host);
  if (session.worktree !== void 0) facts.push(session.worktree);
  return facts;
}
function statementMarks(session, view) {
  const marks = [];
  const statement = session.statement;
  const unreadable = view.log?.integrity.some((problem) => problem.problem === "unreadable") ?? false;
  if (session.noStatement)
    marks.push(unreadable ? "no statement read (parent from the table; a log entry cannot be read)" : "no statement (parent from the table)");
  if (statement) {
    marks.push(`stated ${ago(statement.time, view)}`);
    if (statement.amendment) marks.push(`amended (${statement.amendment.reason ?? "no reason given"})`);
    if (statement.byName) marks.push("no session id: known by name only");
    for (const conflict of statement.conflicts) marks.push(`disagreeing statement ${conflict.id}: parent ${conflict.parent}, part ${conflict.part}`);
  }
  const successor = successorOf(session, view);
  const unlisted = tableMark(session, view);
  if (unlisted) marks.push(unlisted);
  if (session.tableDisagrees?.parent !== void 0) marks.push(`table says parent ${session.tableDisagrees.parent}`);
  if (session.tableDisagrees?.part !== void 0) marks.push(`table says part ${session.tableDisagrees.part}`);
  if (session.takeover) marks.push(`generation ${session.generation}: ${takeoverWords(session, view)}`);
  if (successor)
    marks.push(successor.takeover?.kind === "restart" ? `restarted as session ${successor.session ?? successor.key}` : `handed off to ${successor.name}`);
  if (session.replaced) marks.push(`replaced ${replacedNames(session, view)} (ended without a handoff)`);
  for (const other of view.sessions) if (other.replaced?.predecessors.includes(session.key)) marks.push(`replaced by ${other.name}`);
  if (session.finished && session.holds.length > 0)
    marks.push(`${session.status} but still holds ${session.holds.length} resource${session.holds.length === 1 ? "" : "s"}`);
  return marks;
}
function successorOf(session, view) {
  return session.successor === void 0 ? void 0 : view.sessions.find((other) => other.key === session.successor);
}
function missingFromTable(session, view) {
  return session.line === void 0 && session.statement !== void 0 && successorOf(session, view)?.takeover?.kind !== "restart";
}
function tableMark(session, view) {
  if (!missingFromTable(session, view)) return void 0;
  return session.takeover?.kind === "restart" ? "its row still names the earlier session" : "not in the roles table";
}
function takeoverWords(session, view) {
  const takeover = session.takeover;
  const predecessor = takeover.predecessor === void 0 ? void 0 : view.sessions.find((other) => other.key === takeover.predecessor);
  if (takeover.kind === "restart") return `restart of ${predecessor?.name ?? session.name} (session ${predecessor?.session ?? takeover.predecessor})`;
  return `took over from ${predecessor?.name ?? "a session not in the log"} by handoff ${takeover.handoff}`;
}
function replacedNames(session, view) {
  return session.replaced.predecessors.map((key) => view.sessions.find((other) => other.key === key)?.name ?? key).join(" and ");
}
function ago(time, view) {
  return `${spanText(Date.parse(view.generatedAt) - Date.parse(time))} ago`;
}
function lastText(message) {
  return message ? `${message.kind} ${spanText(message.ageMs)} ago` : "\u2014";
}
function countsText(way) {
  const parts = Object.entries(way.counts).filter(([, count]) => count > 0).map(([kind, count]) => `${count} ${kind}`);
  return parts.length === 0 ? "none" : parts.join(", ");
}
function replacedByRestart(session, index) {
  const successor = session.successor === void 0 ? void 0 : index.get(session.successor);
  return successor?.takeover?.kind === "restart" && session.children.length === 0;
}
function treeLines(view, index) {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (key, depth, open, last) => {
    const session = index.get(key);
    const repeat = seen.has(key);
    lines.push({ session, depth, open, last, repeat });
    if (repeat) return;
    seen.add(key);
    const shown = session.children.filter((child) => !replacedByRestart(index.get(child), index));
    shown.forEach((child, position) => {
      walk(child, depth + 1, [...open, !last], position === shown.length - 1);
    });
  };
  for (const top of view.tops) walk(top, 0, [], true);
  for (const boundary of view.unresolved) {
    lines.push({ session: void 0, boundary: boundary.name, depth: 0, open: [], last: true, repeat: false });
    boundary.children.forEach((child, position) => {
      walk(child, 1, [false], position === boundary.children.length - 1);
    });
  }
  for (const cycle of view.cycles) if (!seen.has(cycle[0])) walk(cycle[0], 0, [], true);
  return lines;
}

// src/report/view-mermaid.ts
function mermaidText(text) {
  return [...text].map((character) => /^[A-Za-z0-9 _.,:/@()+-]$/.test(character) ? character : `#${character.codePointAt(0)};`).join("");
}
function renderViewMermaid(view) {
  const ids = new Map(view.sessions.map((session, position) => [session.key, `s${position}`]));
  const lines = ["flowchart TD"];
  for (const session of view.sessions) {
    const label = [displayName(session), sessionFacts(session).slice(0, 3).join(" \xB7 ")];
    if (session.noStatement) label.push("no statement");
    if (session.statement?.amendment) label.push("statement amended");
    if (session.statement?.byName) label.push("known by name only");
    const unlisted = tableMark(session, view);
    if (unlisted) label.push(unlisted);
    if (session.takeover) label.push(`generation ${session.generation}`);
    if (session.finished && session.holds.length > 0) label.push(`finished, holds ${session.holds.length}`);
    lines.push(`  ${ids.get(session.key)}["${label.map(mermaidText).join("<br/>")}"]`);
  }
  view.unresolved.forEach((boundary, position) => {
    lines.push(`  u${position}{{"${mermaidText(`? ${boundary.name}`)}<br/>unresolved"}}`);
  });
  const edgeTraffic = new Map(view.traffic.pairs.filter((pair) => pair.relation === "edge").map((pair) => [`${pair.a.key}>${pair.b.key}`, pair]));
  for (const session of view.sessions) {
    const parent = session.parent;
    if (!parent) continue;
    const from = parent.key === void 0 ? `u${view.unresolved.findIndex((boundary) => boundary.children.includes(session.key))}` : ids.get(parent.key);
    const traffic = parent.key === void 0 ? void 0 : edgeTraffic.get(`${parent.key}>${session.key}`);
    const label = traffic ? `|"${mermaidText(edgeLabel(traffic))}"|` : "";
    lines.push(`  ${from} ${parent.source === "table" ? "-.->" : "-->"}${label} ${ids.get(session.key)}`);
  }
  view.sessions.forEach((session) => {
    const id = ids.get(session.key);
    if (session.finished && session.holds.length > 0) lines.push(`  class ${id} finishedHolding`);
    else if (session.noStatement || session.tableDisagrees || session.line === void 0) lines.push(`  class ${id} attention`);
  });
  if (view.unresolved.length > 0) lines.push(`  class ${view.unresolved.map((_, position) => `u${position}`).join(",")} unresolved`);
  lines.push("  classDef attention stroke:#b58900,stroke-width:2px,stroke-dasharray:4 3");
  lines.push("  classDef finishedHolding stroke:#dc322f,stroke-width:3px");
  lines.push("  classDef unresolved stroke:#dc322f,stroke-dasharray:4 3");
  return `${lines.join("\n")}
`;
}
function edgeLabel(pair) {
  const way = (arrow, counts) => Object.entries(counts).filter(([, count]) => count > 0).map(([kind, count]) => `${arrow} ${count} ${kind}`);
  return [...way("down", pair.forward.counts), ...way("up", pair.backward.counts)].join(" \xB7 ");
}

// src/report/view-markdown.ts
function code(text) {
  return inlineCode(text).replace(/\|/g, "\\|");
}
function words(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
var RELATION_WORDS = {
  edge: "parent and worker",
  succession: "predecessor and successor",
  lateral: "not parent and child",
  "cross-chain": "cross-chain",
  "outside-team": "outside the team"
};
function renderViewMarkdown(view) {
  const index = sessionIndex(view);
  const name = (key, fallback) => code(key === void 0 ? fallback : index.get(key)?.name ?? fallback);
  const out = [];
  out.push(`## Chain${view.team === void 0 ? "" : ` of team ${code(view.team)}`}`, "");
  const log = view.log?.tip === void 0 ? "no message log" : `log ${code(shortRef(view.log.ref))} at ${code(view.log.tip.slice(0, 12))}, ${plural(view.log.messages, "message")}`;
  out.push(`As of ${timeText(view.generatedAt)} \xB7 ${view.doc === void 0 ? "no team doc" : `doc ${code(view.doc)}`} \xB7 ${log}`, "");
  out.push("```mermaid", renderViewMermaid(view).trimEnd(), "```", "");
  out.push(
    "### Sessions",
    "",
    "| Name | Runtime | Status | Part | Parent | Host | Worktree | Statement |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |"
  );
  for (const session of view.sessions) {
    const parent = session.parent === void 0 ? "\u2014" : `${code(session.parent.name)}${session.parent.key === void 0 ? " (unresolved)" : ""}${session.parent.source === "table" ? " (table)" : ""}`;
    const optional = (text) => text === void 0 ? "\u2014" : code(text);
    const marks = statementMarks(session, view);
    out.push(
      `| ${code(displayName(session))} | ${optional(session.runtime)} | ${optional(session.status)} | ${optional(session.part)} | ${parent} | ${optional(session.host)} | ${optional(session.worktree)} | ${marks.length === 0 ? "\u2014" : words(marks.join("; "))} |`
    );
  }
  out.push("");
  const edges = view.traffic.pairs.filter((pair) => pair.relation === "edge");
  out.push("### Traffic per edge", "");
  if (edges.length === 0) out.push("No briefs, reports or corrections between a parent and its worker yet.", "");
  else {
    out.push("| Parent \u2192 worker | Down | Up | Last down | Last up |", "| --- | --- | --- | --- | --- |");
    for (const pair of edges)
      out.push(
        `| ${name(pair.a.key, pair.a.name)} \u2192 ${name(pair.b.key, pair.b.name)} | ${countsText(pair.forward)} | ${countsText(pair.backward)} | ${lastText(pair.forward.last)} | ${lastText(pair.backward.last)} |`
      );
    out.push("");
  }
  const others = view.traffic.pairs.filter((pair) => pair.relation !== "edge");
  if (others.length > 0) {
    out.push("| Other traffic | Relation | A \u2192 B | B \u2192 A |", "| --- | --- | --- | --- |");
    for (const pair of others)
      out.push(
        `| ${name(pair.a.key, pair.a.name)} \xB7 ${name(pair.b.key, pair.b.name)} | ${RELATION_WORDS[pair.relation]} | ${countsText(pair.forward)} | ${countsText(pair.backward)} |`
      );
    out.push("");
  }
  if (view.traffic.doneWithoutEvidence.length > 0) {
    out.push("| Done report without evidence | From \u2192 to | Part | Age |", "| --- | --- | --- | --- |");
    for (const done of view.traffic.doneWithoutEvidence)
      out.push(`| ${code(done.id)} | ${code(done.from)} \u2192 ${code(done.to)} | ${code(done.part)} | ${spanText(done.ageMs)} |`);
    out.push("");
  }
  if (view.settled.length > 0) {
    out.push("| Settled finding | On | By | Why |", "| --- | --- | --- | --- |");
    for (const settled of view.settled)
      out.push(
        `| ${settled.how} ${settled.rule === void 0 ? "" : code(settled.rule)} | ${code(settled.settles)} | ${code(settled.by.from)} (${code(settled.by.id)}) | ${words(settled.reason)} |`
      );
    out.push("");
  }
  const work = view.openWork;
  out.push("### Open work", "", `Check-in every ${spanText(work.checkin.ms)} (${work.checkin.source === "default" ? "default" : "front matter"}).`, "");
  if (work.openBriefs.length === 0 && work.silentWorkers.length === 0 && work.awaitingAnswer.length === 0) out.push("Nothing open.", "");
  else {
    out.push("| What | Who | Since |", "| --- | --- | --- |");
    for (const open of work.openBriefs)
      out.push(
        `| brief ${code(open.brief.id)} with no report since | ${name(open.parent, open.parent)} \u2192 ${name(open.worker, open.worker)} | ${spanText(open.brief.ageMs)} |`
      );
    for (const waiting of work.awaitingAnswer)
      out.push(
        `| [${waiting.tag}] ${code(waiting.report.id)} with no answer yet${waiting.deadline === void 0 ? "" : ` (deadline ${code(waiting.deadline)})`} | ${code(waiting.report.from)} \u2192 ${code(waiting.report.to)} | ${spanText(waiting.report.ageMs)} |`
      );
    for (const silent of work.silentWorkers)
      out.push(
        `| ${silent.lastReport ? "no report within the check-in" : "no report since its statement"} | ${name(silent.worker, silent.worker)} | ${spanText(silent.silentMs)} |`
      );
    out.push("");
  }
  const delivery = view.delivery;
  out.push(
    "### Delivery trouble",
    "",
    `Held ${delivery.counts.held} \xB7 refused ${delivery.counts.refused} \xB7 expired ${delivery.counts.expired} \xB7 unknown ${delivery.counts.unknown} (no evidence either way yet, as every message recorded with \`teamdoc record\` stays: its recipient reads it from the log, so unknown alone is no trouble).`,
    ""
  );
  if (delivery.troubled.length > 0) {
    out.push("| State | Message | From \u2192 to | Age | Detail |", "| --- | --- | --- | --- | --- |");
    for (const message of delivery.troubled)
      out.push(
        `| ${message.delivery} | ${code(message.id)} ${message.kind} | ${code(message.from)} \u2192 ${code(message.to)} | ${spanText(message.ageMs)} | ${message.detail === void 0 ? "\u2014" : code(message.detail)} |`
      );
    out.push("");
  }
  const holders = view.sessions.filter((session) => session.holds.length > 0);
  out.push("### Holdings", "");
  if (holders.length === 0) out.push("No resources in the doc.", "");
  else {
    out.push("| Session | Status | Holds |", "| --- | --- | --- |");
    for (const session of holders) {
      const status = session.status === void 0 ? "\u2014" : session.finished ? `**${session.status}, still holding**` : session.status;
      out.push(`| ${code(session.name)} | ${status} | ${session.holds.map((hold) => `${hold.kind} ${code(hold.value)}`).join(", ")} |`);
    }
    out.push("");
  }
  if (liveIsKnown(view.live)) out.push(...liveMarkdown(view, view.live));
  return `${out.join("\n")}`;
}
function liveMarkdown(view, live) {
  const out = [`### Live on ${code(live.host)}`, "", "| Session | State | Last active | Opens with |", "| --- | --- | --- | --- |"];
  const row = (who, state) => `| ${who} | ${state.state} (${words(state.detail)}) | ${state.activeAgoMs === void 0 ? "\u2014" : `${spanText(state.activeAgoMs)} ago`} | ${state.open === void 0 ? "\u2014" : code(state.open.command)} |`;
  for (const session of view.sessions) {
    const state = live.sessions[session.key];
    if (state !== void 0) out.push(row(code(session.name), state));
  }
  for (const running of live.unlisted) out.push(row(`${code(running.name ?? running.session)} (**not in the roles table**, ${running.runtime})`, running.live));
  return [...out, ""];
}

// src/report/view-text.ts
var safe2 = terminalSafeLine;
var INTEGRITY_SHOWN = 10;
function renderViewText(view, palette) {
  const index = sessionIndex(view);
  const name = (key, fallback) => safe2(key === void 0 ? fallback : index.get(key)?.name ?? fallback);
  const out = [headline(view), ""];
  if (view.log && view.log.integrity.length > 0) {
    out.push(palette.bold("Log integrity (each entry is shown as first recorded; `teamdoc doctor --verify` says how to repair)"));
    for (const problem of view.log.integrity.slice(0, INTEGRITY_SHOWN))
      out.push(`  ${palette.red(safe2(problem.problem))}  ${safe2(problem.path)}: ${safe2(problem.message)}`);
    if (view.log.integrity.length > INTEGRITY_SHOWN) out.push(`  and ${view.log.integrity.length - INTEGRITY_SHOWN} more: see teamdoc log`);
    out.push("");
  }
  out.push(palette.bold("Chain"));
  if (view.sessions.length === 0 && view.unresolved.length === 0) out.push("  (no sessions: the doc lists no roles and the log holds no statements)");
  for (const line of treeLines(view, index)) {
    const prefix = line.depth === 0 ? "  " : `  ${line.open.slice(1).map((open) => open ? "\u2502   " : "    ").join("")}${line.last ? "\u2514\u2500\u2500 " : "\u251C\u2500\u2500 "}`;
    if (!line.session) {
      out.push(`${prefix}${palette.red(`? ${safe2(line.boundary)}`)}  ${palette.red("unresolved: no session of the chain has this name")}`);
      continue;
    }
    const session = line.session;
    if (line.repeat) {
      out.push(`${prefix}${safe2(session.name)}  ${palette.red("(cycle: shown above)")}`);
      continue;
    }
    const marks = statementMarks(session, view).map(safe2);
    const warn = session.noStatement || session.tableDisagrees !== void 0 || session.finished && session.holds.length > 0 || (session.statement?.conflicts.length ?? 0) > 0;
    const markText = marks.length === 0 ? "" : `  ${warn ? palette.yellow(marks.join(" \xB7 ")) : palette.dim(marks.join(" \xB7 "))}`;
    out.push(`${prefix}${palette.bold(safe2(displayName(session)))}  ${sessionFacts(session).map(safe2).join(" \xB7 ")}${markText}`);
  }
  if (view.cycles.length > 0)
    out.push(
      palette.red(
        `  ${view.cycles.length === 1 ? "A loop of parents" : `${view.cycles.length} loops of parents`}: ${view.cycles.map((cycle) => cycle.map((key) => name(key, key)).join(" \u2192 ")).join("; ")}`
      )
    );
  if (view.lineages.length > 0) {
    out.push("", palette.bold("Lineage: handoffs, restarts and replacements (oldest generation first)"));
    for (const line of view.lineages) {
      out.push(
        `  ${line.map((key, position) => {
          const session = index.get(key);
          const via = position === 0 ? void 0 : linkWords(session, view);
          return `${safe2(session.name)}${via === void 0 ? "" : ` (${safe2(via)})`}`;
        }).join(" \u2192 ")}`
      );
    }
  }
  out.push("", palette.bold("Traffic per edge"));
  const edges = view.traffic.pairs.filter((pair) => pair.relation === "edge");
  if (edges.length === 0) out.push("  (no briefs, reports or corrections between a parent and its worker yet)");
  else out.push(...trafficTable(edges, name));
  const succession = view.traffic.pairs.filter((pair) => pair.relation === "succession");
  if (succession.length > 0) {
    out.push("", palette.bold("Between a session and its successor (a handoff or a restart)"));
    for (const pair of succession) out.push(`  ${pairLine(pair, name)}`);
  }
  const lateral = view.traffic.pairs.filter((pair) => pair.relation === "lateral");
  if (lateral.length > 0) {
    out.push("", palette.bold("Other traffic (sessions that are not parent and child)"));
    for (const pair of lateral) out.push(`  ${pairLine(pair, name)}`);
  }
  const cross = view.traffic.pairs.filter((pair) => pair.relation === "cross-chain");
  if (cross.length > 0) {
    out.push("", palette.bold("Cross-chain (a party this chain does not know)"));
    for (const pair of cross) out.push(`  ${pairLine(pair, name)}`);
  }
  const outside = view.traffic.pairs.filter((pair) => pair.relation === "outside-team");
  if (outside.length > 0) {
    out.push("", palette.bold("Outside the team (marked so when recorded)"));
    for (const pair of outside) out.push(`  ${pairLine(pair, name)}`);
  }
  if (view.traffic.broadcasts > 0) out.push("", `Broadcasts to everyone (*): ${view.traffic.broadcasts}`);
  if (view.traffic.doneWithoutEvidence.length > 0) {
    out.push("", palette.bold("Done reports without evidence (no path, commit, command or link)"));
    for (const done of view.traffic.doneWithoutEvidence)
      out.push(`  ${palette.yellow("no evidence")}  ${done.id}  ${safe2(done.from)} \u2192 ${safe2(done.to)}  part ${safe2(done.part)}  ${spanText(done.ageMs)} ago`);
  }
  if (view.settled.length > 0) {
    out.push("", palette.bold("Settled findings on the log (check leaves them out)"));
    for (const settled of view.settled) {
      out.push(
        `  ${settled.how.padEnd(12)}  ${safe2(settled.rule ?? "what it says")}  ${settled.settles}  by ${safe2(settled.by.from)} ${spanText(settled.by.ageMs)} ago: ${safe2(settled.reason)}`
      );
    }
  }
  const work = view.openWork;
  out.push(
    "",
    palette.bold(`Open work (check-in every ${spanText(work.checkin.ms)}, ${work.checkin.source === "default" ? "the default" : "from the front matter"})`)
  );
  if (work.openBriefs.length === 0 && work.silentWorkers.length === 0 && work.untakenHandoffs.length === 0 && work.awaitingAnswer.length === 0)
    out.push("  nothing open");
  for (const open of work.openBriefs) {
    out.push(
      `  ${palette.yellow("brief with no report since")}  ${name(open.parent, open.parent)} \u2192 ${name(open.worker, open.worker)}  ${open.brief.id}  ${spanText(open.brief.ageMs)} ago`
    );
  }
  for (const waiting of work.awaitingAnswer) {
    const what = waiting.tag === "question" ? `[question] with no answer yet (deadline ${safe2(waiting.deadline ?? "none given")})` : "[done] with no answer yet";
    out.push(
      `  ${palette.yellow(what)}  ${safe2(waiting.report.from)} \u2192 ${safe2(waiting.report.to)}  ${waiting.report.id}  ${spanText(waiting.report.ageMs)} ago`
    );
  }
  for (const silent of work.silentWorkers) {
    const what = silent.lastReport ? `last report ${spanText(silent.lastReport.ageMs)} ago` : `no report since its statement ${spanText(silent.silentMs)} ago`;
    out.push(`  ${palette.yellow("silent")}  ${name(silent.worker, silent.worker)}: ${what}`);
  }
  for (const untaken of work.untakenHandoffs) {
    out.push(
      `  ${palette.yellow("handoff not taken over yet")}  ${name(untaken.from, untaken.from)} \u2192 ${safe2(untaken.successor)}  ${untaken.handoff.id}  ${spanText(untaken.handoff.ageMs)} ago (${name(untaken.from, untaken.from)} works no more; what is sent to it waits for ${safe2(untaken.successor)}, in teamdoc log --for ${safe2(untaken.successor)}, and nobody acts on it until ${safe2(untaken.successor)} joins)`
    );
  }
  const delivery = view.delivery;
  out.push("", palette.bold("Delivery trouble"));
  out.push(`  held ${delivery.counts.held} \xB7 refused ${delivery.counts.refused} \xB7 expired ${delivery.counts.expired} \xB7 unknown ${delivery.counts.unknown}`);
  for (const message of delivery.troubled) {
    const detail = message.detail === void 0 ? "" : `  ${safe2(message.detail)}`;
    out.push(
      `  ${palette.red(message.delivery.padEnd(7))} ${message.id}  ${message.kind}  ${safe2(message.from)} \u2192 ${safe2(message.to)}  ${spanText(message.ageMs)} ago${detail}`
    );
  }
  if (delivery.counts.unknown > 0) {
    out.push(
      palette.dim(
        `  unknown: no evidence either way yet, as every message recorded with \`teamdoc record\` stays \u2014 its recipient reads it from the log, so unknown alone is no trouble; latest: ${delivery.latestUnknown.map((message) => `${message.id} (${message.kind} ${safe2(message.from)} \u2192 ${safe2(message.to)})`).join(", ")}`
      )
    );
  }
  out.push("", palette.bold("Holdings"));
  const holders = view.sessions.filter((session) => session.holds.length > 0);
  if (holders.length === 0) out.push("  (no resources in the doc)");
  for (const session of holders) {
    const held = session.holds.map((hold) => `${safe2(hold.kind)} ${safe2(hold.resource)} ${safe2(hold.value)}`).join(" \xB7 ");
    const line = `  ${safe2(session.name)}${session.status ? ` (${safe2(session.status)})` : ""}: ${held}`;
    out.push(session.finished ? palette.red(`${line}  \u2190 finished, still holding`) : line);
  }
  if (liveIsKnown(view.live)) out.push("", ...liveLines(view, view.live, palette));
  return `${out.join("\n")}
`;
}
function linkWords(session, view) {
  const takeover = session.takeover;
  const [how, time] = takeover ? [takeover.kind === "restart" ? `restart, session ${session.session ?? session.key}` : `handoff ${takeover.handoff}`, takeover.time] : session.replaced ? [`replaced ${replacedNames(session, view)}`, session.replaced.time] : [void 0, void 0];
  return how === void 0 ? void 0 : `${how}${time ? `, ${ago(time, view)}` : ""}`;
}
function headline(view) {
  const team = view.team === void 0 ? "Chain" : `Team ${safe2(view.team)}`;
  const doc = view.doc === void 0 ? "no team doc (statements only)" : safe2(view.doc);
  const log = view.log === void 0 ? "not in a git repository: no log" : view.log.tip === void 0 ? `no log at ${safe2(shortRef(view.log.branch))} yet` : `log ${safe2(shortRef(view.log.ref))} at ${view.log.tip.slice(0, 12)} (${plural(view.log.messages, "message")}${view.log.problems > 0 ? `, ${plural(view.log.problems, "problem")}: see teamdoc log` : ""})`;
  return `${team} \xB7 ${doc} \xB7 ${log} \xB7 as of ${timeText(view.generatedAt)}`;
}
function trafficTable(edges, name) {
  const rows = edges.map((pair) => [
    `${name(pair.a.key, pair.a.name)} \u2192 ${name(pair.b.key, pair.b.name)}`,
    String(pair.forward.counts.brief),
    String(pair.forward.counts.correction),
    String(pair.backward.counts.report),
    String(pair.forward.counts.other + pair.forward.counts.report + pair.backward.counts.other + pair.backward.counts.brief + pair.backward.counts.correction),
    lastText(pair.forward.last),
    lastText(pair.backward.last)
  ]);
  const header = ["parent \u2192 worker", "briefs", "corrections", "reports", "other", "last down", "last up"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => [...row[column]].length)));
  const format = (row) => `  ${row.map((cell, column) => column >= 1 && column <= 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])).join("  ").trimEnd()}`;
  return [format(header), ...rows.map(format)];
}
function pairLine(pair, name) {
  const a = name(pair.a.key, pair.a.name);
  const b = name(pair.b.key, pair.b.name);
  const ways = [
    pair.forward.total > 0 ? `${a} \u2192 ${b}: ${countsText(pair.forward)}, last ${spanText(pair.forward.last.ageMs)} ago` : void 0,
    pair.backward.total > 0 ? `${b} \u2192 ${a}: ${countsText(pair.backward)}, last ${spanText(pair.backward.last.ageMs)} ago` : void 0
  ].filter((way) => way !== void 0);
  return ways.join("; ");
}

// src/watch/poll.ts
async function watchUntilInterrupted(options) {
  let stopped = false;
  let wake;
  let timer;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    wake?.();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    let last = options.fingerprint();
    await options.draw();
    while (!stopped) {
      await new Promise((resolve2) => {
        wake = resolve2;
        timer = setTimeout(resolve2, options.intervalMs);
      });
      if (stopped) break;
      const now = options.fingerprint();
      if (now === last) continue;
      last = now;
      await options.draw();
    }
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

// src/live/fingerprint.ts
import { readdirSync, statSync as statSync2 } from "node:fs";
import { join as join2 } from "node:path";
function liveFingerprint(team, env) {
  const parts = [];
  for (const dir of claudeConfigDirs(env)) parts.push(listing(join2(dir, "sessions")));
  const locks = writerLocksDir(codexHome(env));
  const table = readLockTable();
  parts.push(listing(locks, (path) => table === void 0 ? "" : String(lockHolder(table, path) ?? "")));
  for (const [, thread] of team.records.codex) parts.push(stamp(thread.rollout));
  for (const entry of team.records.claude) if (entry.session !== void 0) parts.push(stamp(findClaudeTranscript(env, entry.session)));
  return parts.join("|");
}
function listing(dir, more = () => "") {
  try {
    return readdirSync(dir).sort().map((name) => `${name}@${stamp(join2(dir, name))}${more(join2(dir, name))}`).join(",");
  } catch {
    return "-";
  }
}
function stamp(path) {
  if (path === void 0) return "-";
  try {
    const stat = statSync2(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "-";
  }
}

// src/commands/view.ts
var CLEAR_SCREEN = "\x1B[H\x1B[2J";
async function run(operands, options, io) {
  const intervalMs = parseInterval(options.interval);
  const named = operands[0];
  const docPath = named === void 0 ? await defaultDoc(io.cwd) : resolve(io.cwd, named);
  let pass = named === void 0 ? "first" : "named";
  let live;
  const build = async () => {
    const view = await buildView(io, docPath, options.ref, pass);
    if (pass === "first") pass = "again";
    live = await teamLive(view.sessions, { env: io.env, host: detectSession(io.env).host, projectDir: docPath === void 0 ? io.cwd : dirname(docPath) });
    return { ...view, live: liveViewOf(live) };
  };
  const draw = async () => io.stdout.write(RENDERERS[options.format](await build(), io));
  if (!options.watch) {
    await draw();
    return 0;
  }
  const source = await openSource(io, docPath, void 0, options.ref);
  let ready = await build();
  let first = true;
  await watchUntilInterrupted({
    intervalMs,
    // The log's tip, the doc, and what the sessions' live state is read from.
    fingerprint: () => `${fingerprint(source, docPath)}|${live === void 0 ? "" : liveFingerprint(live, io.env)}`,
    draw: async () => {
      const text = RENDERERS[options.format](ready ?? await build(), io);
      ready = void 0;
      io.stdout.write(io.stdout.isTTY ? `${CLEAR_SCREEN}${text}` : `${first ? "" : "\n"}${text}`);
      first = false;
    }
  });
  return 0;
}
async function buildView(io, docPath, ref, pass) {
  const read = docPath === void 0 ? void 0 : await readDoc(io, docPath, pass);
  const doc = read?.doc;
  const source = await openSource(io, docPath, doc, ref);
  const log = source && (await snapshotOf(source)).snapshot;
  return buildChainView({ doc, docPath: read?.shown, log, now: currentTime(io.env) });
}
async function readDoc(io, docPath, pass) {
  const shown = displayPath(io.cwd, docPath);
  const now = currentTime(io.env);
  const repo = pass === "named" || !existsSync(docPath) ? void 0 : await locateRepo(dirname(docPath)).catch(() => void 0);
  const copy = repo?.mainWorktree === void 0 ? void 0 : await copyToView(repo.mainWorktree, docPath, { fetch: pass === "first" });
  if (copy?.read === "pushed") {
    const from = `${copy.from.ref}:${copy.from.path}`;
    return { doc: parseDocText(copy.text, from, now).doc, shown: `${shown} as pushed to ${copy.from.ref}, newer than this checkout's` };
  }
  if (copy?.read === "checkout" && pass === "first")
    io.stderr.write(
      `teamdoc: ${shown} here differs from the copy pushed to ${copy.differs.ref}, and was changed on this branch: showing this checkout's (git show ${copy.differs.ref}:${copy.differs.path} shows the pushed one)
`
    );
  return { doc: loadTeamDoc(docPath, shown, now).doc, shown };
}
function openSource(io, docPath, doc, ref) {
  return openLogSource(docPath === void 0 ? io.cwd : dirname(docPath), { ref, docLogRef: doc?.frontMatter.settings?.["log-ref"], env: io.env });
}
async function defaultDoc(cwd) {
  const path = await findTeamDoc(cwd);
  return existsSync(path) ? path : void 0;
}
function fingerprint(source, docPath) {
  const parts = [];
  if (source) {
    parts.push(refFingerprint(source.context.repo.commonDir, source.branch), refFingerprint(source.context.repo.commonDir, source.context.settings.ref));
  }
  if (docPath !== void 0) {
    try {
      const stat = statSync3(docPath);
      parts.push(`${stat.size}:${stat.mtimeMs}`);
    } catch {
      parts.push("missing");
    }
  }
  return parts.join("|");
}
var RENDERERS = {
  text: (view, io) => renderViewText(view, paletteFor(io.stdout, io.env)),
  json: (view) => renderViewJson(view),
  mermaid: (view) => renderViewMermaid(view),
  markdown: (view) => renderViewMarkdown(view)
};
function parseInterval(text) {
  if (text === void 0) return 1e3;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600) {
    throw new UsageError(`Unexpected --interval ${JSON.stringify(text)}, expected a number of seconds from 0.1 to 3600`);
  }
  return Math.round(seconds * 1e3);
}
export {
  run
};

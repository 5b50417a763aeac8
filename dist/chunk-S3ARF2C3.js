import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  MAX_ARGUMENT_BYTES,
  claudePermissionMode,
  handingSession,
  startClaudeSuccessor
} from "./chunk-M6AHBNRR.js";
import {
  cliProvenance,
  partyOf
} from "./chunk-KJCPS37T.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import {
  fillTemplate,
  formsOf,
  kickoffTemplateFor,
  withoutSection
} from "./chunk-GD6FEGJM.js";
import "./chunk-T2GCRFGV.js";
import {
  appendEntries,
  bodyProblem
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import {
  refuseSecretInName
} from "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import {
  recordingAdoption
} from "./chunk-JFC6J64U.js";
import {
  pushedTeamDoc
} from "./chunk-MEHJBAE5.js";
import "./chunk-DNZ6TC5X.js";
import {
  PERMISSION_MODES,
  isNotWider,
  parsePermissionMode,
  permissionClass
} from "./chunk-AFSCRH2H.js";
import {
  encodeOutsideEnvelope,
  wrapPacket
} from "./chunk-G2R2KOYL.js";
import {
  renderStylish
} from "./chunk-VM22D54O.js";
import {
  paletteFor
} from "./chunk-W3XDMUUF.js";
import {
  NO_CRITERIA,
  NO_RESOURCES,
  criteriaText,
  intentText,
  resourceList
} from "./chunk-2B7VIQGE.js";
import "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import {
  findSecrets
} from "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  loadRepoTeamDoc
} from "./chunk-CKHU3PAM.js";
import "./chunk-VWTZAPKV.js";
import {
  isFinished
} from "./chunk-QQVAXXP7.js";
import {
  chainOf,
  roleIndex
} from "./chunk-A3PGRPRT.js";
import {
  shellWord
} from "./chunk-P6QENKUQ.js";
import "./chunk-AOJ2GW5K.js";
import {
  readableRef,
  snapshotOf
} from "./chunk-IOC56I7W.js";
import "./chunk-H6XIHYK3.js";
import "./chunk-ZRLVSTEH.js";
import "./chunk-OEIBBYLJ.js";
import "./chunk-3EQMZZWS.js";
import "./chunk-CN746P7H.js";
import {
  TextIndex,
  isComment,
  locatedIn,
  parseMarkdown,
  plainText,
  spanOf
} from "./chunk-CS3S746T.js";
import "./chunk-QAS6QMLP.js";
import "./chunk-TVXB3Q7G.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";
import "./chunk-YELDAO2H.js";
import {
  PLACEHOLDER_MARK,
  nameKey
} from "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  packageFile
} from "./chunk-QHN4JY6Q.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  gitCwd,
  logContext
} from "./chunk-ZM5PFCRO.js";
import {
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-4EBUXWCC.js";
import {
  LIMITS,
  lineProblem
} from "./chunk-TXSQEBDJ.js";
import {
  readBounded
} from "./chunk-2E4FK3OU.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  InputError,
  PendingCommitError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/handoff/packet-sections.ts
var PACKET_SECTIONS = [
  { title: "Goal", holds: "what the work is for, and the scope handed over: all of it, or just one piece" },
  { title: "Current state", holds: "what is done and what is running now, with paths, commits and process ids (a top: each worker's id to stop it by)" },
  { title: "Tried and ruled out", holds: "what was tried and why it was dropped, so nobody tries it again" },
  { title: "Decisions and why", holds: "what was decided, by whom, and the reason" },
  { title: "Next steps", holds: "concrete steps in order, the first one doable at once" },
  { title: "Skills and commands that helped", holds: "the skills, commands and scripts worth reusing" },
  { title: "Open risks", holds: "what could still go wrong, and what to watch" }
];
var PACKET_MAX_BYTES = 16 * 1024;
var PACKET_TEMPLATE_PATH = "templates/handoff.md";
function sectionKey(title) {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}

// src/handoff/read-packet.ts
function readPacket(text) {
  const tree = parseMarkdown(text);
  const sections = [];
  let current;
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth <= 2) {
      current = node.depth === 2 ? { title: plainText(node).trim(), key: sectionKey(plainText(node)), heading: spanOf(node), empty: true } : void 0;
      if (current) sections.push(current);
      continue;
    }
    if (current && hasContent(node)) current.empty = false;
  }
  const lines = text.split("\n");
  const lastLine = text.endsWith("\n") ? lines.length - 1 : lines.length;
  const lastColumn = (lines[lastLine - 1] ?? "").length + 1;
  const end = { line: Math.max(lastLine, 1), column: lastColumn };
  return { sections, end: { start: end, end } };
}
function hasContent(node) {
  if (isComment(node)) return false;
  if (node.type === "yaml" || node.type === "definition") return true;
  return node.type === "code" || node.type === "thematicBreak" || plainText(node).trim() !== "" || node.type === "table";
}

// src/handoff/check-packet.ts
var PACKET_RULES = {
  sectionMissing: "packet-section-missing",
  sectionEmpty: "packet-section-empty",
  placeholder: "packet-placeholder",
  secret: "packet-secret"
};
function checkPacket(text, file) {
  const findings = [];
  const report = (ruleId, span, message, hint) => {
    findings.push({
      file,
      ruleId,
      severity: "error",
      message,
      hint,
      line: span.start.line,
      column: span.start.column,
      endLine: span.end.line,
      endColumn: span.end.column
    });
  };
  const packet = locatedIn(file, () => readPacket(text));
  const found = new Map(packet.sections.map((section) => [section.key, section]));
  PACKET_SECTIONS.forEach((section, index2) => {
    const present = found.get(sectionKey(section.title));
    if (!present) {
      const later = PACKET_SECTIONS.slice(index2 + 1).map((next) => found.get(sectionKey(next.title))).find((next) => next !== void 0);
      report(
        PACKET_RULES.sectionMissing,
        later?.heading ?? packet.end,
        `Unexpected packet without \`## ${section.title}\`, expected every section of ${PACKET_TEMPLATE_PATH}`,
        `Add \`## ${section.title}\`: ${section.holds}. Write \`none\` when there is nothing.`
      );
    } else if (present.empty) {
      report(
        PACKET_RULES.sectionEmpty,
        present.heading,
        `Unexpected empty section \`## ${present.title}\`, expected ${section.holds}`,
        "Write `none` when there is nothing, so the successor knows it was not forgotten."
      );
    }
  });
  const index = new TextIndex(text);
  for (let at = text.indexOf(PLACEHOLDER_MARK); at !== -1; at = text.indexOf(PLACEHOLDER_MARK, at + 1)) {
    const close = text.indexOf("]", at);
    const end = close === -1 || text.slice(at, close).includes("\n") ? at + PLACEHOLDER_MARK.length : close + 1;
    report(
      PACKET_RULES.placeholder,
      index.span(at, end),
      "Unexpected `[fill in: \u2026]` left from the template, expected what it asks for",
      "Replace it with the facts, or `none`."
    );
  }
  for (const secret of findSecrets(text)) {
    report(
      PACKET_RULES.secret,
      index.span(secret.start, secret.end),
      `Unexpected secret-looking string (${secret.kind}), expected no secrets in a packet`,
      "Say where the secret lives (an environment variable\u2019s name, a file\u2019s path), never its value: the packet is committed to the log."
    );
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

// src/handoff/first-message.ts
import { readFileSync } from "node:fs";
var HANDOFF_KICKOFF_TEMPLATE_PATH = "templates/handoff-kickoff.md";
var TOP_HANDOFF_KICKOFF_TEMPLATE_PATH = "templates/handoff-kickoff-top.md";
var HANDOFF_KICKOFF_PLACEHOLDERS = [
  { name: "team", form: "line", meaning: "the team name from the doc\u2019s front matter, or `(no team doc)`" },
  { name: "part.id", form: "line", meaning: "the part handed over, or `\u2014` when none was named" },
  { name: "owner.name", form: "line", meaning: "the successor\u2019s name (`--name`)" },
  { name: "parent.name", form: "line", meaning: "the predecessor\u2019s name" },
  { name: "parent.ref", form: "line", meaning: "how the join names the predecessor: its name, as the Roles table has it" },
  { name: "parent.session", form: "line", meaning: "the predecessor\u2019s session id, or `unknown`" },
  { name: "parent.runtime", form: "line", meaning: "the predecessor\u2019s runtime, or `unknown`" },
  { name: "parent.worktree", form: "line", meaning: "where the predecessor worked, or `(unknown)`" },
  { name: "report_to", form: "line", meaning: "the predecessor\u2019s own parent, now the successor\u2019s: a name, or `(none: you are the top now)`" },
  { name: "report_to.session", form: "line", meaning: "that parent\u2019s reply address: `session <id>`, `session unknown`, or `no parent`" },
  { name: "handoff.id", form: "line", meaning: "the handoff entry\u2019s id in the log" },
  { name: "handoff.time", form: "line", meaning: "when the handoff was recorded" },
  { name: "doc.path", form: "line", meaning: "the team doc\u2019s absolute path, or `(none)`" },
  {
    name: "doc.current",
    form: "line",
    meaning: "where the doc in force is read, with its path: on the parent\u2019s host the path; in a clone, the `git show` of the pushed doc first, then the clone\u2019s lagging copy"
  },
  { name: "first_command", form: "line", meaning: "the join to run first" },
  { name: "permission_mode", form: "line", meaning: "the mode the successor is started in, or `unknown`" },
  { name: "intent", form: "block", meaning: "the team doc\u2019s Intent as written, or what stands in for it" },
  { name: "resources", form: "block", meaning: "the predecessor\u2019s Resources rows, now the successor\u2019s, one list item each, or `(none)`" },
  { name: "criteria", form: "block", meaning: "the part\u2019s criteria sections as written, or `(none yet)`" },
  { name: "packet", form: "block", meaning: "the packet inside teamdoc\u2019s envelope" },
  {
    name: "workers.tell",
    form: "block",
    meaning: "for the top\u2019s successor: each worker under the predecessor, how to tell it (SendMessage, `teamdoc send`, record and sync, or nothing when stopped or done)"
  },
  { name: "workers.elsewhere", form: "line", meaning: "for the top\u2019s successor: the workers on another host than the top\u2019s, named, or `none`" }
];
var NO_PARENT = "(none: you are the top now)";
function isTopHandoff(facts) {
  return facts.reportTo === void 0 && facts.part === void 0;
}
function readHandoffKickoffTemplate(facts) {
  return readFileSync(packageFile(isTopHandoff(facts) ? TOP_HANDOFF_KICKOFF_TEMPLATE_PATH : HANDOFF_KICKOFF_TEMPLATE_PATH), "utf8");
}
function successorJoinCommand(facts) {
  const part = facts.part === void 0 ? [] : ["--part", shellWord(facts.part)];
  return ["teamdoc", "join", "--name", shellWord(facts.successor), "--parent", shellWord(facts.parentRef), "--handoff", facts.handoff.id, ...part].join(" ");
}
function renderFirstMessage(facts, template = readHandoffKickoffTemplate(facts)) {
  const { predecessor } = facts;
  const parentRef = predecessor.name;
  const envelope = {
    from: predecessor.name,
    session: predecessor.session,
    runtime: predecessor.runtime,
    written: facts.handoff.time,
    entry: facts.handoff.id,
    claimed: predecessor.claimed
  };
  const reach = successorReach(facts);
  const values = {
    team: oneLine(facts.team ?? "(no team doc)"),
    "part.id": oneLine(facts.part ?? "\u2014"),
    "owner.name": oneLine(facts.successor),
    "parent.name": oneLine(predecessor.name),
    "parent.ref": oneLine(parentRef),
    "parent.session": oneLine(predecessor.session ?? "unknown"),
    "parent.runtime": oneLine(predecessor.runtime ?? "unknown"),
    "parent.worktree": oneLine(predecessor.worktree ?? "(unknown)"),
    report_to: oneLine(facts.reportTo?.name ?? NO_PARENT),
    "report_to.session": oneLine(facts.reportTo === void 0 ? "no parent" : `session \`${facts.reportTo.session ?? "unknown"}\``),
    "handoff.id": facts.handoff.id,
    "handoff.time": facts.handoff.time,
    "doc.path": oneLine(facts.docPath ?? "(none)"),
    "doc.current": docCurrent(oneLine(facts.docPath ?? "(none)"), facts.pushedDoc, reach === "elsewhere"),
    first_command: successorJoinCommand({ successor: facts.successor, part: facts.part, handoff: facts.handoff, parentRef }),
    permission_mode: facts.permissionMode ?? "unknown",
    intent: encodeOutsideEnvelope(facts.fromDoc.intent),
    resources: encodeOutsideEnvelope(facts.fromDoc.resources),
    criteria: encodeOutsideEnvelope(facts.fromDoc.criteria),
    packet: wrapPacket(facts.packet, envelope, facts.nonce),
    "workers.tell": encodeOutsideEnvelope(howToTell(facts)),
    "workers.elsewhere": oneLine(
      elsewhere(facts).map((worker) => `\`${worker.name}\` (on ${worker.host})`).join(", ") || "none"
    )
  };
  const sections = new Set(template.split("\n"));
  const dropped = [
    ...elsewhere(facts).length === 0 ? [WORKERS_ELSEWHERE_SECTION] : [],
    ...Object.entries(REACH_SECTIONS).filter(([one]) => one !== reach).map(([, heading]) => heading)
  ].filter((heading) => sections.has(heading));
  const shown = dropped.reduce(withoutSection, template);
  return fillTemplate(
    kickoffTemplateFor(predecessor.runtime === "codex" ? "codex" : void 0, shown),
    formsOf(HANDOFF_KICKOFF_PLACEHOLDERS),
    values,
    "handoff kickoff"
  );
}
var REACH_SECTIONS = {
  "send-message": "## Reaching your parent",
  "teamdoc-send": "## Reaching your parent, with teamdoc send",
  elsewhere: "## Reaching your parent, from another machine"
};
function successorReach(facts) {
  const parent = facts.reportTo;
  if (facts.pushedDoc !== void 0 || parent !== void 0 && otherHost(facts.predecessor.host, parent.host)) return "elsewhere";
  return facts.predecessor.runtime === "claude" && parent?.runtime === "claude" ? "send-message" : "teamdoc-send";
}
var WORKERS_ELSEWHERE_SECTION = "## Workers on other machines";
function otherHost(a, b) {
  return a !== void 0 && b !== void 0 && nameKey(a) !== nameKey(b);
}
function elsewhere(facts) {
  return (facts.workers ?? []).filter((worker) => worker.finished === void 0 && otherHost(worker.host, facts.predecessor.host));
}
function howToTell(facts) {
  const workers = facts.workers ?? [];
  if (workers.length === 0) return "   - (the team doc lists no worker under your predecessor: tell no one)";
  const record = (name) => `\`teamdoc record --from ${shellWord(facts.successor)} --to ${shellWord(name)} --kind brief --body-file -\``;
  return workers.map((worker) => {
    const name = `\`${worker.name}\``;
    if (worker.finished !== void 0) {
      return `   - ${name} (\`${worker.finished}\`): send it nothing; ${worker.finished === "stopped" ? `its replacement's kickoff names ${facts.successor} as its parent` : "its part is closed"}.`;
    }
    if (otherHost(worker.host, facts.predecessor.host))
      return `   - ${name} (on ${worker.host}, another host): ${record(worker.name)}, then \`teamdoc sync\`.`;
    if (worker.runtime === "claude" && facts.predecessor.runtime === "claude")
      return `   - ${name} (Claude Code, on this host): the SendMessage tool, \`to: "${worker.name}"\`.`;
    return `   - ${name} (${worker.runtime ?? "runtime unknown"}, on this host): \`teamdoc send --to ${shellWord(worker.name)}\`, the message on stdin; if it refuses and says to record, ${record(worker.name)}.`;
  }).join("\n");
}
function docCurrent(path, pushed, elsewhere2) {
  if (!elsewhere2 && pushed === void 0) {
    return `The team doc is \`${path}\` (if this says \`(none)\`, the project keeps no team doc): read its Roles, Rules and Resources.`;
  }
  const clone = `Your clone's copy, \`${path}\`, is only as new as your part's branch: not that one.`;
  if (pushed === void 0) {
    return `The team doc in force is the one your parent last pushed (\`git fetch origin && git show origin/<branch>:<file>\`, with the branch your predecessor's kickoff names): read its Roles, Rules and Resources there, now and whenever your parent says it changed. ${clone}`;
  }
  const show = `git fetch origin && git show ${oneLine(shellWord(`${pushed.ref}:${pushed.path}`))}`;
  return `The team doc in force is the one your parent pushed, \`${show}\` (this message's resources and criteria come from it, as it stood at the handoff): read its Roles, Rules and Resources there, now and whenever your parent says it changed. ${clone}`;
}
function oneLine(text) {
  return encodeOutsideEnvelope(text.replace(/[\r\n]+/g, " "));
}
function tagProblem(label, text) {
  return text !== void 0 && /[<>]/.test(text) ? `${label} ${JSON.stringify(text)} holds < or >, which the successor's first message cannot carry outside the envelope` : void 0;
}

// src/handoff/from-doc.ts
var NO_DOC = { intent: "(the project keeps no team doc: the packet says what the work is)", resources: NO_RESOURCES, criteria: NO_CRITERIA };
function handoffFromDoc(doc, predecessor, part) {
  if (doc === void 0) return NO_DOC;
  const section = part === void 0 ? void 0 : doc.parts.find((candidate) => nameKey(candidate.id.text) === nameKey(part));
  return {
    intent: intentText(doc),
    resources: predecessor === void 0 ? NO_RESOURCES : resourceList(doc, predecessor),
    criteria: section === void 0 ? NO_CRITERIA : criteriaText(section.criteria)
  };
}
function topWorkers(doc, top) {
  if (doc === void 0 || top === void 0) return [];
  const index = roleIndex(doc);
  return doc.roles.filter((role) => role !== top && role.parent !== void 0 && index.find(role.parent)?.role === top).map((role) => ({ name: role.name.text, runtime: role.runtime, host: role.host, finished: isFinished(role) ? role.status : void 0 }));
}

// src/report/handoff-text.ts
var safe = terminalSafeLine;
function renderPacketRefusal(findings, palette) {
  return "teamdoc: handoff not recorded: the packet needs fixing first\n" + renderStylish([{ path: "<stdin>", findings }], palette) + (findings.some((finding) => finding.ruleId !== PACKET_RULES.secret) ? "hint: Start from templates/handoff.md (the handoff skill shows it); every section needs something, `none` included.\n" : "");
}
function renderHandoffNote(note) {
  const who = note.claimed ? `${safe(note.from)} (claimed with --from: no session identity)` : `${safe(note.from)} (session ${safe(note.session ?? "unknown")})`;
  const scope = note.part === void 0 ? "no part named" : `part ${safe(note.part)}`;
  const lines = [`teamdoc: ${who} handed off to ${safe(note.successor)}, ${scope}: entry ${note.id}${note.committed ? "" : " (durable, not committed yet)"}`];
  if (note.modeSource === "unknown")
    lines.push(
      "teamdoc: note: this session\u2019s permission mode is unknown and none was given, so the first message says `unknown`, which teamdoc check --kickoff reports: write there the mode you start the successor in (--permission-mode says it at the handoff)"
    );
  if (note.pushedDoc) {
    const { ref, path, fetched } = note.pushedDoc;
    lines.push(
      `teamdoc: note: the first message carries the team doc as ${safe(ref)}:${safe(path)} holds it${fetched ? ", just fetched" : " (last fetched: the fetch failed)"}, not this checkout's copy on its part branch`
    );
  }
  if (note.classChange) lines.push("teamdoc: note: the successor runs in another permission class than this session; messages between the two would be held");
  return lines.map((line) => `${line}
`).join("");
}
function renderStarted(started) {
  return `teamdoc: started ${safe(started.name)} with claude --bg (job ${started.job}, permission mode ${started.permissionMode}); it joins with the handoff's first command
`;
}
function renderStartFailed(failure) {
  const lines = [`teamdoc: the successor was not started: ${safe(failure.reason)}`];
  if (failure.stopped.length > 0) lines.push(`teamdoc: stopped and removed what the failed start left: ${failure.stopped.join(", ")}`);
  if (failure.leftRunning.length > 0) lines.push(`teamdoc: could not stop ${failure.leftRunning.join(", ")}: stop it with \`claude stop <id>\``);
  if (failure.stopped.length === 0 && failure.leftRunning.length === 0) lines.push("teamdoc: nothing was left running");
  lines.push(`teamdoc: the log shows handoff ${failure.id} as refused (not taken); the first message is on stdout, to start the successor by hand`);
  return lines.map((line) => `${line}
`).join("");
}

// src/commands/handoff.ts
async function run(_operands, options, io) {
  refuseSecretInName("--name", options.name);
  refuseSecretInName("--from", options.from);
  refuseSecretInName("--part", options.part);
  checkNameOption("--name", options.name);
  if (options.from !== void 0) checkNameOption("--from", options.from);
  const given = givenMode(options.permissionMode);
  const waitMs = parseWaitSeconds(options.wait);
  const repo = await locateRepo(io.cwd);
  const config = await readConfigMatching(gitCwd(repo), LOG_CONFIG_KEYS);
  const adoption = recordingAdoption(repo, config, io.env);
  if (!adoption.recording) {
    throw new UsageError(`this project has not adopted teamdoc (${adoption.why}), so a handoff cannot be recorded`, {
      hint: "Adopt it first: `teamdoc init` writes the team doc in the main worktree, or `git config teamdoc.record true` records without one."
    });
  }
  const packet = await readPacketInput(io);
  const findings = checkPacket(packet.text, "<stdin>");
  if (findings.length > 0) {
    io.stderr.write(renderPacketRefusal(findings, paletteFor(io.stderr, io.env)));
    return ExitCode.failure;
  }
  const settings = logSettingsFrom(config, { ref: options.ref }, io.env);
  const context = logContext(repo, settings);
  const local = await loadRepoTeamDoc(io.cwd, repo);
  const pushed = local && repo.mainWorktree !== void 0 ? await pushedTeamDoc(repo.mainWorktree, local.path, { fetch: true }) : void 0;
  const doc = local && (pushed ? { ...local, doc: pushed.doc } : local);
  const { snapshot } = await snapshotOf({ branch: settings.ref, context: await readableRef(context) });
  const identity = detectSession(io.env);
  const handing = handingSession({ identity, from: options.from, chain: chainOf(doc?.doc, snapshot.digest.structural), env: io.env });
  const part = scopeOf(handing, options.part);
  const own = identity.runtime === "claude" && identity.session !== void 0 ? claudePermissionMode(identity.session, io.env) : void 0;
  const mode = modeOf(given, own);
  if (options.start) checkStartable(handing, mode);
  checkCommandWords(options.name, handing, part);
  const time = currentTime(io.env).toISOString();
  const provenance = cliProvenance(identity, repo, { from: handing.name, to: options.name });
  const from = partyOf(handing.name, { session: handing.session, runtime: handing.runtime, host: handing.host, worktree: repo.worktree });
  const recorded = await appendEntries(
    repo,
    [
      {
        kind: "handoff",
        time,
        from,
        to: { name: options.name },
        handoff: part === void 0 ? { successor: options.name } : { successor: options.name, part },
        provenance,
        body: packet.bytes,
        bodySource: "<stdin>"
      }
    ],
    { settings, waitMs, env: io.env }
  );
  const id = recorded.results[0].id;
  const firstMessage = renderFirstMessage({
    team: doc?.doc.frontMatter.settings?.team,
    part,
    successor: options.name,
    predecessor: {
      name: handing.name,
      session: handing.session,
      runtime: handing.runtime,
      worktree: repo.worktree,
      claimed: handing.claimed,
      // The row's host: a label the parent's and workers' rows are written in too.
      host: handing.inChain?.role?.host
    },
    reportTo: reportTo(handing),
    workers: topWorkers(doc?.doc, handing.inChain?.role),
    fromDoc: handoffFromDoc(doc?.doc, handing.inChain?.role, part),
    handoff: { id, time },
    docPath: doc?.path,
    pushedDoc: pushed?.from,
    permissionMode: mode,
    packet: packet.text
  });
  io.stderr.write(
    renderHandoffNote({
      id,
      from: handing.name,
      claimed: handing.claimed,
      session: handing.session,
      successor: options.name,
      part,
      permissionMode: mode,
      // A Codex session has no permission mode, and its successor's first message states none.
      modeSource: given ? "given" : own ? "detected" : handing.runtime === "codex" ? "none" : "unknown",
      classChange: own !== void 0 && mode !== void 0 && permissionClass(own) !== permissionClass(mode),
      committed: recorded.committed,
      pushedDoc: pushed?.from
    })
  );
  if (!recorded.committed) {
    io.stdout.write(firstMessage);
    throw new PendingCommitError(
      `handoff ${id} is durable on disk but not committed to the log yet: ${recorded.pendingReason ?? "the commit could not be made"}`,
      {
        hint: "Nothing is lost, and nothing was started: the next teamdoc write, or `teamdoc doctor`, commits it; then start the successor with the first message above."
      }
    );
  }
  if (!options.start) {
    io.stdout.write(firstMessage);
    return ExitCode.ok;
  }
  const deliver = (state, detail) => appendEntries(repo, [{ entry: "delivery", message: id, state, detail, provenance }], { settings, waitMs, env: io.env });
  const started = Buffer.byteLength(firstMessage) > MAX_ARGUMENT_BYTES ? {
    started: false,
    reason: `the first message is ${Buffer.byteLength(firstMessage)} bytes, over what one command-line argument may hold`,
    stopped: [],
    leftRunning: []
  } : await startClaudeSuccessor({ name: options.name, permissionMode: mode, firstMessage, cwd: repo.mainWorktree ?? io.cwd, env: io.env });
  if (started.started) {
    await deliver("sent", `started with claude --bg as job ${started.job}, permission mode ${mode}`);
    io.stdout.write(`${id}
`);
    io.stderr.write(renderStarted({ name: options.name, job: started.job, permissionMode: mode }));
    return ExitCode.ok;
  }
  await deliver("refused", `the start failed: ${started.reason}`);
  io.stdout.write(firstMessage);
  io.stderr.write(renderStartFailed({ reason: started.reason, stopped: started.stopped, leftRunning: started.leftRunning, id }));
  return ExitCode.failure;
}
function reportTo(handing) {
  const parent = handing.inChain?.parent;
  if (!parent) return void 0;
  return {
    name: parent.session?.role?.name.text ?? parent.session?.name ?? parent.name,
    session: parent.session?.session ?? parent.session?.role?.session,
    runtime: parent.session?.runtime ?? parent.session?.role?.runtime,
    host: parent.session?.host ?? parent.session?.role?.host
  };
}
function checkNameOption(flag, value) {
  const problem = lineProblem(value, LIMITS.nameChars);
  if (problem)
    throw new UsageError(`Unexpected ${flag} ${JSON.stringify(value)}: ${problem}`, {
      hint: "A name is one line: what other sessions address the session by."
    });
}
function checkCommandWords(successor, handing, part) {
  const problem = tagProblem("--name", successor) ?? (handing.session === void 0 ? tagProblem("the predecessor\u2019s name", handing.name) : void 0) ?? tagProblem("the part", part);
  if (problem) throw new UsageError(`Unexpected ${problem}`, { hint: "Use a plain name: letters, digits, - and _." });
}
function givenMode(text) {
  if (text === void 0) return void 0;
  const mode = parsePermissionMode(text);
  if (!mode) throw new UsageError(`Unexpected --permission-mode ${JSON.stringify(text)}, expected one of ${PERMISSION_MODES.join(", ")}`);
  return mode;
}
async function readPacketInput(io) {
  if (io.stdin.isTTY) {
    throw new UsageError("No packet given: pipe it on stdin", { hint: "teamdoc handoff --name NAME <<'EOF' \u2026 EOF (start from templates/handoff.md)" });
  }
  const { bytes, overLimit } = await readBounded(io.stdin, PACKET_MAX_BYTES);
  const problem = bodyProblem(bytes, PACKET_MAX_BYTES, overLimit);
  if (problem?.ruleId === "body-too-large") {
    throw new InputError(
      `Unexpected packet of more than ${PACKET_MAX_BYTES} bytes, expected at most ${PACKET_MAX_BYTES} (it is refused, not cut)`,
      { file: "<stdin>", ruleId: "packet-too-large" },
      {
        hint: "A packet references files, commits and docs by path or hash; it does not paste them."
      }
    );
  }
  if (problem) throw new InputError(problem.message, { file: "<stdin>", line: problem.line, column: problem.column, ruleId: problem.ruleId });
  return { bytes, text: lfText(bytes.toString("utf8")) };
}
function scopeOf(handing, asked) {
  if (asked === void 0) return handing.part;
  if (handing.part !== void 0 && nameKey(asked) !== nameKey(handing.part)) {
    throw new UsageError(
      `Unexpected --part ${JSON.stringify(asked)}: ${handing.name} owns part ${JSON.stringify(handing.part)}, and a handoff may only narrow scope`,
      {
        hint: `Hand over ${JSON.stringify(handing.part)} (leave --part out) and narrow it in the packet's Goal, e.g. "just the remaining test failures".`
      }
    );
  }
  return asked;
}
function modeOf(given, own) {
  if (given !== void 0 && own !== void 0 && !isNotWider(given, own)) {
    throw new UsageError(`Unexpected --permission-mode ${given}: this session runs in ${own}, and a handoff never widens the mode`, {
      hint: `Leave --permission-mode out to carry ${own}, or give a narrower one.`
    });
  }
  return given ?? own;
}
function checkStartable(handing, mode) {
  if (handing.runtime !== "claude") {
    const which = handing.runtime === void 0 ? "this session\u2019s runtime is unknown" : `${handing.runtime} has no way to start a session in the background`;
    throw new UsageError(`--start: ${which}; only Claude Code sessions are started (claude --bg)`, {
      hint: 'Leave --start out: the first message is printed, to start the successor by hand (e.g. codex "$(cat first-message.md)").'
    });
  }
  if (mode === void 0) {
    throw new UsageError("--start: this session\u2019s permission mode is unknown, and the successor must not be started in a wider one", {
      hint: "Pass --permission-mode with the mode this session runs in (or a narrower one)."
    });
  }
}
export {
  run
};

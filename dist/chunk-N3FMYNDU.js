import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  formatBytes,
  progressBar
} from "./chunk-QZAAJAM2.js";
import {
  shortenPath
} from "./chunk-YVLVNX24.js";
import {
  parseSince
} from "./chunk-6J2C4DPU.js";
import {
  redactionsText
} from "./chunk-JVBF3CJD.js";
import {
  parseWaitSeconds
} from "./chunk-IX7P5TI7.js";
import {
  containsWrapper,
  parseNotice,
  parseWrappedMessages,
  resultTarget
} from "./chunk-7AHOZGVK.js";
import {
  deliveryEventId,
  hookMessageId,
  refusedMessageId
} from "./chunk-J76AYLB7.js";
import {
  appendEntries,
  prepareEntry
} from "./chunk-OOOM34UR.js";
import "./chunk-3QBPADAR.js";
import "./chunk-HHCNWI4V.js";
import "./chunk-TAIHJOSP.js";
import "./chunk-M4GGBS3N.js";
import {
  inProject,
  projectScope
} from "./chunk-LVN4UWZY.js";
import {
  codexHome,
  listCodexRollouts,
  readCodexMeta,
  readThreadNames
} from "./chunk-QH6WZGRJ.js";
import {
  claudeConfigDirs,
  encodeProjectDir,
  listClaudeTranscripts,
  pidOfAddress,
  readClaudeHead,
  readRegistry
} from "./chunk-UOJLLWAC.js";
import "./chunk-CT2T24YY.js";
import "./chunk-DPF3ZRDS.js";
import "./chunk-LJ7CRIML.js";
import "./chunk-CEWSEK6U.js";
import {
  arrayAt,
  booleanAt,
  isObject,
  numberAt,
  objectAt,
  stringAt,
  textsOf
} from "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  displayPath,
  teamDocIn
} from "./chunk-VWTZAPKV.js";
import {
  statedSessions
} from "./chunk-AOJ2GW5K.js";
import "./chunk-H6XIHYK3.js";
import {
  readLogContents
} from "./chunk-ZRLVSTEH.js";
import {
  kindOfBody
} from "./chunk-OEIBBYLJ.js";
import {
  nativeKey
} from "./chunk-3EQMZZWS.js";
import "./chunk-TVXB3Q7G.js";
import {
  LINE_ENDING
} from "./chunk-XWATY24Z.js";
import "./chunk-PXTZHCII.js";
import {
  detectSession
} from "./chunk-XRTOXWZQ.js";
import {
  locateRepoIfAny
} from "./chunk-4NOR6AMR.js";
import {
  openLog
} from "./chunk-ZM5PFCRO.js";
import "./chunk-4EBUXWCC.js";
import {
  LIMITS,
  idProblem,
  isValidTime
} from "./chunk-TXSQEBDJ.js";
import {
  writeChunks
} from "./chunk-2E4FK3OU.js";
import "./chunk-U5OUMOEA.js";
import {
  ExitCode,
  InputError,
  PendingCommitError,
  TeamdocError,
  UsageError
} from "./chunk-ATHXWNGJ.js";
import "./chunk-ZM4OG63Z.js";

// src/commands/scan.ts
import { homedir as homedir2 } from "node:os";

// src/scan/record/entries.ts
function plannedEntries(traced2, comparison, context) {
  return {
    message: comparison.addsMessage === void 0 ? void 0 : messageEntry(traced2, comparison.id, comparison.addsMessage.time, context),
    deliveries: comparison.adds.map((planned) => deliveryEntry(comparison.id, planned.id, planned.event, planned.time, context))
  };
}
function messageEntry(message, id, time, context) {
  const first = message.evidence[0];
  const entry = {
    id,
    time,
    kind: kindOf(message),
    from: logParty(message.from),
    to: logParty(message.to),
    body: message.body,
    provenance: scanProvenance(first, context)
  };
  if (message.nativeId !== void 0) Object.assign(entry, { nativeId: message.nativeId, nativeRuntime: "claude" });
  return entry;
}
function deliveryEntry(messageId, id, event, time, context) {
  return {
    entry: "delivery",
    id,
    message: messageId,
    time,
    state: event.state,
    detail: event.detail,
    evidence: [event.place, ...event.also].map((row) => rowEvidence(row, context)),
    provenance: scanProvenance(event.place, context)
  };
}
function kindOf(message) {
  if (message.channel === "kickoff") return "brief";
  const newline = message.body.indexOf("\n");
  return kindOfBody(newline === -1 ? message.body : message.body.slice(0, newline));
}
function logParty(party) {
  const result = { name: oneLine(party.name ?? party.session ?? party.address ?? "unknown") };
  if (party.session !== void 0) result.session = oneLine(party.session);
  if (party.runtime !== void 0) result.runtime = party.runtime;
  if (party.host !== void 0) result.host = oneLine(party.host);
  return result;
}
function scanProvenance(row, context) {
  return { by: "scan", file: oneLine(shortenPath(row.file, context.home)), line: row.line };
}
function rowEvidence(row, context) {
  return { path: oneLine(`${shortenPath(row.file, context.home)}:${row.line}`) };
}
var NOT_STORABLE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/gu;
var HAS_NOT_STORABLE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
function oneLine(text) {
  if (text.length <= LIMITS.nameChars && !HAS_NOT_STORABLE.test(text)) return text;
  const visible = text.replace(NOT_STORABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return visible.length > LIMITS.nameChars ? [...visible].slice(0, LIMITS.nameChars).join("") : visible;
}

// src/report/scan-json.ts
var SCAN_JSON_SCHEMA = "teamdoc-scan/2";
function* scanJsonChunks(result) {
  const { sessions, messages, unmatchedNotices, totals, lookedFor: _asked, ...header } = result.scan;
  const opening = json({ schema: SCAN_JSON_SCHEMA, ...header, log: result.log });
  yield `${opening.slice(0, -1)},"sessions":[`;
  yield* list(sessions);
  yield '],"messages":[';
  for (let index = 0; index < messages.length; index++)
    yield `${index === 0 ? "" : ","}
${withLog(messages[index], result.comparisons[index], result.entryContext)}`;
  if (messages.length > 0) yield "\n";
  yield `],"unmatchedNotices":[`;
  yield* list(unmatchedNotices);
  yield `],"teamSessions":[`;
  yield* list(result.teamSessions);
  yield `],"teamDocProblem":${json(result.teamDocProblem)},"totals":${json({ ...totals, log: result.summary })},"record":${json(result.record)}}
`;
}
function withLog(message, comparison, context) {
  const traced2 = json(message);
  if (comparison === void 0) return `${traced2.slice(0, -1)},"log":null}`;
  const { status, id, foundBy, logState, logStateBy, withheld, write } = comparison;
  const { message: entry, deliveries } = plannedEntries(message, comparison, context);
  const stored = entry === void 0 ? null : (({ body: _body, bodySource: _source, ...fields }) => fields)(entry);
  const log = {
    status,
    id,
    foundBy: foundBy ?? null,
    logState: logState ?? null,
    logStateBy: logStateBy ?? null,
    message: stored,
    deliveries,
    withheld,
    write: write === void 0 ? null : { result: write.result, reason: write.reason ?? null }
  };
  return `${traced2.slice(0, -1)},"log":${JSON.stringify(log)}}`;
}
function* list(items) {
  for (let index = 0; index < items.length; index++) yield `${index === 0 ? "" : ","}
${json(items[index])}`;
  if (items.length > 0) yield "\n";
}
function json(value) {
  return JSON.stringify(value, (_key, field) => field === void 0 ? null : field);
}

// src/scan/model.ts
var OUTCOMES = ["delivered", "held", "refused", "expired", "unconfirmed", "received-without-send"];
function deliveryStateOf(outcome, sendSucceeded) {
  switch (outcome) {
    case "delivered":
    case "received-without-send":
      return "delivered";
    case "held":
    case "refused":
    case "expired":
      return outcome;
    case "unconfirmed":
      return sendSucceeded ? "sent" : "unknown";
  }
}

// src/report/scan-text.ts
var BODY_PREVIEW = 72;
function* scanTextChunks(result, options = {}) {
  const report = result.scan;
  const path = (file) => terminalSafeLine(shortenPath(file, options.home));
  const recording = result.record !== void 0;
  const out = [];
  const { totals } = report;
  const sessionWord = plural(totals.sessions, "session");
  out.push(
    `Scanned ${plural(totals.files, "transcript file")} of ${sessionWord} (${formatBytes(totals.bytes)}, ${plural(totals.lines, "line")}) for ${report.project.roots.map(path).join(", ")}${report.since ? ` since ${report.since}` : ""}.`
  );
  const skipped = [
    totals.corrupt > 0 ? plural(totals.corrupt, "corrupt line") : "",
    totals.truncated > 0 ? plural(totals.truncated, "truncated last line") : "",
    totals.oversized > 0 ? plural(totals.oversized, "oversized line") : ""
  ].filter(Boolean);
  if (skipped.length > 0) {
    out.push(`Skipped ${skipped.join(", ")}:`);
    for (const file of report.sessions.flatMap((session) => session.files)) {
      const problems = [
        file.corrupt ? `${file.corrupt} corrupt` : "",
        file.truncated ? `${file.truncated} truncated` : "",
        file.oversized ? `${file.oversized} oversized` : ""
      ].filter(Boolean);
      if (problems.length > 0) out.push(`  ${path(file.path)}: ${problems.join(", ")}`);
    }
  }
  if (report.sessions.length === 0) {
    out.push(`No transcripts of this project under ${[...report.sources.claude, report.sources.codex].map(path).join(", ")}.`);
  } else {
    out.push("", "Sessions");
    out.push(...table(report.sessions.map((session) => sessionRow(session, path, result.summary.toWriteBySession[session.session] ?? 0, recording))));
  }
  out.push("", report.messages.length === 0 ? "No messages between sessions found." : "Messages");
  yield `${out.join("\n")}
`;
  out.length = 0;
  for (const [index, message] of report.messages.entries()) yield `${messageBlock(message, result.comparisons[index], recording, path).join("\n")}
`;
  const absent = result.teamSessions.filter((session) => session.transcript === "none" || session.transcript === "outside-project");
  if (absent.length > 0) {
    out.push("", "Team sessions with no transcript here");
    out.push(...table(absent.map(teamSessionRow)));
  }
  if (result.teamDocProblem) out.push("", `The team doc could not be read, so its roles were not looked for: ${terminalSafeLine(result.teamDocProblem)}`);
  if (report.unmatchedNotices.length > 0) {
    out.push("", "Notices that match no send here");
    for (const notice of report.unmatchedNotices) {
      out.push(
        `  ${shortTime(notice.evidence.at)}  ${notice.kind} notice: ${notice.status}${notice.recipient ? `, recipient ${terminalSafeLine(notice.recipient)}` : ""}`
      );
      out.push(`      ${path(notice.evidence.file)}:${notice.evidence.line}`);
    }
  }
  out.push("", summaryLine(report), ...logSummaryLines(result));
  yield `${out.join("\n")}
`;
}
function sessionRow(session, path, toWrite, recording) {
  const subagentFiles = session.files.filter((file) => file.role === "subagent").length;
  const notes = [
    `sent ${session.sent}`,
    `received ${session.received}`,
    session.intraSession.sent + session.intraSession.received > 0 ? `subagents/teammates ${session.intraSession.sent + session.intraSession.received}` : "",
    subagentFiles > 0 ? plural(subagentFiles, "subagent file") : "",
    session.compactions.length > 0 ? plural(session.compactions.length, "compaction") : "",
    session.live ? `live ${session.live.status ?? ""}`.trim() : "",
    session.parent ? `parent ${session.parent.slice(0, 8)}` : "",
    toWrite > 0 ? `${recording ? "recorded" : "to record"} ${toWrite}` : ""
  ].filter(Boolean);
  return [
    terminalSafeLine(session.name ?? "(no name)"),
    session.runtime,
    session.session.slice(0, 8),
    session.cwds.map(path).join(" ") || "-",
    notes.join(", ")
  ];
}
function messageBlock(message, comparison, recording, path) {
  const lines = [
    `  ${shortTime(message.sentAt ?? message.receivedAt)}  ${partyLabel(message.from)} \u2192 ${partyLabel(message.to)}  ${outcomeLabel(message)}`,
    `      \u201C${bodyPreview(message.body)}\u201D`,
    `      ${message.reason}`
  ];
  const facts = [
    message.matchedBy.length > 0 ? `matched by ${message.matchedBy.join(", ")}` : "",
    message.nativeId ? `msg_id ${terminalSafeLine(message.nativeId)}` : "",
    message.channel === "claude-peer" ? "" : `via ${message.channel}`
  ].filter(Boolean);
  if (facts.length > 0) lines.push(`      ${facts.join(" \xB7 ")}`);
  const width = Math.max(
    ...message.evidence.map((evidence) => evidence.role.length),
    message.compactedAfter ? "compacted".length : 0,
    comparison ? "log".length : 0
  );
  for (const evidence of message.evidence) lines.push(`      ${evidenceLine(evidence, width, path)}`);
  if (message.compactedAfter) {
    lines.push(
      `      ${"compacted".padEnd(width)}  ${path(message.compactedAfter.file)}:${message.compactedAfter.line} (the receiver's context was compacted after it arrived)`
    );
  }
  if (comparison) lines.push(...logLines(comparison, recording).map((line, index) => `      ${(index === 0 ? "log" : "").padEnd(width)}  ${line}`));
  return lines;
}
function logLines(comparison, recording) {
  const id = terminalSafeLine(comparison.id);
  const states = comparison.adds.map((planned) => planned.state).join(", ");
  const found = comparison.foundBy === "native-id" ? " (found by msg_id)" : "";
  const says = `${id}${found} says ${comparison.logState}${comparison.logStateBy ? ` (${terminalSafeLine(comparison.logStateBy)})` : ""}`;
  const write = comparison.write;
  const lines = [];
  if (write?.result === "refused") {
    lines.push(`${comparison.status === "missing" ? "missing" : says}: not recorded: ${terminalSafeLine(write.reason ?? "the log refused it")}`);
  } else {
    const done = write === void 0 ? recording ? "nothing written" : "" : write.result === "already-there" ? "already there (another writer stored it first)" : write.result === "pending" ? "pending (durable, not committed yet)" : "";
    const suffix = done ? ` \u2014 ${done}` : "";
    switch (comparison.status) {
      case "missing":
        if (comparison.addsMessage)
          lines.push(`${recording ? "was missing: recorded" : "missing: would record"} as ${id}${states ? ` with ${states}` : ""}${suffix}`);
        else lines.push(`${recording ? "was missing: added" : "missing: would add"} ${states} to ${id}, recorded above${suffix}`);
        break;
      case "unsettled":
        lines.push(`${says}: ${recording ? "added" : "would add"} ${states}${suffix}`);
        break;
      case "agreed":
        lines.push(`${id}${found} agrees: ${comparison.logState}`);
        break;
      case "not-confirmed-here":
        lines.push(`${says}: not confirmed here; left as the log has it`);
        break;
      case "contradicted":
        lines.push(`${says}`);
        break;
    }
  }
  for (const withheld of comparison.withheld) lines.push(`not written: ${withheld.state}, because ${terminalSafeLine(withheld.reason)}`);
  return lines;
}
function teamSessionRow(session) {
  const where = session.transcript === "outside-project" ? `its transcript is here, outside this project: add --session ${terminalSafeLine((session.found ?? session.session).slice(0, 8))}` : session.host ? `host ${terminalSafeLine(session.host)}` : "";
  return [terminalSafeLine(session.name), terminalSafeLine(session.runtime ?? "-"), terminalSafeLine(session.session), terminalSafeLine(session.source), where];
}
function logSummaryLines(result) {
  if (!result.log.available) return ["Not inside a git repository: there is no log to compare with."];
  const { counts } = result.summary;
  const parts = [
    counts.missing > 0 ? `${counts.missing} missing` : "",
    counts.unsettled > 0 ? `${counts.unsettled} unsettled` : "",
    counts.agreed > 0 ? `${counts.agreed} agreed` : "",
    counts["not-confirmed-here"] > 0 ? `${counts["not-confirmed-here"]} not confirmed here` : "",
    counts.contradicted > 0 ? `${counts.contradicted} contradicted` : ""
  ].filter(Boolean);
  const ref = terminalSafeLine(result.log.ref ?? "");
  const lines = [`Log ${ref} (${plural(result.log.messages, "message")} before this scan)${parts.length > 0 ? `: ${parts.join(", ")}` : ""}.`];
  const { messages, deliveries } = result.summary;
  const record = result.record;
  if (record === void 0) {
    if (entries(messages, deliveries)) lines.push(`\`teamdoc scan --record\` would add ${entries(messages, deliveries)}.`);
  } else {
    const written = entries(record.written.messages, record.written.deliveries);
    const commits = record.commit === void 0 ? "" : record.commits === 1 ? ` (commit ${record.commit.slice(0, 12)})` : ` (${record.commits} commits, the last ${record.commit.slice(0, 12)})`;
    if (written) lines.push(`Recorded ${written}${commits}.`);
    if (Object.keys(record.redacted).length > 0) lines.push(`Replaced ${redactionsText(record.redacted)}.`);
    if (record.alreadyThere > 0)
      lines.push(`${plural(record.alreadyThere, "message")} had been stored by another writer meanwhile; nothing was added for them.`);
    if (record.refused > 0) lines.push(`${plural(record.refused, "message")} could not be recorded; each says why above.`);
    if (record.pending > 0)
      lines.push(
        `${plural(record.pending, "message")} durable but not committed yet: ${terminalSafeLine(record.pendingReason ?? "the commit could not be made")}.`
      );
    if (!entries(messages, deliveries)) lines.push("Nothing to record.");
  }
  if (result.log.problems > 0) lines.push(`The log holds ${plural(result.log.problems, "entry")} it could not read; run teamdoc log to see them.`);
  return lines;
}
function evidenceLine(evidence, width, path) {
  const note = evidence.note && evidence.role !== "arrival" ? ` (${evidence.note})` : "";
  return `${evidence.role.padEnd(width)}  ${path(evidence.file)}:${evidence.line}${note}`;
}
function outcomeLabel(message) {
  if (message.outcome === "received-without-send") return `received without a send${message.mode ? ` (${message.mode})` : ""}`;
  return message.mode ? `${message.outcome} (${message.mode})` : message.outcome;
}
function partyLabel(party) {
  const name = party.name ?? party.session?.slice(0, 8) ?? party.address ?? "unknown";
  return terminalSafeLine(name);
}
function bodyPreview(body) {
  const firstLine2 = body.split(LINE_ENDING, 1)[0] ?? "";
  const more = firstLine2.length < body.length;
  const clipped = firstLine2.length > BODY_PREVIEW ? `${firstLine2.slice(0, BODY_PREVIEW)}\u2026` : more ? `${firstLine2} \u2026` : firstLine2;
  return terminalSafeLine(clipped);
}
function summaryLine(report) {
  const counts = OUTCOMES.filter((outcome) => report.totals.outcomes[outcome] > 0).map(
    (outcome) => `${report.totals.outcomes[outcome]} ${outcome === "received-without-send" ? "received without a send" : outcome}`
  );
  return `${plural(report.messages.length, "message")}${counts.length > 0 ? `: ${counts.join(", ")}` : ""}.`;
}
function entries(messages, deliveries) {
  return [messages > 0 ? plural(messages, "message") : "", deliveries > 0 ? plural(deliveries, "delivery event") : ""].filter(Boolean).join(" and ");
}
function shortTime(iso) {
  if (iso === void 0) return "(no time)           ";
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}Z` : terminalSafeLine(iso);
}
function table(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows.map((row) => `  ${row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)).join("  ")}`.trimEnd());
}
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

// src/scan/record/against-log.ts
import { homedir } from "node:os";

// src/scan/lines.ts
import { open } from "node:fs/promises";
var NEWLINE = 10;
var CARRIAGE_RETURN = 13;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var DEFAULT_CHUNK_BYTES = 1 << 20;
var DEFAULT_MAX_LINE_BYTES = 32 << 20;
var spareBuffer;
var SPARE_LIMIT = 4 << 20;
function takeBuffer(size) {
  const spare = spareBuffer;
  if (spare !== void 0 && spare.length >= size) {
    spareBuffer = void 0;
    return spare;
  }
  return Buffer.allocUnsafe(size);
}
function giveBack(buffer) {
  if (buffer.length <= SPARE_LIMIT && (spareBuffer === void 0 || spareBuffer.length < buffer.length)) spareBuffer = buffer;
}
async function scanMarkedLines(path, options, visit) {
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  const maxLineBytes = Math.max(options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES, chunkBytes);
  const needles = options.markers.map((text) => ({ text, bytes: Buffer.from(text), next: -2 }));
  const prefixes = (options.prefixes ?? []).map((text) => Buffer.from(text));
  const watched = /* @__PURE__ */ new Map();
  const watchlist = {
    watch(text) {
      if (watched.has(text)) return;
      const needle = { text, bytes: Buffer.from(text), next: -2 };
      watched.set(text, needle);
      needles.push(needle);
    },
    unwatch(text) {
      const needle = watched.get(text);
      if (!needle) return;
      watched.delete(text);
      needles.splice(needles.indexOf(needle), 1);
    }
  };
  const counts = { lines: 0, corrupt: 0, truncated: 0, oversized: 0, bytes: 0 };
  const handle = await openUnlessGone(path);
  if (handle === void 0) return counts;
  let buffer;
  try {
    const size = (await handle.stat()).size;
    buffer = takeBuffer(Math.max(1, Math.min(chunkBytes, size)));
    let filled = 0;
    let position = 0;
    let skippingOversized = false;
    while (position < size) {
      if (filled === buffer.length) {
        if (buffer.length >= maxLineBytes) {
          skippingOversized = true;
          filled = 0;
        } else {
          const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxLineBytes));
          buffer.copy(grown, 0, 0, filled);
          giveBack(buffer);
          buffer = grown;
        }
      }
      const { bytesRead } = await handle.read(buffer, filled, Math.min(buffer.length - filled, size - position), position);
      if (bytesRead === 0) break;
      position += bytesRead;
      counts.bytes += bytesRead;
      options.onBytes?.(bytesRead);
      const view = buffer.subarray(0, filled + bytesRead);
      let start = 0;
      if (skippingOversized) {
        const newline = view.indexOf(NEWLINE, filled);
        if (newline === -1) {
          filled = 0;
          continue;
        }
        counts.lines++;
        counts.oversized++;
        skippingOversized = false;
        start = newline + 1;
      }
      for (const needle of needles) needle.next = -2;
      for (let newline = view.indexOf(NEWLINE, start); newline !== -1; newline = view.indexOf(NEWLINE, start)) {
        counts.lines++;
        examineLine(view, start, newline, true);
        start = newline + 1;
      }
      buffer.copyWithin(0, start, view.length);
      filled = view.length - start;
    }
    if (skippingOversized) {
      counts.lines++;
      counts.oversized++;
    } else if (filled > 0) {
      counts.lines++;
      for (const needle of needles) needle.next = -2;
      examineLine(buffer.subarray(0, filled), 0, filled, false);
    }
  } finally {
    if (buffer !== void 0) giveBack(buffer);
    await handle.close();
  }
  return counts;
  function examineLine(view, start, end, terminated) {
    if (end > start && view[end - 1] === CARRIAGE_RETURN) end--;
    if (end === start) return;
    const shaped = view[start] === OPEN_BRACE && view[end - 1] === CLOSE_BRACE;
    if (!containsNeedle(view, start, end) && !startsWithPrefix(view, start, end)) {
      if (!shaped) {
        if (terminated) counts.corrupt++;
        else counts.truncated++;
      }
      return;
    }
    const row = shaped ? parseObject(view.toString("utf8", start, end)) : void 0;
    if (row === void 0) {
      if (terminated) counts.corrupt++;
      else counts.truncated++;
      return;
    }
    visit({ row, lineNumber: counts.lines, terminated }, watchlist);
  }
  function startsWithPrefix(view, start, end) {
    return prefixes.length > 0 && startsWithPrefixIn(prefixes, view, start, end);
  }
  function containsNeedle(view, start, end) {
    let found = false;
    for (const needle of needles) {
      if (needle.next === -1) continue;
      if (needle.next < start) needle.next = view.indexOf(needle.bytes, start);
      if (needle.next !== -1 && needle.next + needle.bytes.length <= end) found = true;
    }
    return found;
  }
}
function startsWithPrefixIn(prefixes, view, start, end) {
  for (const prefix of prefixes) {
    if (end - start < prefix.length) continue;
    let index = 0;
    while (index < prefix.length && view[start + index] === prefix[index]) index++;
    if (index === prefix.length) return true;
  }
  return false;
}
function parseObject(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
async function openUnlessGone(path) {
  try {
    return await open(path, "r");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  }
}

// src/scan/claude/transcript.ts
var CLAUDE_MARKERS = ["<cross-session-message", "Cross-session", ':"peer"', 'SendMessage"', "compact_boundary"];
var CLAUDE_LINE_PREFIXES = ['{"type":"agent-name"', '{"type":"custom-title"', '{"type":"ai-title"'];
async function readClaudeTranscript(file, options = {}) {
  const reader = new TranscriptReader(file);
  const counts = await scanMarkedLines(
    file.path,
    { markers: CLAUDE_MARKERS, prefixes: CLAUDE_LINE_PREFIXES, onBytes: options.onBytes, chunkBytes: options.chunkBytes },
    (line, watchlist) => reader.visit(line, watchlist)
  );
  return reader.finish(counts);
}
var TranscriptReader = class {
  sends = [];
  arrivals = [];
  notices = [];
  compactions = [];
  names = [];
  cwds = /* @__PURE__ */ new Set();
  intra = { sent: 0, received: 0 };
  pendingCalls = /* @__PURE__ */ new Map();
  seenCalls = /* @__PURE__ */ new Set();
  /** Queue entries waiting for the delivery row that usually follows them. */
  queued = [];
  version;
  file;
  constructor(file) {
    this.file = file;
    if (file.head?.cwd !== void 0) this.cwds.add(file.head.cwd);
    this.version = file.head?.version;
  }
  visit({ row, lineNumber }, watchlist) {
    const place2 = { file: this.file.path, line: lineNumber };
    const cwd = stringAt(row, "cwd");
    if (cwd !== void 0) this.cwds.add(cwd);
    this.version = stringAt(row, "version") ?? this.version;
    switch (row.type) {
      case "assistant":
        this.readCalls(row, place2, watchlist);
        break;
      case "user":
        this.readResults(row, place2, watchlist);
        this.readInjectedTurn(row, place2);
        break;
      case "attachment":
        this.readAttachment(row, place2);
        break;
      case "queue-operation":
        this.readQueueEntry(row, place2);
        break;
      case "system":
        if (row.subtype === "compact_boundary") this.compactions.push({ session: this.sessionOf(row), at: stringAt(row, "timestamp"), place: place2 });
        break;
      case "agent-name":
        this.addName(stringAt(row, "agentName"), "agent-name", lineNumber);
        break;
      case "custom-title":
        this.addName(stringAt(row, "customTitle"), "custom-title", lineNumber);
        break;
      case "ai-title":
        this.addName(stringAt(row, "aiTitle"), "ai-title", lineNumber);
        break;
    }
  }
  finish(counts) {
    return {
      file: this.file,
      counts,
      sends: this.sends.filter((send) => send.result?.scope !== "intra-session"),
      arrivals: [...this.arrivals, ...this.queued],
      notices: this.notices,
      compactions: this.compactions,
      names: this.names,
      cwds: [...this.cwds],
      version: this.version,
      intra: this.intra
    };
  }
  /** Rows written by a subagent carry the parent's session id and their own agent id. */
  sessionOf(row) {
    return stringAt(row, "sessionId") ?? this.file.session;
  }
  agentOf(row) {
    return row.isSidechain === true ? stringAt(row, "agentId") ?? this.file.agent : this.file.agent;
  }
  readCalls(row, place2, watchlist) {
    for (const block of arrayAt(objectAt(row, "message"), "content")) {
      if (!isObject(block) || block.type !== "tool_use" || block.name !== "SendMessage") continue;
      const callId = stringAt(block, "id");
      if (callId !== void 0 && this.seenCalls.has(callId)) continue;
      if (callId !== void 0) this.seenCalls.add(callId);
      const input = objectAt(block, "input") ?? {};
      const send = {
        runtime: "claude",
        channel: "claude-peer",
        session: this.sessionOf(row),
        agent: this.agentOf(row),
        callId,
        to: stringAt(input, "to") ?? stringAt(input, "recipient") ?? "",
        body: stringAt(input, "message") ?? stringAt(input, "content") ?? "",
        summary: stringAt(input, "summary"),
        notifyWhenIdle: booleanAt(input, "notify_when_idle") ?? false,
        at: stringAt(row, "timestamp"),
        place: place2,
        result: void 0
      };
      this.sends.push(send);
      if (callId !== void 0) {
        this.pendingCalls.set(callId, send);
        watchlist.watch(`"${callId}"`);
      }
    }
  }
  readResults(row, place2, watchlist) {
    const content = objectAt(row, "message")?.content;
    if (!Array.isArray(content)) return;
    for (const block of content) {
      if (!isObject(block) || block.type !== "tool_result") continue;
      const callId = stringAt(block, "tool_use_id");
      const send = callId === void 0 ? void 0 : this.pendingCalls.get(callId);
      if (!send || callId === void 0) continue;
      this.pendingCalls.delete(callId);
      watchlist.unwatch(`"${callId}"`);
      send.result = sendResult(row, block, send, place2);
      if (send.result.scope === "intra-session") this.intra.sent++;
    }
  }
  readInjectedTurn(row, place2) {
    const origin = objectAt(row, "origin");
    const texts = textsOf(objectAt(row, "message")?.content);
    if (origin?.kind === "peer") {
      this.addPeerArrival(row, origin, texts, "idle", place2);
      return;
    }
    for (const text of texts) this.readNotice(row, text, place2);
    if (origin !== void 0) return;
    for (const text of texts) {
      if (!startsAsPeerMessage(text)) continue;
      const mode = /while you were working/.test(text.slice(0, 200)) ? "mid-turn" : "idle";
      for (const wrapped of parseWrappedMessages(text)) this.addArrival(row, wrapped, void 0, mode, place2);
    }
  }
  readAttachment(row, place2) {
    const attachment = objectAt(row, "attachment");
    if (!attachment) return;
    const origin = objectAt(attachment, "origin") ?? objectAt(row, "origin");
    const texts = [...textsOf(attachment.prompt), ...textsOf(attachment.content), ...textsOf(objectAt(attachment, "message")?.content)];
    if (attachment.type === "queued_command" && origin?.kind === "peer") {
      this.addPeerArrival(row, origin, texts, "mid-turn", place2);
      return;
    }
    for (const text of texts) this.readNotice(row, text, place2);
    if (attachment.type !== "queued_command" || origin !== void 0 && origin.kind !== "peer") return;
    for (const text of texts) {
      if (!startsAsPeerMessage(text)) continue;
      for (const wrapped of parseWrappedMessages(text)) this.addArrival(row, wrapped, void 0, "mid-turn", place2);
    }
  }
  readQueueEntry(row, place2) {
    if (row.operation !== "enqueue") return;
    for (const text of textsOf(row.content)) {
      if (!startsAsPeerMessage(text)) continue;
      for (const wrapped of parseWrappedMessages(text)) {
        this.queued.push(this.arrival(row, wrapped, void 0, "queued", place2));
      }
    }
  }
  addPeerArrival(row, origin, texts, mode, place2) {
    if (origin.senderTaskId !== void 0) {
      this.intra.received++;
      return;
    }
    const wrapped = texts.flatMap(parseWrappedMessages)[0];
    const body = stringAt(origin, "body") ?? wrapped?.body ?? texts.join("\n");
    this.addArrival(
      row,
      {
        from: stringAt(origin, "from") ?? wrapped?.from,
        fromName: stringAt(origin, "name") ?? wrapped?.fromName,
        fromMode: stringAt(origin, "fromMode") ?? wrapped?.fromMode,
        fromSession: stringAt(origin, "fromSession") ?? wrapped?.fromSession,
        body
      },
      origin,
      mode,
      place2
    );
  }
  addArrival(row, wrapped, origin, mode, place2) {
    const arrival = this.arrival(row, wrapped, origin, mode, place2);
    const queuedIndex = this.queued.findIndex((entry) => entry.body === arrival.body && entry.from === arrival.from);
    if (queuedIndex !== -1) {
      arrival.queuedAt = this.queued[queuedIndex].place;
      this.queued.splice(queuedIndex, 1);
    }
    this.arrivals.push(arrival);
  }
  arrival(row, wrapped, origin, mode, place2) {
    return {
      runtime: "claude",
      channel: "claude-peer",
      session: this.sessionOf(row),
      agent: this.agentOf(row),
      mode,
      msgId: stringAt(origin, "msg_id"),
      from: wrapped.from,
      fromName: wrapped.fromName,
      fromSession: wrapped.fromSession,
      fromMode: wrapped.fromMode,
      verifiedPeerPid: numberAt(origin, "verifiedPeerPid"),
      body: wrapped.body,
      at: stringAt(row, "timestamp"),
      place: place2,
      rowId: stringAt(row, "uuid")
    };
  }
  readNotice(row, text, place2) {
    const notice = parseNotice(text);
    if (!notice) return;
    this.notices.push({ session: this.sessionOf(row), ...notice, text, at: stringAt(row, "timestamp"), place: place2 });
  }
  addName(name, source, line) {
    if (name !== void 0 && name.trim() !== "") this.names.push({ name, source, line });
  }
};
function startsAsPeerMessage(text) {
  const start = text.trimStart();
  return start.startsWith("<cross-session-message") || start.startsWith("Another Claude session") && start.includes("<cross-session-message");
}
function sendResult(row, block, send, place2) {
  const structured = objectAt(row, "toolUseResult") ?? resultFromBlock(block);
  const text = stringAt(structured, "message") ?? textsOf(block.content).join("\n");
  const success = booleanAt(structured, "success") ?? block.is_error !== true;
  const target = resultTarget(text) ?? (send.to || void 0);
  return {
    success,
    msgId: stringAt(structured, "msg_id"),
    text: text || void 0,
    target,
    scope: sendScope(structured, text, target),
    at: stringAt(row, "timestamp"),
    place: place2
  };
}
function resultFromBlock(block) {
  for (const text of textsOf(block.content)) {
    try {
      const parsed = JSON.parse(text);
      if (isObject(parsed)) return parsed;
    } catch {
    }
  }
  return void 0;
}
function sendScope(structured, text, target) {
  if (structured && (structured.resumedAgentId !== void 0 || structured.routing !== void 0)) return "intra-session";
  if (/another machine|Remote Control/i.test(text)) return "other-machine";
  if (/on this machine/i.test(text) || target?.startsWith("uds:") || stringAt(structured, "msg_id") !== void 0) return "this-machine";
  return "unknown";
}

// src/scan/kickoff-marker.ts
var KICKOFF_MARKER = "<!-- teamdoc:kickoff";
var KICKOFF_JOIN_COMMAND = "teamdoc join";
function isKickoff(text) {
  return text.includes(KICKOFF_MARKER) || joinParent(text) !== void 0;
}
function kickoffParent(text) {
  const marker = text.indexOf(KICKOFF_MARKER);
  if (marker !== -1) {
    const comment = text.slice(marker, text.indexOf("-->", marker) === -1 ? void 0 : text.indexOf("-->", marker));
    const parent = /\sparent=([^\s]+)/.exec(comment)?.[1];
    if (parent !== void 0) return parent;
  }
  return joinParent(text);
}
function joinParent(text) {
  const at = text.indexOf(KICKOFF_JOIN_COMMAND);
  if (at === -1) return void 0;
  const match = /--parent(?:\s+|=)(?:"([^"]+)"|'([^']+)'|([^\s"'`]+))/.exec(text.slice(at));
  return match ? match[1] ?? match[2] ?? match[3] : void 0;
}

// src/scan/codex/rollout.ts
var CODEX_MARKERS = ["inter_agent_communication", KICKOFF_MARKER, KICKOFF_JOIN_COMMAND, "<cross-session-message", 'compacted"'];
async function readCodexRollout(listing, meta, options = {}) {
  const found = { meta, path: listing.path, sends: [], arrivals: [], compactions: [] };
  const counts = await scanMarkedLines(
    listing.path,
    { markers: CODEX_MARKERS, onBytes: options.onBytes, chunkBytes: options.chunkBytes },
    (line) => visitRolloutLine(line, found)
  );
  return { listing, meta, counts, sends: found.sends, arrivals: found.arrivals, compactions: found.compactions };
}
function visitRolloutLine({ row, lineNumber }, trace) {
  const place2 = { file: trace.path, line: lineNumber };
  const at = stringAt(row, "timestamp");
  const item = objectAt(row, "payload") ?? row;
  const type = row.payload === void 0 ? "response_item" : row.type;
  if (type === "inter_agent_communication") readInterAgent(item, at, place2, trace);
  else if (type === "compacted" || type === "event_msg" && item.type === "context_compacted") {
    trace.compactions.push({ session: trace.meta.thread, at, place: place2 });
  } else if (type === "response_item" && item.type === "message" && item.role === "user") readUserMessage(item, at, place2, trace);
}
function readInterAgent(item, at, place2, trace) {
  const author = stringAt(item, "author");
  const recipients = [stringAt(item, "recipient"), ...arrayAt(item, "other_recipients").filter((value) => typeof value === "string")];
  const body = typeof item.content === "string" ? item.content : textsOf(item.content).join("\n");
  const { meta } = trace;
  if (author !== void 0 && author === meta.agentPath) {
    for (const recipient of recipients) {
      if (recipient === void 0) continue;
      trace.sends.push({
        runtime: "codex",
        channel: "codex-inter-agent",
        session: meta.thread,
        agent: author,
        callId: void 0,
        to: recipient,
        body,
        summary: void 0,
        notifyWhenIdle: false,
        at,
        place: place2,
        result: void 0,
        tree: meta.tree
      });
    }
    return;
  }
  trace.arrivals.push({
    runtime: "codex",
    channel: "codex-inter-agent",
    session: meta.thread,
    agent: meta.agentPath,
    // trigger_turn false queues the message for the thread's next turn instead of starting one.
    mode: booleanAt(item, "trigger_turn") === false ? "mid-turn" : "idle",
    msgId: void 0,
    from: author,
    fromName: author,
    fromSession: void 0,
    fromMode: void 0,
    verifiedPeerPid: void 0,
    body,
    at,
    place: place2,
    rowId: void 0,
    tree: meta.tree
  });
}
function readUserMessage(item, at, place2, trace) {
  for (const text of textsOf(item.content)) {
    if (isInjectedContext(text)) continue;
    const base = {
      runtime: "codex",
      session: trace.meta.thread,
      agent: trace.meta.agentPath,
      mode: "idle",
      msgId: void 0,
      fromSession: void 0,
      verifiedPeerPid: void 0,
      at,
      place: place2,
      rowId: void 0
    };
    if (containsWrapper(text)) {
      for (const wrapped of parseWrappedMessages(text)) {
        trace.arrivals.push({ ...base, channel: "envelope", from: wrapped.from, fromName: wrapped.fromName, fromMode: wrapped.fromMode, body: wrapped.body });
      }
    } else if (isKickoff(text)) {
      const parent = kickoffParent(text);
      trace.arrivals.push({ ...base, channel: "kickoff", from: parent, fromName: parent, fromMode: void 0, body: text });
    }
  }
}
function isInjectedContext(text) {
  const start = text.trimStart();
  if (start.startsWith("# AGENTS.md")) return true;
  return start.startsWith("<") && !start.startsWith("<cross-session-message") && /^<[a-z_]+[\s>]/.test(start);
}

// src/scan/directory.ts
var SessionDirectory = class {
  names = /* @__PURE__ */ new Map();
  addressOwners = /* @__PURE__ */ new Map();
  addressesBySession = /* @__PURE__ */ new Map();
  pidOwners = /* @__PURE__ */ new Map();
  agentPaths = /* @__PURE__ */ new Map();
  scanned = /* @__PURE__ */ new Set();
  /** A session whose transcript this scan read. */
  addScanned(session) {
    this.scanned.add(session);
  }
  hasTranscript(session) {
    return session !== void 0 && this.scanned.has(session);
  }
  addName(session, name) {
    if (name === void 0 || name === "") return;
    let set = this.names.get(session);
    if (!set) this.names.set(session, set = /* @__PURE__ */ new Set());
    set.add(name);
  }
  namesOf(session) {
    return this.names.get(session) ?? /* @__PURE__ */ new Set();
  }
  /**
   * Every way of writing the address of whom `address` names: itself, and for
   * the session(s) it resolves to (a socket's one owner, or each session that
   * carried the name) their names and known sockets.
   */
  sameAddressee(address) {
    const plain = withoutRef(address);
    const keys = /* @__PURE__ */ new Set([plain]);
    const owner = address.startsWith("uds:") ? this.sessionAt(address) : void 0;
    const sessions = owner !== void 0 ? [owner] : [...this.names].filter(([, names]) => names.has(plain)).map(([session]) => session);
    for (const session of sessions) {
      for (const name of this.namesOf(session)) keys.add(name);
      for (const known of this.addressesBySession.get(session) ?? []) keys.add(known);
    }
    return keys;
  }
  /** Scanned sessions that have carried `name`. */
  sessionsNamed(name) {
    const wanted = withoutRef(name);
    return [...this.names].filter(([session, names]) => names.has(wanted) && this.scanned.has(session)).map(([session]) => session);
  }
  addRegistry(entry) {
    if (entry.session === void 0) return;
    this.addName(entry.session, entry.name);
    if (entry.address !== void 0) this.learnAddress(entry.address, entry.session);
    if (entry.pid !== void 0) add(this.pidOwners, entry.pid, entry.session);
  }
  /** Record that `session` used `address`: from the registry, or from a message matched by its id. */
  learnAddress(address, session) {
    if (!address.startsWith("uds:")) return;
    add(this.addressOwners, address, session);
    add(this.addressesBySession, session, address);
    const pid = pidOfAddress(address);
    if (pid !== void 0) add(this.pidOwners, pid, session);
  }
  sessionAt(address) {
    return address === void 0 ? void 0 : only(this.addressOwners.get(address));
  }
  sessionOfPid(pid) {
    return pid === void 0 ? void 0 : only(this.pidOwners.get(pid));
  }
  addAgentPath(tree, path, thread) {
    this.agentPaths.set(`${tree}\0${path}`, thread);
  }
  threadAt(tree, path) {
    return tree === void 0 || path === void 0 ? void 0 : this.agentPaths.get(`${tree}\0${path}`);
  }
};
function withoutRef(address) {
  return address.replace(/\s+\[[0-9a-f]+\]$/, "");
}
function add(map, key, session) {
  let set = map.get(key);
  if (!set) map.set(key, set = /* @__PURE__ */ new Set());
  set.add(session);
}
function only(set) {
  return set !== void 0 && set.size === 1 ? [...set][0] : void 0;
}

// src/time/instant.ts
var parsedTimes = /* @__PURE__ */ new Map();
function timeOf(iso) {
  if (iso === void 0) return void 0;
  if (parsedTimes.has(iso)) return parsedTimes.get(iso);
  const parsed = Date.parse(iso);
  const ms = Number.isNaN(parsed) ? void 0 : parsed;
  if (parsedTimes.size > 1e5) parsedTimes.clear();
  parsedTimes.set(iso, ms);
  return ms;
}

// src/scan/match.ts
var MATCH_WINDOW_MS = 12 * 60 * 60 * 1e3;
var CLOCK_SLACK_MS = 5 * 1e3;
function matchMessages(allSends, allArrivals, notices, directory) {
  const sends = distinct(allSends, sendIdentity).sort(byTime);
  const arrivals = distinct(allArrivals, arrivalIdentity);
  const pairs = [];
  const pairedSends = /* @__PURE__ */ new Set();
  const pairedArrivals = /* @__PURE__ */ new Set();
  const pair = (send, arrival, matchedBy) => {
    pairs.push({ send, arrival, matchedBy });
    pairedSends.add(send);
    pairedArrivals.add(arrival);
  };
  const sendsById = /* @__PURE__ */ new Map();
  for (const send of sends) if (send.result?.msgId !== void 0) sendsById.set(send.result.msgId, send);
  for (const arrival of arrivals) {
    const send = arrival.msgId === void 0 ? void 0 : sendsById.get(arrival.msgId);
    if (send && !pairedSends.has(send)) pair(send, arrival, ["msg-id"]);
  }
  for (const { send, arrival } of pairs) {
    if (arrival.from !== void 0) directory.learnAddress(arrival.from, send.session);
    if (send.to.startsWith("uds:")) directory.learnAddress(send.to, arrival.session);
  }
  const sendsByBody = groupBy(sends, (send) => bodyKey(send.body));
  for (const arrival of [...arrivals].sort(byTime)) {
    if (pairedArrivals.has(arrival)) continue;
    const candidates = (sendsByBody.get(bodyKey(arrival.body)) ?? []).filter((send) => !pairedSends.has(send));
    const best = bestCandidate(arrival, candidates, directory);
    if (best) pair(best.send, arrival, best.matchedBy);
  }
  const { noticesOf, unmatched } = linkNotices(sends, notices, pairedSends, directory);
  return {
    pairs,
    unpairedSends: sends.filter((send) => !pairedSends.has(send)),
    unpairedArrivals: arrivals.filter((arrival) => !pairedArrivals.has(arrival)),
    noticesOf,
    unmatchedNotices: unmatched
  };
}
function bestCandidate(arrival, sends, directory) {
  let best;
  for (const send of sends) {
    if (send.result?.success === false) continue;
    const timing = timeFit(send.at, arrival.at);
    if (timing === "outside") continue;
    const links = arrival.channel === "codex-inter-agent" || send.channel === "codex-inter-agent" ? codexLinks(send, arrival) : claudeLinks(send, arrival, directory);
    if (links === void 0 || links.length === 0) continue;
    const matchedBy = ["body", ...timing === "inside" ? ["time-window"] : [], ...links];
    if (!best || matchedBy.length > best.matchedBy.length) best = { send, matchedBy };
  }
  return best;
}
function claudeLinks(send, arrival, directory) {
  if (send.session === arrival.session) return void 0;
  const links = [];
  const senderAtSocket = directory.sessionAt(arrival.from);
  if (senderAtSocket !== void 0) {
    if (senderAtSocket !== send.session) return void 0;
    links.push("sender-socket");
  }
  const senderOfPid = directory.sessionOfPid(arrival.verifiedPeerPid);
  if (senderOfPid !== void 0) {
    if (senderOfPid !== send.session) return void 0;
    links.push("sender-pid");
  }
  if (arrival.fromSession !== void 0) {
    if (arrival.fromSession !== send.session) return void 0;
    links.push("sender-session");
  }
  if (arrival.fromName !== void 0 && directory.namesOf(send.session).has(arrival.fromName)) links.push("sender-name");
  for (const target of /* @__PURE__ */ new Set([send.to, send.result?.target])) {
    if (target === void 0 || target === "") continue;
    if (target.startsWith("uds:")) {
      const receiver = directory.sessionAt(target);
      if (receiver !== void 0 && receiver !== arrival.session) return void 0;
      if (receiver !== void 0) links.push("receiver-socket");
    } else if (directory.namesOf(arrival.session).has(withoutRef(target))) links.push("receiver-name");
  }
  return [...new Set(links)];
}
function codexLinks(send, arrival) {
  if (send.channel !== arrival.channel || send.tree === void 0 || send.tree !== arrival.tree) return void 0;
  return send.agent === arrival.from && send.to === arrival.agent ? ["agent-path"] : void 0;
}
function linkNotices(sends, notices, pairedSends, directory) {
  const noticesOf = /* @__PURE__ */ new Map();
  const unmatched = [];
  const attach = (send, notice, matchedBy) => {
    const links = noticesOf.get(send) ?? [];
    links.push({ notice, matchedBy });
    noticesOf.set(send, links);
  };
  const sendsBySession = groupBy(sends, (send) => send.session);
  const targetsOf = new Map(sends.map((send) => [send, targetKeys(send)]));
  const sendsById = new Map(sends.filter((send) => send.result?.msgId !== void 0).map((send) => [send.result.msgId, send]));
  for (const notice of [...notices].sort(byTime)) {
    const named = notice.msgId === void 0 ? void 0 : sendsById.get(notice.msgId);
    if (named !== void 0 && named.session === notice.session) {
      attach(named, notice, "notice-msg-id");
      continue;
    }
    const earlier = (sendsBySession.get(notice.session) ?? []).filter((send) => send.result?.success !== false && comesBefore(send, notice));
    const recipient = notice.recipient === void 0 ? /* @__PURE__ */ new Set() : directory.sameAddressee(notice.recipient);
    const addressed = earlier.filter((send) => targetsOf.get(send).some((target) => recipient.has(target)));
    if (notice.kind === "idle") {
      const watched = addressed.filter((send) => send.notifyWhenIdle).at(-1);
      if (watched) attach(watched, notice, "notice-recipient");
      else unmatched.push(notice);
      continue;
    }
    const open2 = (send) => awaitsNotice(noticesOf.get(send), notice);
    const unnoticed = addressed.filter(open2);
    if (unnoticed.length > 0) {
      for (const send of unnoticed) attach(send, notice, "notice-recipient");
      continue;
    }
    const lone = earlier.filter((send) => !pairedSends.has(send) && open2(send));
    if (addressed.length === 0 && lone.length === 1) attach(lone[0], notice, "notice-order");
    else unmatched.push(notice);
  }
  return { noticesOf, unmatched };
}
function awaitsNotice(links, notice) {
  const last = links?.filter((link) => link.notice.kind === "delivery").at(-1)?.notice;
  if (last === void 0) return true;
  return last.status === "held" && notice.status !== "held";
}
function targetKeys(send) {
  return [send.to, send.result?.target].filter((target) => target !== void 0 && target !== "").map(withoutRef);
}
function comesBefore(send, notice) {
  if (send.place.file === notice.place.file) return send.place.line < notice.place.line;
  const sent = timeOf(send.at);
  const noticed = timeOf(notice.at);
  return sent === void 0 || noticed === void 0 || sent <= noticed;
}
function bodyKey(body) {
  return body.trimEnd();
}
function groupBy(items, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
function timeFit(sentAt, arrivedAt) {
  const sent = timeOf(sentAt);
  const arrived = timeOf(arrivedAt);
  if (sent === void 0 || arrived === void 0) return "unknown";
  return arrived >= sent - CLOCK_SLACK_MS && arrived <= sent + MATCH_WINDOW_MS ? "inside" : "outside";
}
function byTime(a, b) {
  return (timeOf(a.at) ?? 0) - (timeOf(b.at) ?? 0);
}
function sendIdentity(send) {
  if (send.callId !== void 0) return `${send.runtime}\0call\0${send.callId}`;
  return `${send.runtime}\0${send.channel}\0${send.tree ?? send.session}\0${send.agent}\0${send.to}\0${send.at}\0${send.body}`;
}
function arrivalIdentity(arrival) {
  if (arrival.rowId !== void 0) return `${arrival.runtime}\0row\0${arrival.rowId}`;
  if (arrival.msgId !== void 0) return `${arrival.runtime}\0msg\0${arrival.session}\0${arrival.msgId}`;
  const where = arrival.channel === "codex-inter-agent" ? `${arrival.tree}\0${arrival.agent}` : `${arrival.place.file}:${arrival.place.line}`;
  return `${arrival.runtime}\0${arrival.channel}\0${where}\0${arrival.from}\0${arrival.at}\0${arrival.body}`;
}
function distinct(items, identity) {
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => {
    const key = identity(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/scan/sessions.ts
function buildSessionReports(claudeTraces, codexTraces, registry, threadNames, host) {
  const reports = /* @__PURE__ */ new Map();
  const chosenNames = /* @__PURE__ */ new Map();
  for (const trace of claudeTraces) {
    const { session } = trace.file;
    let report = reports.get(session);
    if (!report) {
      report = emptyReport("claude", session, host);
      reports.set(session, report);
    }
    report.files.push(fileReport(trace.file.path, trace.file.role, trace.counts));
    report.cwds = union(report.cwds, trace.cwds);
    report.compactions.push(...trace.compactions.map((compaction) => ({ role: "compaction", ...compaction.place, at: compaction.at })));
    report.intraSession.sent += trace.intra.sent;
    report.intraSession.received += trace.intra.received;
    if (trace.file.role === "main") {
      report.version = trace.version ?? report.version;
      chosenNames.set(session, [...chosenNames.get(session) ?? [], ...trace.names]);
    }
  }
  for (const [session, names] of chosenNames) {
    const report = reports.get(session);
    report.names = union(
      [],
      names.map((entry) => entry.name)
    );
    const chosen = names.filter((entry) => entry.source !== "ai-title").at(-1) ?? names.at(-1);
    report.name = chosen?.name;
  }
  for (const entry of latestRegistryEntries(registry)) {
    const report = entry.session === void 0 ? void 0 : reports.get(entry.session);
    if (!report) continue;
    report.live = { status: entry.status, address: entry.address, pid: entry.pid, registryFile: entry.file };
    if (entry.name !== void 0) {
      report.name = entry.name;
      report.names = union(report.names, [entry.name]);
    }
  }
  for (const trace of codexTraces) {
    const { meta } = trace;
    const report = emptyReport("codex", meta.thread, host);
    const names = [meta.nickname, threadNames.get(meta.thread)].filter((name) => name !== void 0);
    report.names = union([], names);
    report.name = names.at(-1);
    report.cwds = meta.cwd === void 0 ? [] : [meta.cwd];
    report.version = meta.version;
    report.parent = meta.parent;
    report.files.push(fileReport(trace.listing.path, "rollout", trace.counts));
    report.compactions = trace.compactions.map((compaction) => ({ role: "compaction", ...compaction.place, at: compaction.at }));
    reports.set(meta.thread, report);
  }
  return [...reports.values()].sort((a, b) => compareText(a.name ?? "\uFFFF", b.name ?? "\uFFFF") || compareText(a.session, b.session));
}
function emptyReport(runtime, session, host) {
  return {
    runtime,
    session,
    name: void 0,
    names: [],
    cwds: [],
    version: void 0,
    host,
    parent: void 0,
    live: void 0,
    files: [],
    compactions: [],
    sent: 0,
    received: 0,
    intraSession: { sent: 0, received: 0 }
  };
}
function fileReport(path, role, counts) {
  return { path, role, bytes: counts.bytes, lines: counts.lines, corrupt: counts.corrupt, truncated: counts.truncated, oversized: counts.oversized };
}
function latestRegistryEntries(registry) {
  const latest2 = /* @__PURE__ */ new Map();
  for (const entry of registry) {
    if (entry.session === void 0) continue;
    const current = latest2.get(entry.session);
    if (!current || (entry.updatedAt ?? 0) > (current.updatedAt ?? 0)) latest2.set(entry.session, entry);
  }
  return [...latest2.values()];
}
function union(existing, more) {
  return [.../* @__PURE__ */ new Set([...existing, ...more])];
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/scan/trace.ts
import { createHash } from "node:crypto";

// src/scan/classify.ts
var SENDER_HERE = {
  "claude-peer": "The sender\u2019s transcript is here but records no matching send.",
  "codex-inter-agent": "The sending thread\u2019s rollout is here; Codex recorded the message on the receiving side only.",
  kickoff: "It is a kickoff that names its parent, whose transcript is here; the kickoff itself was handed over outside any transcript.",
  envelope: "It is an envelope relayed by hand from a session whose transcript is here."
};
function classify(input) {
  const { send, arrival } = input;
  const deliveryNotices = input.notices.map((link) => link.notice).filter((notice) => notice.kind === "delivery");
  const decisive = latest(deliveryNotices);
  if (arrival && arrival.mode !== "queued") {
    const mode = arrival.mode;
    const how = mode === "idle" ? "arrived in the receiver\u2019s transcript as a new turn" : "reached the receiver mid-turn, between tool calls";
    const wasHeld = deliveryNotices.some((notice) => notice.status === "held") ? ", after being held" : "";
    if (send) return { outcome: "delivered", mode, reason: `It ${how}${wasHeld}.` };
    if (input.senderTranscriptHere) return { outcome: "delivered", mode, reason: `It ${how}. ${SENDER_HERE[arrival.channel]}` };
    return {
      outcome: "received-without-send",
      mode,
      reason: `It ${how}; the sender\u2019s transcript is not on this machine (another machine, deleted, or outside this project).`
    };
  }
  if (send?.result?.success === false) {
    return { outcome: "refused", mode: void 0, reason: `The send itself failed: ${firstLine(send.result.text) ?? "no reason given"}.` };
  }
  if (decisive && decisive.status !== "unknown") {
    switch (decisive.status) {
      case "expired":
        return { outcome: "expired", mode: void 0, reason: "A delivery notice says it expired before the receiver approved it." };
      case "refused":
        return { outcome: "refused", mode: void 0, reason: "A delivery notice says the receiver refused or dropped it." };
      case "released":
        return { outcome: "delivered", mode: void 0, reason: "A delivery notice says it was approved and released to the receiver." };
      case "held":
        return { outcome: "held", mode: void 0, reason: "A delivery notice says the receiver holds it, and no later notice or arrival settles it." };
    }
  }
  if (arrival) {
    const whose = send ? "" : " The sender\u2019s transcript is not on this machine.";
    return { outcome: "unconfirmed", mode: void 0, reason: `It reached the receiver\u2019s queue, and no delivery row follows.${whose}` };
  }
  return { outcome: "unconfirmed", mode: void 0, reason: unconfirmedReason(send, input.receiverTranscriptHere) };
}
function unconfirmedReason(send, receiverTranscriptHere) {
  if (send?.result === void 0 && send?.channel === "claude-peer") {
    return "The transcript holds no result for this call (the session ended mid-call, or is still running).";
  }
  if (send?.result?.scope === "other-machine") return "It went to a session on another machine, whose transcript is not here.";
  if (send?.channel === "codex-inter-agent") return "No rollout here shows the receiving thread taking it in.";
  if (receiverTranscriptHere) return "Queued by the sender; the receiver\u2019s transcript is here and shows no arrival, and no delivery notice came.";
  return "Queued by the sender; no arrival and no delivery notice, and the receiver\u2019s transcript is not among the scanned sessions.";
}
function latest(notices) {
  return [...notices].sort((a, b) => (timeOf(a.at) ?? 0) - (timeOf(b.at) ?? 0)).at(-1);
}
function firstLine(text) {
  const line = text?.split("\n").find((part) => part.trim() !== "");
  return line?.trim().replace(/[.。]$/, "");
}

// src/scan/trace.ts
function traceMessages(match, context) {
  const messages = [];
  for (const { send, arrival, matchedBy } of match.pairs) messages.push(traced(send, arrival, matchedBy, match.noticesOf.get(send) ?? [], context));
  for (const send of match.unpairedSends) messages.push(traced(send, void 0, [], match.noticesOf.get(send) ?? [], context));
  for (const arrival of match.unpairedArrivals) messages.push(traced(void 0, arrival, [], [], context));
  return messages.sort(byTimeThenPlace);
}
function traced(send, arrival, pairEvidence, notices, context) {
  const from = send ? senderOfSend(send, context) : senderOfArrival(arrival, context);
  const to = arrival ? receiverOfArrival(arrival, send, context) : receiverOfSend(send, notices, context);
  const receiverNamedHere = !to.transcriptHere && to.name !== void 0 && context.directory.sessionsNamed(to.name).length > 0;
  const classification = classify({
    send,
    arrival,
    notices,
    senderTranscriptHere: from.transcriptHere,
    receiverTranscriptHere: to.transcriptHere || receiverNamedHere
  });
  const matchedBy = [...pairEvidence, ...notices.map((link) => link.matchedBy)];
  const nativeId = send?.result?.msgId ?? arrival?.msgId;
  return {
    key: keyOf(nativeId, send, arrival),
    nativeId,
    channel: send?.channel ?? arrival.channel,
    from,
    to,
    body: send?.body ?? arrival.body,
    summary: send?.summary,
    sentAt: send?.at,
    receivedAt: arrival?.at,
    outcome: classification.outcome,
    mode: classification.mode,
    delivery: deliveryStateOf(classification.outcome, send?.result?.success),
    reason: classification.reason,
    matchedBy: [...new Set(matchedBy)],
    evidence: evidenceOf(send, arrival, notices),
    compactedAfter: arrival && arrival.mode !== "queued" ? compactionAfter(arrival, context) : void 0
  };
}
function senderOfSend(send, context) {
  return {
    runtime: send.runtime,
    session: send.session,
    name: context.nameOf(send.session),
    host: context.host,
    agent: send.agent,
    transcriptHere: true
  };
}
function senderOfArrival(arrival, context) {
  const { directory } = context;
  const session = arrival.channel === "codex-inter-agent" ? directory.threadAt(arrival.tree, arrival.from) : arrival.fromSession ?? directory.sessionAt(arrival.from) ?? directory.sessionOfPid(arrival.verifiedPeerPid) ?? namedSession(arrival, context);
  const local = arrival.channel === "codex-inter-agent" || arrival.verifiedPeerPid !== void 0 || arrival.from?.startsWith("uds:") === true;
  return {
    runtime: arrival.channel === "claude-peer" || arrival.channel === "codex-inter-agent" ? arrival.runtime : void 0,
    session,
    name: arrival.fromName ?? context.nameOf(session),
    host: local ? context.host : void 0,
    agent: arrival.channel === "codex-inter-agent" ? arrival.from : void 0,
    address: arrival.from,
    transcriptHere: directory.hasTranscript(session)
  };
}
function namedSession(arrival, context) {
  if (arrival.channel !== "kickoff" || arrival.from === void 0) return void 0;
  if (context.directory.hasTranscript(arrival.from)) return arrival.from;
  const named = context.directory.sessionsNamed(arrival.from);
  return named.length === 1 ? named[0] : void 0;
}
function receiverOfArrival(arrival, send, context) {
  const addressed = send && !send.to.startsWith("uds:") && send.channel === "claude-peer" ? withoutRef(send.to) : void 0;
  return {
    runtime: arrival.runtime,
    session: arrival.session,
    name: context.nameOf(arrival.session) ?? addressed,
    host: context.host,
    agent: arrival.agent,
    address: send?.to.startsWith("uds:") ? send.to : void 0,
    transcriptHere: true
  };
}
function receiverOfSend(send, notices, context) {
  const { directory } = context;
  const noticed = notices.map((link) => link.notice.recipient).find((recipient) => recipient?.startsWith("uds:") && directory.sessionAt(recipient));
  const session = send.channel === "codex-inter-agent" ? directory.threadAt(send.tree, send.to) : directory.sessionAt(send.to) ?? directory.sessionAt(noticed);
  const address = send.to.startsWith("uds:") || send.channel === "codex-inter-agent" ? send.to : noticed;
  const name = send.to.startsWith("uds:") || send.channel === "codex-inter-agent" ? context.nameOf(session) : withoutRef(send.to) || void 0;
  const remote = send.result?.scope === "other-machine";
  return {
    runtime: send.runtime,
    session,
    name,
    host: remote ? void 0 : send.result?.scope === "this-machine" || send.channel === "codex-inter-agent" ? context.host : void 0,
    agent: send.channel === "codex-inter-agent" ? send.to : void 0,
    address,
    transcriptHere: directory.hasTranscript(session)
  };
}
function evidenceOf(send, arrival, notices) {
  const evidence = [];
  if (send) evidence.push({ role: "send", ...send.place, at: send.at });
  if (send?.result) evidence.push({ role: "result", ...send.result.place, at: send.result.at, note: send.result.success ? "queued" : "failed" });
  if (arrival?.queuedAt) evidence.push({ role: "queued", ...arrival.queuedAt });
  if (arrival) evidence.push({ role: arrival.mode === "queued" ? "queued" : "arrival", ...arrival.place, at: arrival.at, note: arrival.mode });
  for (const { notice } of notices) evidence.push({ role: "notice", ...notice.place, at: notice.at, note: notice.kind === "idle" ? "idle" : notice.status });
  return evidence;
}
function compactionAfter(arrival, context) {
  const arrived = timeOf(arrival.at);
  const after = context.compactionsOf(arrival.session).find(
    (compaction) => compaction.place.file === arrival.place.file ? compaction.place.line > arrival.place.line : arrived !== void 0 && (timeOf(compaction.at) ?? -Infinity) > arrived
  );
  return after ? { role: "compaction", ...after.place, at: after.at } : void 0;
}
function keyOf(nativeId, send, arrival) {
  if (nativeId !== void 0) return `msg:${nativeId}`;
  if (send?.callId !== void 0) return `call:${send.callId}`;
  if (arrival?.rowId !== void 0) return `row:${arrival.rowId}`;
  const origin = send ?? arrival;
  const digest2 = createHash("sha256").update([origin.runtime, origin.channel, origin.session, origin.at ?? "", origin.body].join("\0")).digest("hex").slice(0, 24);
  return `digest:${digest2}`;
}
function byTimeThenPlace(a, b) {
  const time = (timeOf(a.sentAt ?? a.receivedAt) ?? 0) - (timeOf(b.sentAt ?? b.receivedAt) ?? 0);
  if (time !== 0) return time;
  const first = (message) => message.evidence[0] ?? { file: "", line: 0 };
  const [x, y] = [first(a), first(b)];
  return x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line;
}

// src/scan/scan.ts
async function scanTranscripts(options) {
  const scope = await projectScope(options.cwd);
  const host = detectSession(options.env).host;
  const claudeDirs = claudeConfigDirs(options.env);
  const codexDir = codexHome(options.env);
  const wanted = options.sessions ?? [];
  const sinceMs = options.since?.getTime();
  const selection = { scope, wanted, sinceMs, skipped: 0, seen: /* @__PURE__ */ new Map() };
  const jobs = [...await selectClaudeFiles(claudeDirs, selection), ...await selectCodexRollouts(codexDir, selection)];
  const registry = (await Promise.all(claudeDirs.map(readRegistry))).flat();
  const threadNames = await readThreadNames(codexDir);
  const progress = { bytesDone: 0, bytesTotal: jobs.reduce((sum, job) => sum + job.size, 0), filesDone: 0, filesTotal: jobs.length };
  const onBytes = (bytes) => {
    progress.bytesDone += bytes;
    options.onProgress?.(progress);
  };
  const claudeTraces = [];
  const codexTraces = [];
  for (const job of jobs) {
    if (job.kind === "claude") claudeTraces.push(await readClaudeTranscript(job.file, { onBytes }));
    else codexTraces.push(await readCodexRollout(job.listing, job.meta, { onBytes }));
    progress.filesDone++;
    options.onProgress?.(progress);
  }
  const sessions = buildSessionReports(claudeTraces, codexTraces, registry, threadNames, host);
  const directory = directoryOf(sessions, codexTraces, registry);
  const sends = [...claudeTraces.flatMap((trace) => trace.sends), ...codexTraces.flatMap((trace) => trace.sends)];
  const arrivals = [...claudeTraces.flatMap((trace) => trace.arrivals), ...codexTraces.flatMap((trace) => trace.arrivals)];
  const notices = claudeTraces.flatMap((trace) => trace.notices);
  const compactions = groupBySession([...claudeTraces.flatMap((trace) => trace.compactions), ...codexTraces.flatMap((trace) => trace.compactions)]);
  const match = matchMessages(sends, arrivals, notices, directory);
  const byId = new Map(sessions.map((session) => [session.session, session]));
  const allMessages = traceMessages(match, {
    directory,
    host,
    nameOf: (session) => session === void 0 ? void 0 : byId.get(session)?.name,
    compactionsOf: (session) => compactions.get(session) ?? []
  });
  const keep = messageFilter(options.since, wanted);
  const messages = allMessages.filter((message) => keep(message));
  countTraffic(sessions, messages);
  const shownSessions = wanted.length === 0 ? sessions : sessions.filter((session) => matchesSession(wanted, session.session, session.names));
  return {
    host,
    scannedAt: currentTime(options.env).toISOString(),
    project: { roots: scope.roots, source: scope.source },
    sources: { claude: claudeDirs, codex: codexDir },
    since: options.since?.toISOString(),
    sessionFilter: [...wanted],
    sessions: shownSessions,
    messages,
    unmatchedNotices: match.unmatchedNotices.filter((notice) => keepNotice(notice, options.since, wanted, byId)).map(unmatchedNotice),
    lookedFor: (await options.lookFor ?? []).map((value) => lookUp(value, selection.seen)),
    totals: totalsOf(sessions, messages, selection.skipped)
  };
}
var FOUND_RANK = { read: 3, "outside-project": 2, "not-modified-since": 1, none: 0 };
function noteSeen(selection, session, found) {
  if (session === void 0) return;
  const before = selection.seen.get(session);
  if (before === void 0 || FOUND_RANK[found] > FOUND_RANK[before]) selection.seen.set(session, found);
}
function lookUp(value, seen) {
  let best = { wanted: value, session: void 0, transcript: "none" };
  for (const [session, found] of seen) {
    if (!matchesSession([value], session, []) && session.toLowerCase() !== value.toLowerCase()) continue;
    if (FOUND_RANK[found] > FOUND_RANK[best.transcript]) best = { wanted: value, session, transcript: found };
  }
  return best;
}
async function selectClaudeFiles(configDirs, selection) {
  const jobs = [];
  const seen = /* @__PURE__ */ new Set();
  for (const dir of configDirs) {
    for (const listing of await listClaudeTranscripts(dir)) {
      if (seen.has(listing.path)) continue;
      seen.add(listing.path);
      if (selection.sinceMs !== void 0 && listing.mtimeMs < selection.sinceMs) {
        selection.skipped++;
        noteSeen(selection, listing.session, "not-modified-since");
        continue;
      }
      const head = await readClaudeHead(listing);
      const session = listing.session ?? head.session;
      const belongs = head.cwd !== void 0 ? inProject(selection.scope, head.cwd) : selection.scope.roots.some((root) => encodeProjectDir(root) === listing.projectDir);
      if (session === void 0 || !(belongs || pullsInSession(selection.wanted, session))) {
        selection.skipped++;
        noteSeen(selection, session, "outside-project");
        continue;
      }
      noteSeen(selection, session, "read");
      jobs.push({ kind: "claude", file: { path: listing.path, session, role: listing.role, agent: listing.agent, head }, size: listing.size });
    }
  }
  return jobs;
}
async function selectCodexRollouts(home, selection) {
  const byThread = /* @__PURE__ */ new Map();
  for (const listing of await listCodexRollouts(home)) {
    if (selection.sinceMs !== void 0 && listing.mtimeMs < selection.sinceMs) {
      selection.skipped++;
      noteSeen(selection, listing.threadFromName, "not-modified-since");
      continue;
    }
    const meta = await readCodexMeta(listing);
    if (meta === void 0 || !(inProject(selection.scope, meta.cwd) || pullsInSession(selection.wanted, meta.thread))) {
      selection.skipped++;
      noteSeen(selection, meta?.thread ?? listing.threadFromName, "outside-project");
      continue;
    }
    noteSeen(selection, meta.thread, "read");
    const existing = byThread.get(meta.thread);
    if (existing && !existing.listing.archived) {
      selection.skipped++;
      continue;
    }
    if (existing) selection.skipped++;
    byThread.set(meta.thread, { kind: "codex", listing, meta, size: listing.size });
  }
  return [...byThread.values()];
}
function directoryOf(sessions, codexTraces, registry) {
  const directory = new SessionDirectory();
  for (const session of sessions) {
    directory.addScanned(session.session);
    for (const name of session.names) directory.addName(session.session, name);
  }
  for (const entry of registry) directory.addRegistry(entry);
  for (const trace of codexTraces) {
    if (trace.meta.agentPath !== void 0) directory.addAgentPath(trace.meta.tree, trace.meta.agentPath, trace.meta.thread);
  }
  return directory;
}
function groupBySession(compactions) {
  const grouped = /* @__PURE__ */ new Map();
  for (const compaction of compactions) grouped.set(compaction.session, [...grouped.get(compaction.session) ?? [], compaction]);
  return grouped;
}
function pullsInSession(wanted, session) {
  return wanted.some((value) => looksLikeIdPrefix(value) && session.startsWith(value));
}
function looksLikeIdPrefix(value) {
  return /^[0-9a-f-]{6,}$/i.test(value);
}
function matchesSession(wanted, session, names) {
  return wanted.some(
    (value) => session !== void 0 && (session === value || looksLikeIdPrefix(value) && session.startsWith(value)) || names.includes(value)
  );
}
function messageFilter(since, wanted) {
  const sinceMs = since?.getTime();
  return (message) => {
    if (sinceMs !== void 0) {
      const times = [message.sentAt, message.receivedAt].map(timeOf).filter((time) => time !== void 0);
      if (times.length > 0 && Math.max(...times) < sinceMs) return false;
    }
    if (wanted.length === 0) return true;
    return matchesSession(wanted, message.from.session, [message.from.name]) || matchesSession(wanted, message.to.session, [message.to.name]);
  };
}
function keepNotice(notice, since, wanted, sessions) {
  const at = timeOf(notice.at);
  if (since !== void 0 && at !== void 0 && at < since.getTime()) return false;
  return wanted.length === 0 || matchesSession(wanted, notice.session, sessions.get(notice.session)?.names ?? []);
}
function unmatchedNotice(notice) {
  return {
    session: notice.session,
    kind: notice.kind,
    status: notice.status,
    recipient: notice.recipient,
    text: notice.text,
    evidence: { role: "notice", ...notice.place, at: notice.at, note: notice.status }
  };
}
function countTraffic(sessions, messages) {
  const byId = new Map(sessions.map((session) => [session.session, session]));
  for (const message of messages) {
    const sender = message.from.session === void 0 ? void 0 : byId.get(message.from.session);
    if (sender && message.evidence.some((evidence) => evidence.role === "send")) sender.sent++;
    const receiver = message.to.session === void 0 ? void 0 : byId.get(message.to.session);
    if (receiver && message.evidence.some((evidence) => evidence.role === "arrival" || evidence.role === "queued")) receiver.received++;
  }
}
function totalsOf(sessions, messages, filesSkipped) {
  const files = sessions.flatMap((session) => session.files);
  const outcomes = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0]));
  for (const message of messages) outcomes[message.outcome]++;
  const sum = (pick) => files.reduce((total, file) => total + pick(file), 0);
  return {
    sessions: sessions.length,
    files: files.length,
    bytes: sum((file) => file.bytes),
    lines: sum((file) => file.lines),
    corrupt: sum((file) => file.corrupt),
    truncated: sum((file) => file.truncated),
    oversized: sum((file) => file.oversized),
    filesSkipped,
    outcomes
  };
}

// src/scan/record/events.ts
var NOTICE_STATES = {
  held: { state: "held", says: "the receiver holds it" },
  expired: { state: "expired", says: "it expired before the receiver approved it" },
  refused: { state: "refused", says: "the receiver refused or dropped it" },
  released: { state: "delivered", says: "it was approved and released to the receiver" }
};
function provenEvents(message) {
  const events = [];
  const queueRows = message.evidence.filter((evidence) => evidence.role === "queued" && evidence.note === void 0);
  for (const evidence of message.evidence) {
    const event = eventOf(message, evidence, queueRows);
    if (event) events.push(event);
  }
  return events;
}
function eventOf(message, evidence, queueRows) {
  const at = evidence.at;
  switch (evidence.role) {
    case "result":
      return evidence.note === "failed" ? { state: "refused", at, place: evidence, also: [], receiver: void 0, detail: message.reason } : { state: "sent", at, place: evidence, also: [], receiver: void 0, detail: "The send result says the runtime queued it." };
    case "arrival": {
      const where = message.to.session === void 0 ? "the receiver\u2019s transcript" : `the transcript of session ${message.to.session}`;
      const how = evidence.note === "mid-turn" ? "taken in mid-turn, between tool calls" : "a new turn";
      return { state: "delivered", at, place: evidence, also: queueRows, receiver: message.to.session, detail: `It arrived in ${where} as ${how}.` };
    }
    case "queued":
      if (evidence.note !== "queued" || message.evidence.some((other) => other.role === "result")) return void 0;
      return { state: "sent", at, place: evidence, also: [], receiver: void 0, detail: "It reached the receiver\u2019s queue; no row shows it taken in." };
    case "notice": {
      const known = evidence.note === void 0 ? void 0 : NOTICE_STATES[evidence.note];
      if (!known) return void 0;
      return {
        state: known.state,
        at,
        place: evidence,
        also: [],
        receiver: void 0,
        detail: `A delivery notice in the sender\u2019s transcript says ${known.says}.`
      };
    }
    default:
      return void 0;
  }
}

// src/scan/record/ids.ts
import { createHash as createHash2 } from "node:crypto";
function scanMessageId(message) {
  const hookId = message.nativeId === void 0 ? void 0 : hookMessageId(message.nativeId);
  if (hookId !== void 0) return hookId;
  if (message.channel === "claude-peer" && message.key.startsWith("call:") && refusedAtSend(message)) {
    const refusedId = refusedMessageId(message.key.slice("call:".length));
    if (refusedId !== void 0) return refusedId;
  }
  return `scan-${digest(message.key)}`;
}
function deliveryEventId2(messageId, state, receiverSession) {
  const id = deliveryEventId(messageId, state, receiverSession);
  return idProblem(id) === void 0 ? id : `scan-${digest([messageId, state, receiverSession ?? ""].join("\0"))}`;
}
function refusedAtSend(message) {
  return message.evidence.some((evidence) => evidence.role === "result" && evidence.note === "failed");
}
function digest(text) {
  return createHash2("sha256").update(text).digest("hex").slice(0, 32);
}

// src/scan/record/log-index.ts
var LogIndex = class {
  /** Messages asked about or planned, by id in lower case. */
  known = /* @__PURE__ */ new Map();
  plannedNative = /* @__PURE__ */ new Map();
  positions = /* @__PURE__ */ new Map();
  log;
  constructor(log) {
    this.log = log;
    log.index.ids.forEach((id, position) => {
      this.positions.set(id.toLowerCase(), position);
    });
  }
  add(message, nativeId) {
    this.known.set(message.id.toLowerCase(), message);
    if (nativeId !== void 0) this.plannedNative.set(nativeId, message);
  }
  /** By msg_id first (whatever id the entry has), then by the id scan would give it. */
  find(nativeId, scanId) {
    if (nativeId !== void 0) {
      const { natives } = this.log.index;
      const shown = natives[nativeKey("claude", nativeId)] ?? natives[nativeKey(void 0, nativeId)];
      const native = (shown === void 0 ? void 0 : this.logged(shown)) ?? this.plannedNative.get(nativeId);
      if (native) return { message: native, by: "native-id" };
    }
    const alias = this.log.index.aliases[scanId];
    const byId = this.logged(alias ?? scanId) ?? this.known.get(scanId.toLowerCase());
    return byId ? { message: byId, by: "scan-id" } : void 0;
  }
  /** Parsed once asked for; what this scan adds lives here from then on. */
  logged(id) {
    const key = id.toLowerCase();
    const known = this.known.get(key);
    if (known) return known;
    const position = this.positions.get(key);
    if (position === void 0) return void 0;
    const log = this.log;
    const shownId = log.index.ids[position];
    const message = {
      id: shownId,
      time: log.index.times[position],
      to: () => JSON.parse(log.lines[position]).to.name,
      history: log.deliveryOf(shownId).history,
      inLog: true
    };
    this.known.set(key, message);
    return message;
  }
};
function insertEvent(message, event) {
  const history = [...message.history];
  let at = history.length;
  while (at > 0 && compareEvents(history[at - 1], event) > 0) at--;
  history.splice(at, 0, event);
  message.history = history;
}
function compareEvents(a, b) {
  return a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// src/scan/record/model.ts
var LOG_STATUSES = ["missing", "unsettled", "agreed", "not-confirmed-here", "contradicted"];
function stateRank(state) {
  switch (state) {
    case "unknown":
    case "sent":
      return 0;
    case "held":
      return 1;
    case "delivered":
    case "refused":
    case "expired":
      return 2;
  }
}

// src/scan/record/compare.ts
function compareWithLog(messages, log, context) {
  return messages.map((message) => compareOne(message, log, context));
}
function compareOne(traced2, log, context) {
  const scanId = scanMessageId(traced2);
  const found = log.find(traced2.nativeId, scanId);
  const events = provenEvents(traced2).map((event) => ({ event, at: isoTime(event.at) })).sort((a, b) => stateRank(a.event.state) - stateRank(b.event.state) || compareText2(a.at ?? "", b.at ?? ""));
  let target;
  let addsMessage;
  if (found) {
    target = found.message;
  } else {
    const time = isoTime(traced2.sentAt) ?? isoTime(traced2.receivedAt) ?? events[0]?.at ?? context.scannedAt;
    addsMessage = { time };
    const to = logParty(traced2.to).name;
    target = { id: scanId, time, to: () => to, history: [], inLog: false };
    log.add(target, traced2.nativeId);
  }
  const before = target.history.at(-1);
  const adds = [];
  const withheld = [];
  for (const { event, at } of events) {
    const placed = place(event, at, target);
    if (placed === "agreed") continue;
    if ("reason" in placed) {
      withheld.push({ state: event.state, detail: event.detail, reason: placed.reason });
      continue;
    }
    insertEvent(target, { id: placed.id, state: event.state, time: placed.time, provenance: scanProvenance(event.place, context) });
    adds.push({ id: placed.id, state: event.state, time: placed.time, event });
  }
  const inLog = found?.message.inLog === true;
  const logState = inLog ? before?.state ?? "unknown" : void 0;
  return {
    status: statusOf(
      inLog,
      adds,
      withheld,
      logState,
      events.map(({ event }) => event)
    ),
    id: target.id,
    foundBy: inLog ? found.by : void 0,
    logState,
    logStateBy: inLog && before ? describeRecorder(before.provenance) : void 0,
    addsMessage,
    adds,
    withheld,
    write: void 0
  };
}
function statusOf(inLog, adds, withheld, logState, events) {
  if (!inLog) return "missing";
  if (adds.length > 0) return "unsettled";
  if (withheld.length > 0) return "contradicted";
  if (logState !== void 0 && stateRank(logState) > 0 && !events.some((event) => event.state === logState)) return "not-confirmed-here";
  return "agreed";
}
function place(event, at, target) {
  const id = deliveryEventId2(target.id, event.state, event.receiver);
  if (alreadyThere(event, id, target)) return "agreed";
  const latest2 = target.history.at(-1);
  const time = at !== void 0 && at > target.time ? at : plusMs(target.time, 1);
  if (!latest2) return { id, time };
  const rank = stateRank(event.state);
  const latestRank = stateRank(latest2.state);
  if (rank > latestRank) return { id, time: time > latest2.time ? time : plusMs(latest2.time, 1) };
  if (rank === latestRank && (event.state === latest2.state || rank === 0)) return { id, time };
  if (rank === latestRank) {
    return { reason: `the log says ${latest2.state} (${describeRecorder(latest2.provenance)}); both cannot be true, so scan leaves it to a person` };
  }
  if (time < latest2.time) return { id, time };
  if (event.state === "sent") return { id, time: plusMs(latest2.time, -1) };
  return { reason: `it is dated after the log's ${latest2.state} (${describeRecorder(latest2.provenance)}), and would hide it` };
}
function alreadyThere(event, id, target) {
  return target.history.some(
    (known) => known.id === id || known.state === event.state && !(event.state === "delivered" && event.receiver !== void 0 && target.to() === "*")
  );
}
function describeRecorder(provenance) {
  if (provenance === void 0) return "recorded without provenance";
  switch (provenance.by) {
    case "hook":
      return `a hook in session ${provenance.session.slice(0, 8)}${provenance.event ? ` (${provenance.event})` : ""}`;
    case "scan":
      return `a scan of ${provenance.file}:${provenance.line}`;
    case "cli":
      return `teamdoc record/deliver${provenance.detected.session ? ` in session ${provenance.detected.session.slice(0, 8)}` : ""}`;
  }
}
function summarise(messages, comparisons) {
  const counts = Object.fromEntries(LOG_STATUSES.map((status) => [status, 0]));
  const toWriteBySession = {};
  let entryMessages = 0;
  let deliveries = 0;
  comparisons.forEach((comparison, index) => {
    counts[comparison.status]++;
    if (comparison.addsMessage) entryMessages++;
    deliveries += comparison.adds.length;
    if (!comparison.addsMessage && comparison.adds.length === 0) return;
    const { from, to } = messages[index];
    for (const session of /* @__PURE__ */ new Set([from.session, to.session])) if (session !== void 0) toWriteBySession[session] = (toWriteBySession[session] ?? 0) + 1;
  });
  return { counts, messages: entryMessages, deliveries, toWriteBySession };
}
function isoTime(time) {
  if (time === void 0) return void 0;
  if (isValidTime(time)) return time;
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) return void 0;
  const iso = new Date(ms).toISOString();
  return /^\d{4}-/.test(iso) ? iso : void 0;
}
function plusMs(time, ms) {
  return new Date(Date.parse(time) + ms).toISOString();
}
function compareText2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/scan/record/team-sessions.ts
import { existsSync } from "node:fs";
async function expectedSessions(repo, cwd, log, now) {
  const fromDoc = await rolesWithSessions(repo, cwd, now);
  const seen = new Set(fromDoc.sessions.map((session) => session.session.toLowerCase()));
  const fromLog = [];
  for (const stated of statedSessions(joinCandidates(log))) {
    const { message, statement } = stated.current;
    const session = stated.session ?? message.from.session;
    if (session === void 0 || seen.has(session.toLowerCase())) continue;
    seen.add(session.toLowerCase());
    fromLog.push({
      session,
      name: statement.name,
      runtime: statement.runtime ?? message.from.runtime,
      host: statement.host ?? message.from.host,
      source: `join entry ${message.id}`
    });
  }
  return { sessions: [...fromDoc.sessions, ...fromLog], docProblem: fromDoc.docProblem };
}
function joinCandidates(log) {
  const candidates = [];
  log.lines.forEach((line, position) => {
    if (line.includes('"statement":')) candidates.push(log.messageAt(position));
  });
  return candidates;
}
async function rolesWithSessions(repo, cwd, now) {
  let path;
  try {
    path = await teamDocIn(repo, cwd);
  } catch (error) {
    if (error instanceof TeamdocError) return { sessions: [], docProblem: void 0 };
    throw error;
  }
  if (!existsSync(path)) return { sessions: [], docProblem: void 0 };
  const shown = displayPath(cwd, path);
  try {
    const { loadTeamDoc } = await import("./chunk-TQFUEZZY.js");
    const { doc } = loadTeamDoc(path, shown, now);
    const seen = /* @__PURE__ */ new Set();
    const sessions = [];
    for (const role of doc.roles) {
      if (role.session === void 0 || seen.has(role.session.toLowerCase())) continue;
      seen.add(role.session.toLowerCase());
      sessions.push({ session: role.session, name: role.name.text, runtime: role.runtime, host: role.host, source: `${shown}:${role.line}` });
    }
    return { sessions, docProblem: void 0 };
  } catch (error) {
    if (!(error instanceof TeamdocError)) throw error;
    return { sessions: [], docProblem: `${shown}: ${error.message}` };
  }
}

// src/scan/record/write.ts
async function recordPlanned(repo, messages, comparisons, options) {
  const summary = {
    recorded: 0,
    written: { messages: 0, deliveries: 0 },
    alreadyThere: 0,
    pending: 0,
    refused: 0,
    commits: 0,
    commit: void 0,
    pendingReason: void 0,
    redacted: {}
  };
  let batch = { entries: [], owners: [] };
  for (const [index, comparison] of comparisons.entries()) {
    const entries2 = plannedEntries(messages[index], comparison, options.entryContext);
    const planned = [...entries2.message ? [entries2.message] : [], ...entries2.deliveries];
    if (planned.length === 0) continue;
    const refusal = firstRefusal(planned, options.settings.maxBodyBytes, currentTime(options.env));
    if (refusal !== void 0) {
      comparison.write = { result: "refused", reason: refusal };
      summary.refused++;
      continue;
    }
    batch.owners.push({ comparison, from: batch.entries.length, to: batch.entries.length + planned.length });
    batch.entries.push(...planned);
    if (batch.entries.length >= (options.entriesPerAppend ?? ENTRIES_PER_APPEND)) {
      await append(repo, batch, options, summary);
      batch = { entries: [], owners: [] };
    }
  }
  if (batch.entries.length > 0) await append(repo, batch, options, summary);
  return summary;
}
var ENTRIES_PER_APPEND = 1e3;
async function append(repo, batch, options, summary) {
  const waitMs = summary.pendingReason === void 0 ? options.waitMs : 0;
  const result = await appendEntries(repo, batch.entries, { settings: options.settings, waitMs, env: options.env });
  for (const item of result.results) {
    if (item.status === "duplicate") continue;
    for (const [kind, count] of Object.entries(item.redactedKinds)) summary.redacted[kind] = (summary.redacted[kind] ?? 0) + count;
  }
  for (const { comparison, from, to } of batch.owners) {
    const outcome = resultOf(result.results.slice(from, to));
    comparison.write = { result: outcome };
    if (outcome === "recorded") {
      summary.recorded++;
      summary.written.messages += comparison.addsMessage ? 1 : 0;
      summary.written.deliveries += comparison.adds.length;
    } else if (outcome === "already-there") {
      summary.alreadyThere++;
    } else {
      summary.pending++;
    }
  }
  if (result.commit !== void 0) {
    summary.commits++;
    summary.commit = result.commit;
  }
  if (!result.committed) summary.pendingReason ??= result.pendingReason;
}
function firstRefusal(entries2, maxBodyBytes, now) {
  for (const entry of entries2) {
    try {
      prepareEntry(entry, { maxBodyBytes, now });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      return error.hint ? `${error.message} (${error.hint})` : error.message;
    }
  }
  return void 0;
}
function resultOf(items) {
  if (items.some((item) => item.status === "pending")) return "pending";
  return items.some((item) => item.status === "recorded") ? "recorded" : "already-there";
}

// src/scan/record/against-log.ts
async function scanAgainstLog(options) {
  const repo = await locateRepoIfAny(options.cwd);
  if (!repo) {
    if (options.record) {
      throw new UsageError(`${options.cwd} is not inside a git repository, so there is no log to record in`, {
        hint: "Run teamdoc scan --record inside the project\u2019s repository, or pass -C <dir>. Nothing was written."
      });
    }
    const scan2 = await scanTranscripts(options);
    return {
      scan: scan2,
      entryContext: { home: homeOf(options.env) },
      log: { available: false, ref: void 0, messages: 0, problems: 0 },
      comparisons: [],
      teamSessions: [],
      teamDocProblem: void 0,
      summary: summarise([], []),
      record: void 0
    };
  }
  const reading = readLogAndTeam(repo, options);
  const lookFor = reading.then(({ expected: expected2 }) => expected2.sessions.map((session) => session.session));
  for (const promise of [reading, lookFor]) promise.catch(() => void 0);
  const scan = await scanTranscripts({ ...options, lookFor });
  const { context, contents, expected } = await reading;
  const entryContext = { home: homeOf(options.env) };
  const comparisons = compareWithLog(scan.messages, new LogIndex(contents.log), { ...entryContext, scannedAt: scan.scannedAt });
  const wanted = options.sessions ?? [];
  const teamSessions = expected.sessions.map((session, index) => ({ ...session, transcript: scan.lookedFor[index].transcript, found: scan.lookedFor[index].session })).filter((session) => wanted.length === 0 || matchesSession(wanted, session.found ?? session.session, [session.name]));
  const summary = summarise(scan.messages, comparisons);
  const record = options.record ? await recordPlanned(repo, scan.messages, comparisons, { settings: context.settings, waitMs: options.waitMs, env: options.env, entryContext }) : void 0;
  return {
    scan,
    entryContext,
    log: { available: true, ref: context.settings.ref, messages: contents.log.size, problems: contents.problems.length },
    comparisons,
    teamSessions,
    teamDocProblem: expected.docProblem,
    summary,
    record
  };
}
async function readLogAndTeam(repo, options) {
  const context = await openLog(repo, { ref: options.ref }, options.env);
  const contents = await readLogContents(context);
  return { context, contents, expected: await expectedSessions(repo, options.cwd, contents.log, currentTime(options.env)) };
}
function homeOf(env) {
  return env.HOME || homedir();
}

// src/commands/scan.ts
var RENDERERS = {
  text: (result, io) => scanTextChunks(result, { home: io.env.HOME || homedir2() }),
  json: (result) => scanJsonChunks(result)
};
async function run(_operands, options, io) {
  const since = options.since === void 0 ? void 0 : parseSince(options.since, currentTime(io.env));
  const waitMs = parseWaitSeconds(options.wait);
  const bar = io.stderr.isTTY ? progressBar(io.stderr, "scanning") : void 0;
  let result;
  try {
    result = await scanAgainstLog({
      cwd: io.cwd,
      env: io.env,
      since,
      sessions: options.session ?? [],
      onProgress: bar?.update,
      record: options.record === true,
      ref: options.ref,
      waitMs
    });
  } finally {
    bar?.done();
  }
  await writeChunks(io.stdout, RENDERERS[options.format](result, io));
  return exitCodeOf(result);
}
function exitCodeOf(result) {
  const { record } = result;
  if (record !== void 0) {
    if (record.pending > 0) {
      throw new PendingCommitError(
        `${record.pending} of the scanned messages are durable on disk but not committed to the log yet: ${record.pendingReason ?? "the commit could not be made"}`,
        {
          hint: "Nothing is lost: the next teamdoc write, or `teamdoc doctor`, commits them."
        }
      );
    }
    return record.refused > 0 ? ExitCode.findings : ExitCode.ok;
  }
  const { counts } = result.summary;
  return counts.missing + counts.unsettled + counts.contradicted > 0 ? ExitCode.findings : ExitCode.ok;
}
export {
  run
};

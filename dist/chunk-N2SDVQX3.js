import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  NO_LINKS
} from "./chunk-HRJAZWW7.js";
import {
  terminalSafe,
  terminalSafeLine
} from "./chunk-BX3HMPZN.js";
import {
  bodyFence,
  plural
} from "./chunk-3EQMZZWS.js";
import {
  lfText
} from "./chunk-XWATY24Z.js";

// src/report/log-text.ts
var BODY_PREVIEW_LINES = 5;
var BODY_LINE_LIMIT = 200;
var ONELINE_WIDTH = 100;
function renderLogText(messages, ref, options = {}) {
  if (messages.length === 0) return `No messages in ${ref}.
`;
  const oneline = options.oneline;
  if (oneline) return messages.map((message) => `${onelineOf(message, oneline)}
`).join("");
  return messages.map((message) => renderMessage(message, options.links ?? NO_LINKS, options.full === true, options.shownFor)).join("\n");
}
function onelineOf(message, shortIds) {
  const width = Math.max(...[...shortIds.values()].map((id) => id.length));
  const head = `${(shortIds.get(message.id) ?? message.id).padEnd(width)}  ${message.time.slice(0, 10)} ${message.time.slice(11, 16)}  ${message.kind}  ${terminalSafeLine(message.from.name)} \u2192 ${terminalSafeLine(message.to.name)}  [${message.delivery.state}]`;
  const subject = terminalSafeLine(
    message.body.split("\n").find((line) => line.trim() !== "")?.trim() ?? ""
  );
  const room = ONELINE_WIDTH - head.length - 2;
  if (subject === "" || room < 10) return head;
  return `${head}  ${subject.length <= room ? subject : `${subject.slice(0, room - 1)}\u2026`}`;
}
function renderMessage(message, links, full, shownFor) {
  const time = `${message.time.slice(0, 10)} ${message.time.slice(11, 19)}Z`;
  const lines = [
    `${message.id}  ${time}  ${message.kind}  ${terminalSafeLine(message.from.name)} \u2192 ${terminalSafeLine(message.to.name)}  [${deliveryText(message)}]`
  ];
  if (message.inReplyTo !== void 0) lines.push(`  in reply to ${message.inReplyTo}`);
  for (const line of [...statementLines(message, links), ...handoffLines(message, links), ...shownForLines(message, shownFor)])
    lines.push(`  ${terminalSafeLine(line)}`);
  if (message.evidence.length > 0) lines.push(`  evidence: ${message.evidence.map((item) => terminalSafeLine(evidenceText(item))).join(", ")}`);
  if (message.redactions > 0)
    lines.push(`  ${plural(message.redactions, "secret-looking string")} ${message.redactions === 1 ? "was" : "were"} replaced before recording`);
  if (message.alsoRecordedAs) lines.push(`  also recorded as ${message.alsoRecordedAs.join(", ")}`);
  for (const note of message.integrity ?? []) lines.push(`  ${terminalSafeLine(integrityText(note))}`);
  lines.push(...bodyLines(message.body, full));
  return `${lines.join("\n")}
`;
}
function shownForLines(message, shownFor) {
  if (shownFor === void 0 || message.to.name === shownFor.name) return [];
  const address = shownFor.addresses.find((candidate) => candidate.name === message.to.name && message.time >= candidate.since);
  if (address !== void 0)
    return [`for ${shownFor.name}: sent to ${address.name}, ${address.replaced ? "whose part you own now" : "which handed off to you"}`];
  if (!shownFor.parentLine.has(message.id)) return [];
  return [
    message.kind === "handoff" ? `for ${shownFor.name}: your parent ${message.from.name} handed off; what you send it is its successor's to read` : `for ${shownFor.name}: ${message.from.name} is your parent now; address it from now on`
  ];
}
function integrityText(note) {
  return `! ${note.problem}: ${note.path}: ${note.detail}`;
}
function bodyLines(body, full) {
  const text = terminalSafe(lfText(body)).replace(/\n$/, "");
  if (text === "") return ["    (empty body)"];
  const lines = text.split("\n");
  if (full) return lines.map((line) => `    ${line}`);
  const shown = lines.slice(0, BODY_PREVIEW_LINES).map((line) => `    ${line.length <= BODY_LINE_LIMIT ? line : `${line.slice(0, BODY_LINE_LIMIT - 1)}\u2026`}`);
  const cut = lines.length - BODY_PREVIEW_LINES;
  const long = lines.slice(0, BODY_PREVIEW_LINES).some((line) => line.length > BODY_LINE_LIMIT);
  if (cut > 0) shown.push(`    \u2026 ${plural(cut, "more line")} (--full shows the whole body)`);
  else if (long) shown.push("    \u2026 (--full shows the whole body)");
  return shown;
}
function deliveryText(message) {
  const { state, since } = message.delivery;
  return since === void 0 ? state : `${state} ${since.slice(0, 10)} ${since.slice(11, 19)}Z`;
}
function evidenceText(item) {
  return Object.entries(item).filter(([, value]) => value !== void 0).map(([kind, value]) => `${kind}:${value}`).join(" ");
}
function statementLines(message, links = NO_LINKS) {
  const statement = message.statement;
  if (!statement) return [];
  const who = statement.session === void 0 ? `${statement.name} (no session id: known by name only)` : `${statement.name} (session ${statement.session})`;
  const lines = [`statement: ${who} \u2192 parent ${statement.parent}, part ${statement.part}`];
  if (statement.amends !== void 0) lines.push(`amends ${statement.amends}: ${statement.reason ?? "no reason given"}`);
  if (statement.handoff !== void 0) {
    const predecessor = links.handoffs.get(statement.handoff)?.from;
    lines.push(
      predecessor ? `took over from ${partyText(predecessor)} through handoff ${statement.handoff}` : `takes over through handoff ${statement.handoff}`
    );
  }
  return lines;
}
function handoffLines(message, links) {
  if (message.kind !== "handoff") return [];
  const handoff = message.handoff ?? {};
  const lines = [`handed off to ${handoff.successor ?? message.to.name}${handoff.part === void 0 ? "" : `, part ${handoff.part}`}`];
  const joins = links.takenOverBy.get(message.id) ?? [];
  for (const join of joins) lines.push(`taken over by ${partyText(join.from)} (join ${join.id})`);
  if (joins.length === 0) lines.push(message.delivery.state === "refused" ? "not taken over: the start was refused" : "not taken over yet");
  return lines;
}
function partyText(party) {
  return party.session === void 0 ? party.name : `${party.name} (session ${party.session})`;
}

// src/report/log-markdown.ts
function renderLogMarkdown(messages, ref, links = NO_LINKS) {
  const parts = [`# Team log

${summary(messages, ref)}
`];
  for (const message of messages) parts.push(renderMessage2(message, links));
  return parts.join("\n");
}
function summary(messages, ref) {
  if (messages.length === 0) return `No messages in ${inlineCode(ref)}.`;
  const first = messages[0].time;
  const last = messages[messages.length - 1].time;
  const count = plural(messages.length, "message");
  return `${count} from ${inlineCode(ref)}, ${first} to ${last}.`;
}
function renderMessage2(message, links) {
  const lines = [`## ${message.kind} \xB7 ${inlineCode(message.from.name)} \u2192 ${inlineCode(message.to.name)} \xB7 ${message.time}`, ""];
  lines.push(`- id: ${inlineCode(message.id)}`);
  if (message.inReplyTo !== void 0) lines.push(`- in reply to: ${inlineCode(message.inReplyTo)}`);
  for (const line of [...statementLines(message, links), ...handoffLines(message, links)]) lines.push(`- ${inlineCode(line)}`);
  lines.push(`- delivery: ${deliveryText(message)}`);
  for (const item of message.evidence) lines.push(`- evidence: ${inlineCode(evidenceText(item))}`);
  lines.push(`- recorded by: ${provenanceText(message)}`);
  if (message.redactions > 0) lines.push(`- secrets replaced before recording: ${message.redactions}`);
  for (const note of message.integrity ?? []) lines.push(`- integrity: ${inlineCode(integrityText(note))}`);
  const body = Buffer.from(message.body, "utf8");
  const fence = bodyFence(body);
  lines.push("", `${fence}text`, lfText(message.body).replace(/\n$/, ""), fence, "");
  return lines.join("\n");
}
function provenanceText(message) {
  const provenance = message.provenance;
  if (provenance.by === "hook") return `hook in session ${inlineCode(provenance.session)}`;
  if (provenance.by === "scan") return `scan of ${inlineCode(`${provenance.file}:${provenance.line}`)}`;
  const detected = provenance.detected.session === void 0 ? "no session detected" : `${provenance.detected.runtime ?? "a"} session ${inlineCode(provenance.detected.session)}`;
  const claimed = provenance.claimed.from === void 0 ? "" : `claimed from ${inlineCode(provenance.claimed.from)}; `;
  return `command line (${claimed}${detected})`;
}
function inlineCode(text) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const ticks = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || text.startsWith(" ") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

export {
  renderLogText,
  renderLogMarkdown,
  inlineCode
};

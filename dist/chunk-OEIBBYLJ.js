import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  LINE_ENDING
} from "./chunk-XWATY24Z.js";

// src/protocol/report-formats.ts
var REPORT_FORMATS = [
  { tag: "plan", direction: "up", kind: "report", heading: "the approach", fields: ["Plan", "Criteria"] },
  { tag: "done", direction: "up", kind: "report", heading: "what is finished", fields: ["Evidence", "Criteria", "Remains", "Uncommitted"] },
  { tag: "result", direction: "up", kind: "report", heading: "the result", fields: ["Evidence", "Bears on", "Next"] },
  { tag: "blocked", direction: "up", kind: "report", heading: "what is blocked", fields: ["Tried", "Needs"] },
  {
    tag: "question",
    direction: "up",
    kind: "report",
    heading: "the decision needed",
    fields: ["Options", "Default", "Deadline"]
  },
  { tag: "resource", direction: "up", kind: "report", heading: "what is needed", fields: ["Why", "For"] },
  { tag: "answer", direction: "down", kind: "brief", heading: "the question answered", fields: ["Answer", "Decided by"] },
  {
    tag: "correction",
    direction: "down",
    kind: "correction",
    heading: "what was wrong",
    fields: ["Wrong", "Right", "Source"]
  }
];
var HEADING = /^\[([a-z]+)\] ([^:\n]+): (.+)$/;
var NOTICE_KINDS = { ack: "report", handoff: "report", takeover: "brief", note: "brief" };
var NOTICE_TAGS = new Set(Object.keys(NOTICE_KINDS));
function readReportHeading(body) {
  const match = headingMatch(body);
  if (!match) return void 0;
  const format = REPORT_FORMATS.find((candidate) => candidate.tag === match[1]);
  if (!format) return void 0;
  return { format, part: match[2].trim(), summary: match[3].trim() };
}
function kindOfBody(body) {
  const format = readReportHeading(body)?.format;
  if (format) return format.kind;
  const tag = headingTag(body);
  return tag !== void 0 && Object.hasOwn(NOTICE_KINDS, tag) ? NOTICE_KINDS[tag] : "other";
}
function headingTag(body) {
  return headingMatch(body)?.[1];
}
function misshapenHeading(body) {
  const line = firstLineOf(body).trim();
  const tag = /^\[([a-z]+)\]/.exec(line)?.[1];
  if (tag === void 0 || !NOTICE_TAGS.has(tag) && !REPORT_FORMATS.some((format) => format.tag === tag)) return void 0;
  return HEADING.test(line) ? void 0 : { line, expected: `[${tag}] <part>: <one line>` };
}
function firstLineOf(body) {
  return body.replace(/^\uFEFF/, "").split(LINE_ENDING, 1)[0] ?? "";
}
function headingMatch(body) {
  return HEADING.exec(firstLineOf(body).trim());
}

export {
  REPORT_FORMATS,
  NOTICE_TAGS,
  readReportHeading,
  kindOfBody,
  headingTag,
  misshapenHeading
};

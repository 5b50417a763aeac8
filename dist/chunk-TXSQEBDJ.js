import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/log/format/fields.ts
var MESSAGE_KINDS = ["brief", "report", "correction", "join", "handoff", "other"];
var DELIVERY_STATES = ["sent", "delivered", "held", "refused", "expired", "unknown"];
var EVIDENCE_KINDS = ["path", "commit", "command", "url"];
var BROADCAST_NAME = "*";
var DEFAULT_LOG_REF = "refs/heads/teamdoc/log";
var LIMITS = {
  /** Default bound on a body, after which it is refused (never truncated). */
  maxBodyBytes: 256 * 1024,
  /** A hard ceiling for `--max-body-bytes`: one entry must stay a readable file on a git host. */
  maxBodyBytesCeiling: 16 * 1024 * 1024,
  idChars: 64,
  nameChars: 1024,
  sessionChars: 256,
  textChars: 4096,
  evidenceItems: 64,
  evidenceValueChars: 2048
};
var ID_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z_-]|\.(?!\.))*$/;
var RESERVED_BASENAMES = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9])(?:\.|$)/i;
function idProblem(id) {
  if (id.length === 0) return "it is empty";
  if (id.length > LIMITS.idChars) return `it is ${id.length} characters long, over ${LIMITS.idChars}`;
  if (!ID_PATTERN.test(id) || id.endsWith(".")) {
    return 'only letters, digits, ".", "_" and "-" are allowed, starting with a letter or digit, with no ".." and no trailing "."';
  }
  if (RESERVED_BASENAMES.test(id)) return "it is a reserved device name on Windows";
  return void 0;
}
var CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;
function lineProblem(text, maxChars) {
  if (text.length === 0) return "it is empty";
  if (longerThan(text, maxChars)) return `it is longer than ${maxChars} characters`;
  if (CONTROL_CHARACTER.test(text)) return "it contains a control character (a newline, tab, escape or similar)";
  if (/[\ud800-\udfff]/u.test(text)) return "it contains a lone surrogate (not valid Unicode)";
  return void 0;
}
function textProblem(text, maxChars) {
  if (longerThan(text, maxChars)) return `it is longer than ${maxChars} characters`;
  if (text.includes("\0")) return "it contains a NUL character";
  if (/[\ud800-\udfff]/u.test(text)) return "it contains a lone surrogate (not valid Unicode)";
  return void 0;
}
function longerThan(text, maxChars) {
  if (text.length <= maxChars) return false;
  let count = 0;
  for (const _ of text) if (++count > maxChars) return true;
  return false;
}
var TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;
function isValidTime(time) {
  const match = TIME_PATTERN.exec(time);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}
function isOneOf(values, value) {
  return typeof value === "string" && values.includes(value);
}
var MESSAGE_HEADER_KEYS = [
  "entry",
  "id",
  "time",
  "kind",
  "from",
  "to",
  "outside-team",
  "in-reply-to",
  "native-id",
  "native-runtime",
  "statement",
  "handoff",
  "evidence",
  "provenance",
  "redactions",
  "body-bytes",
  "body-sha256"
];
var DELIVERY_HEADER_KEYS = ["entry", "id", "message", "time", "state", "detail", "evidence", "provenance", "redactions"];

export {
  MESSAGE_KINDS,
  DELIVERY_STATES,
  EVIDENCE_KINDS,
  BROADCAST_NAME,
  DEFAULT_LOG_REF,
  LIMITS,
  idProblem,
  lineProblem,
  textProblem,
  isValidTime,
  isOneOf,
  MESSAGE_HEADER_KEYS,
  DELIVERY_HEADER_KEYS
};

import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/doc/vocabulary.ts
var FORMAT_VERSION = 1;
var ROLE_STATUSES = ["planned", "starting", "active", "idle", "done", "stopped"];
var FINISHED_STATUSES = ["done", "stopped"];
var SECTIONS = {
  roles: "roles",
  rules: "rules",
  resources: "resources",
  board: "board",
  decisions: "needs user decision",
  parts: "parts"
};
var REQUIRED_SECTIONS = [SECTIONS.roles, SECTIONS.rules, SECTIONS.resources, SECTIONS.board, SECTIONS.parts];
var COLUMNS = {
  roles: ["name", "runtime", "session", "host", "worktree", "parent", "part", "status"],
  resources: ["resource", "kind", "value", "owner", "note"],
  board: ["item", "owner", "state", "next"],
  decisions: ["decision", "asked by", "default", "since"]
};
var NONE_CELL = "\u2014";
function saysNone(text) {
  return text === "" || text === "\u2014" || text === "\u2013" || text === "-";
}
var PLACEHOLDER_MARK = "[fill in:";
function isPlaceholder(text) {
  return text.includes(PLACEHOLDER_MARK);
}
function nameKey(name) {
  return name.trim().toLowerCase();
}
function parseEnum(values, text) {
  const key = text.trim().toLowerCase();
  return values.find((value) => value === key);
}

export {
  FORMAT_VERSION,
  ROLE_STATUSES,
  FINISHED_STATUSES,
  SECTIONS,
  REQUIRED_SECTIONS,
  COLUMNS,
  NONE_CELL,
  saysNone,
  PLACEHOLDER_MARK,
  isPlaceholder,
  nameKey,
  parseEnum
};

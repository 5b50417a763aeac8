import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/session/permission-modes.ts
var PERMISSION_MODES = ["default", "acceptEdits", "plan", "auto", "manual", "dontAsk", "bypassPermissions"];
var ASKS = ["default", "manual", "dontAsk", "plan"];
var NOT_WIDER = {
  plan: ["plan"],
  dontAsk: ["dontAsk"],
  default: ASKS,
  manual: ASKS,
  acceptEdits: ["acceptEdits", ...ASKS],
  auto: ["auto", "acceptEdits", ...ASKS],
  bypassPermissions: PERMISSION_MODES
};
function parsePermissionMode(text) {
  return PERMISSION_MODES.find((mode) => mode === text?.trim());
}
function isNotWider(candidate, reference) {
  return NOT_WIDER[reference].includes(candidate);
}
function permissionClass(mode) {
  return mode === "bypassPermissions" ? "bypass" : "prompting";
}

export {
  PERMISSION_MODES,
  parsePermissionMode,
  isNotWider,
  permissionClass
};

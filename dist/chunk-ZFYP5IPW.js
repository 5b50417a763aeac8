import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  appendEntries
} from "./chunk-MGPORXXY.js";
import {
  idProblem
} from "./chunk-TLT6H2X2.js";

// src/hooks/log-writes.ts
import { createHash } from "node:crypto";
var HOOK_WAIT_MS = 5e3;
function hookMessageId(nativeId) {
  const id = `cc-${nativeId}`;
  return idProblem(id) === void 0 ? id : void 0;
}
function refusedMessageId(toolUseId) {
  const safe = toolUseId?.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 50);
  return safe ? `cc-refused-${safe}` : void 0;
}
function deliveryEventId(message, state, receiverSession) {
  const suffix = receiverSession === void 0 ? state : `${state}-${createHash("sha256").update(receiverSession).digest("hex").slice(0, 12)}`;
  return `${message}.${suffix}`;
}
function timeAfter(messageTime, now) {
  const after = Date.parse(messageTime) + 1;
  return new Date(Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after)).toISOString();
}
function hookProvenance(session, event, runtime = "claude") {
  return { by: "hook", session, runtime, event };
}
async function appendForHook(scope, entries) {
  return appendEntries(scope.repo, entries, { env: scope.env, settings: scope.log.settings, waitMs: HOOK_WAIT_MS });
}

export {
  hookMessageId,
  refusedMessageId,
  deliveryEventId,
  timeAfter,
  hookProvenance,
  appendForHook
};

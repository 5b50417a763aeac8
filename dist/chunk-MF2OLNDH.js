import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  appendEntries
} from "./chunk-OOOM34UR.js";

// src/hooks/log-writes.ts
var HOOK_WAIT_MS = 5e3;
function hookProvenance(session, event, runtime = "claude") {
  return { by: "hook", session, runtime, event };
}
async function appendForHook(scope, entries) {
  return appendEntries(scope.repo, entries, { env: scope.env, settings: scope.log.settings, waitMs: HOOK_WAIT_MS });
}

export {
  hookProvenance,
  appendForHook
};

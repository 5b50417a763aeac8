import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/session/identity.ts
import { hostname } from "node:os";
var RUNTIMES = ["claude", "codex", "human", "other"];
function detectSession(env) {
  const host = nonEmpty(env.TEAMDOC_HOST) ?? hostname();
  const name = nonEmpty(env.TEAMDOC_NAME);
  const explicitRuntime = parseRuntime(env.TEAMDOC_RUNTIME);
  const explicitSession = nonEmpty(env.TEAMDOC_SESSION);
  if (explicitSession !== void 0) {
    return { runtime: explicitRuntime, session: explicitSession, name, host, evidence: "TEAMDOC_SESSION" };
  }
  const claudeSession = nonEmpty(env.CLAUDE_CODE_SESSION_ID);
  if (claudeSession !== void 0) {
    return { runtime: explicitRuntime ?? "claude", session: claudeSession, name, host, evidence: "CLAUDE_CODE_SESSION_ID" };
  }
  const codexThread = nonEmpty(env.CODEX_THREAD_ID);
  if (codexThread !== void 0) {
    return { runtime: explicitRuntime ?? "codex", session: codexThread, name, host, evidence: "CODEX_THREAD_ID" };
  }
  return { runtime: explicitRuntime, session: void 0, name, host, evidence: void 0 };
}
function parseRuntime(value) {
  const normalised = value?.trim().toLowerCase();
  return RUNTIMES.find((runtime) => runtime === normalised);
}
function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : void 0;
}

export {
  RUNTIMES,
  detectSession,
  parseRuntime
};

import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  recordingAdoption
} from "./chunk-JFC6J64U.js";
import {
  appendHookError
} from "./chunk-HTD34CBB.js";
import {
  hookStatePaths
} from "./chunk-Y2R454UV.js";
import {
  readPayload
} from "./chunk-RWR4IWXV.js";
import {
  stringAt
} from "./chunk-DEHTOD6B.js";
import {
  currentTime
} from "./chunk-7RV3B5WP.js";
import {
  locateRepo
} from "./chunk-4NOR6AMR.js";
import {
  LOG_CONFIG_KEYS,
  logSettingsFrom
} from "./chunk-4EBUXWCC.js";
import {
  readBounded
} from "./chunk-2E4FK3OU.js";
import {
  readConfigMatching
} from "./chunk-U5OUMOEA.js";

// src/hooks/entry.ts
import { rmSync } from "node:fs";
var MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;
var HOOK_EVENTS = ["PostToolUse", "UserPromptSubmit", "Stop"];
var CODEX_HOOK_EVENTS = ["UserPromptSubmit"];
async function runHook(argv, io) {
  const codex = argv[0] === "codex";
  const event = (codex ? argv[1] : argv[0]) ?? "";
  let paths;
  let session;
  try {
    if (!(codex ? CODEX_HOOK_EVENTS : HOOK_EVENTS).includes(event)) return 0;
    const input = await readBounded(io.stdin, MAX_PAYLOAD_BYTES);
    const payload = input.overLimit ? void 0 : readPayload(input.bytes.toString("utf8"));
    session = payload?.session ?? io.env.CLAUDE_CODE_SESSION_ID;
    const repo = await locateRepo(payload?.cwd ?? io.cwd).catch(() => void 0);
    if (!repo) return 0;
    paths = hookStatePaths(repo.commonDir);
    const config = await readConfigMatching(repo.worktree ?? repo.gitDir, LOG_CONFIG_KEYS);
    if (!recordingAdoption(repo, config, io.env).recording) return 0;
    if (input.overLimit) throw new Error(`the ${event} payload is over ${MAX_PAYLOAD_BYTES} bytes; not read`);
    if (!payload) throw new Error(`the ${event} payload is not a JSON object`);
    if (session === void 0) throw new Error("the payload names no session_id");
    const { logContext } = await import("./chunk-YUW7NFJR.js");
    const scope = { repo, log: logContext(repo, logSettingsFrom(config, {}, io.env)), paths, session, worktree: repo.worktree, env: io.env };
    const problems = codex ? await dispatchCodex(event, payload, scope) : await dispatch(event, payload, scope);
    for (const problem of problems) appendHookError(paths.errors, { time: errorTime(io.env), event, session, error: problem });
  } catch (error) {
    if (paths) {
      try {
        appendHookError(paths.errors, { time: errorTime(io.env), event, session, error: `not recorded: ${describe(error)}`, hint: hintFor(error) });
      } catch {
      }
    }
  } finally {
    if (io.env.TEAMDOC_HOOK_MARKER) rmSync(io.env.TEAMDOC_HOOK_MARKER, { force: true });
  }
  return 0;
}
async function dispatch(event, payload, scope) {
  if (event === "PostToolUse") {
    const { sendCallOf } = await import("./chunk-4C7OWZ4U.js");
    const call = sendCallOf(payload);
    if (call) await (await import("./chunk-7LJRW35W.js")).recordSend(scope, call);
    return [];
  }
  if (event === "UserPromptSubmit") {
    const { promptOf } = await import("./chunk-4C7OWZ4U.js");
    const { prompt, title } = promptOf(payload);
    if (prompt === void 0) return [];
    const notices = await import("./chunk-XPH5QWIL.js");
    if (notices.isDeliveryNotice(prompt)) return notices.recordNotices(scope, prompt);
    const { wrappedPeerMessages } = await import("./chunk-TZD2CNCO.js");
    const messages = wrappedPeerMessages(prompt);
    if (messages.length > 0) await (await import("./chunk-PBU3RRQK.js")).noteArrivals(scope, messages, title);
    return [];
  }
  if (payload.transcriptPath !== void 0) await (await import("./chunk-DTCPQMBW.js")).settleArrivals(scope, payload.transcriptPath);
  return [];
}
async function dispatchCodex(event, payload, scope) {
  if (event !== "UserPromptSubmit") return [];
  const { promptOf } = await import("./chunk-4C7OWZ4U.js");
  const { prompt } = promptOf(payload);
  if (prompt !== void 0) await (await import("./chunk-P442FUUV.js")).recordQueuedArrival(scope, prompt, stringAt(payload.raw, "turn_id"));
  return [];
}
function errorTime(env) {
  try {
    return currentTime(env).toISOString();
  } catch {
    return (/* @__PURE__ */ new Date()).toISOString();
  }
}
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}
function hintFor(error) {
  const hint = error instanceof Error && "hint" in error && typeof error.hint === "string" ? error.hint : void 0;
  return hint ?? "Run teamdoc doctor; what a hook leaves in the spool is committed by the next write.";
}

export {
  HOOK_EVENTS,
  CODEX_HOOK_EVENTS,
  runHook
};

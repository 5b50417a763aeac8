import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);
import {
  booleanAt,
  isObject,
  objectAt,
  stringAt
} from "./chunk-DEHTOD6B.js";

// src/hooks/payload.ts
function readPayload(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isObject(parsed)) return void 0;
  return {
    event: stringAt(parsed, "hook_event_name"),
    session: stringAt(parsed, "session_id"),
    cwd: stringAt(parsed, "cwd"),
    transcriptPath: stringAt(parsed, "transcript_path"),
    promptId: stringAt(parsed, "prompt_id"),
    raw: parsed
  };
}
function sendCallOf(payload) {
  if (stringAt(payload.raw, "tool_name") !== "SendMessage") return void 0;
  const input = objectAt(payload.raw, "tool_input");
  const response = objectAt(payload.raw, "tool_response");
  const to = stringAt(input, "to");
  const message = stringAt(input, "message");
  if (to === void 0 || message === void 0) return void 0;
  return {
    toolUseId: stringAt(payload.raw, "tool_use_id"),
    to,
    message,
    summary: stringAt(input, "summary"),
    success: booleanAt(response, "success") === true,
    resultText: stringAt(response, "message"),
    msgId: stringAt(response, "msg_id")
  };
}
function promptOf(payload) {
  return { prompt: stringAt(payload.raw, "prompt"), title: stringAt(payload.raw, "session_title") };
}

export {
  readPayload,
  sendCallOf,
  promptOf
};

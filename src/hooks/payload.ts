/**
 * What Claude Code hands a hook on stdin, read tolerantly: the fields teamdoc
 * uses from PostToolUse (SendMessage), UserPromptSubmit and Stop payloads
 * (Claude Code 2.1.328; see docs/design/runtime-facts.md for what each one carries
 * and when). A field that is missing or of another type reads as undefined.
 */
import { booleanAt, isObject, objectAt, stringAt, type JsonObject } from '../runtimes/json-fields.js';

export interface HookPayload {
  event: string | undefined;
  session: string | undefined;
  cwd: string | undefined;
  transcriptPath: string | undefined;
  promptId: string | undefined;
  raw: JsonObject;
}

/** A SendMessage call and its result, as PostToolUse sees them. */
export interface SendCall {
  toolUseId: string | undefined;
  to: string;
  message: string;
  summary: string | undefined;
  success: boolean;
  /** The tool's own words: where it went, or why it failed. */
  resultText: string | undefined;
  msgId: string | undefined;
}

export function readPayload(text: string): HookPayload | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  return {
    event: stringAt(parsed, 'hook_event_name'),
    session: stringAt(parsed, 'session_id'),
    cwd: stringAt(parsed, 'cwd'),
    transcriptPath: stringAt(parsed, 'transcript_path'),
    promptId: stringAt(parsed, 'prompt_id'),
    raw: parsed,
  };
}

/** The SendMessage call a PostToolUse payload reports, or undefined for any other tool or a malformed one. */
export function sendCallOf(payload: HookPayload): SendCall | undefined {
  if (stringAt(payload.raw, 'tool_name') !== 'SendMessage') return undefined;
  const input = objectAt(payload.raw, 'tool_input');
  const response = objectAt(payload.raw, 'tool_response');
  const to = stringAt(input, 'to');
  const message = stringAt(input, 'message');
  if (to === undefined || message === undefined) return undefined;
  return {
    toolUseId: stringAt(payload.raw, 'tool_use_id'),
    to,
    message,
    summary: stringAt(input, 'summary'),
    success: booleanAt(response, 'success') === true,
    resultText: stringAt(response, 'message'),
    msgId: stringAt(response, 'msg_id'),
  };
}

/** The prompt of a UserPromptSubmit payload, and the session's name when Claude Code gave one (`-n`). */
export function promptOf(payload: HookPayload): { prompt: string | undefined; title: string | undefined } {
  return { prompt: stringAt(payload.raw, 'prompt'), title: stringAt(payload.raw, 'session_title') };
}

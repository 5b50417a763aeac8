/**
 * `teamdoc hook <event>` (Claude Code) and `teamdoc hook codex <event>`: what
 * hooks/teamdoc-hook.sh and hooks/teamdoc-codex-hook.sh run with the payload
 * on stdin, in the background. bin/teamdoc dispatches here
 * before commander is loaded, and nothing on this path imports zod, yaml,
 * remark or commander; the log's modules load only once the project turns out
 * to record at all. It never fails the session: whatever goes wrong is written
 * to the hooks' error file (teamdoc doctor shows it), and the exit code is
 * always 0 (2 would block the user's prompt in Claude Code).
 */
import { rmSync } from 'node:fs';
import { readConfigMatching } from '../git/config.js';
import { locateRepo } from '../git/repo.js';
import { readBounded, type Io } from '../io.js';
import { LOG_CONFIG_KEYS, logSettingsFrom } from '../log/store/settings.js';
import { recordingAdoption } from './adoption.js';
import { appendHookError } from './error-file.js';
import { readPayload, type HookPayload } from './payload.js';
import type { HookScope } from './scope.js';
import { hookStatePaths, type HookStatePaths } from './state.js';
import { currentTime } from '../time/clock.js';
import { stringAt } from '../runtimes/json-fields.js';

/** Claude Code caps a message near a million characters; a payload holds it and a little more. */
/** bin/teamdoc starts the hook path from this module alone. */
export { processIo } from '../io.js';

const MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

export const HOOK_EVENTS = ['PostToolUse', 'UserPromptSubmit', 'Stop'] as const;

/** The events teamdoc's Codex hooks are installed for. */
export const CODEX_HOOK_EVENTS = ['UserPromptSubmit'] as const;

export async function runHook(argv: string[], io: Io): Promise<number> {
  const codex = argv[0] === 'codex';
  const event = (codex ? argv[1] : argv[0]) ?? '';
  let paths: HookStatePaths | undefined;
  let session: string | undefined;
  try {
    if (!((codex ? CODEX_HOOK_EVENTS : HOOK_EVENTS) as readonly string[]).includes(event)) return 0;
    const input = await readBounded(io.stdin, MAX_PAYLOAD_BYTES);
    const payload = input.overLimit ? undefined : readPayload(input.bytes.toString('utf8'));
    session = payload?.session ?? io.env.CLAUDE_CODE_SESSION_ID;
    const repo = await locateRepo(payload?.cwd ?? io.cwd).catch(() => undefined);
    // Outside a repository there is no log to record in and nobody adopted anything.
    if (!repo) return 0;
    paths = hookStatePaths(repo.commonDir);
    // One git call for both questions: does this project record, and where does its log live?
    const config = await readConfigMatching(repo.worktree ?? repo.gitDir, LOG_CONFIG_KEYS);
    if (!recordingAdoption(repo, config, io.env).recording) return 0;
    if (input.overLimit) throw new Error(`the ${event} payload is over ${MAX_PAYLOAD_BYTES} bytes; not read`);
    if (!payload) throw new Error(`the ${event} payload is not a JSON object`);
    if (session === undefined) throw new Error('the payload names no session_id');
    const { logContext } = await import('../log/store/context.js');
    const scope: HookScope = { repo, log: logContext(repo, logSettingsFrom(config, {}, io.env)), paths, session, worktree: repo.worktree, env: io.env };
    const problems = codex ? await dispatchCodex(event, payload, scope) : await dispatch(event, payload, scope);
    for (const problem of problems) appendHookError(paths.errors, { time: errorTime(io.env), event, session, error: problem });
  } catch (error) {
    if (paths) {
      try {
        appendHookError(paths.errors, { time: errorTime(io.env), event, session, error: `not recorded: ${describe(error)}`, hint: hintFor(error) });
      } catch {
        // Nowhere to say it: the session must go on regardless.
      }
    }
  } finally {
    // The shell's "an arrival is being noted" marker: this session's Stop hook waits while it exists.
    if (io.env.TEAMDOC_HOOK_MARKER) rmSync(io.env.TEAMDOC_HOOK_MARKER, { force: true });
  }
  return 0;
}

/** Each event's steps load with the log's modules only when there is something to record. */
async function dispatch(event: string, payload: HookPayload, scope: HookScope): Promise<string[]> {
  if (event === 'PostToolUse') {
    const { sendCallOf } = await import('./payload.js');
    const call = sendCallOf(payload);
    if (call) await (await import('./send.js')).recordSend(scope, call);
    return [];
  }
  if (event === 'UserPromptSubmit') {
    const { promptOf } = await import('./payload.js');
    const { prompt, title } = promptOf(payload);
    if (prompt === undefined) return [];
    const notices = await import('./notice.js');
    if (notices.isDeliveryNotice(prompt)) return notices.recordNotices(scope, prompt);
    const { wrappedPeerMessages } = await import('./peer-wrapper.js');
    const messages = wrappedPeerMessages(prompt);
    if (messages.length > 0) await (await import('./arrive.js')).noteArrivals(scope, messages, title);
    return [];
  }
  if (payload.transcriptPath !== undefined) await (await import('./settle.js')).settleArrivals(scope, payload.transcriptPath);
  return [];
}

/** Codex: a message teamdoc send queued has reached the model's turn. */
async function dispatchCodex(event: string, payload: HookPayload, scope: HookScope): Promise<string[]> {
  if (event !== 'UserPromptSubmit') return [];
  const { promptOf } = await import('./payload.js');
  const { prompt } = promptOf(payload);
  if (prompt !== undefined) await (await import('./codex-arrive.js')).recordQueuedArrival(scope, prompt, stringAt(payload.raw, 'turn_id'));
  return [];
}

/** The clock's time, or the machine's when TEAMDOC_NOW itself is what went wrong: an error is noted either way. */
function errorTime(env: NodeJS.ProcessEnv): string {
  try {
    return currentTime(env).toISOString();
  } catch {
    return new Date().toISOString();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function hintFor(error: unknown): string {
  const hint = error instanceof Error && 'hint' in error && typeof error.hint === 'string' ? error.hint : undefined;
  return hint ?? 'Run teamdoc doctor; what a hook leaves in the spool is committed by the next write.';
}

/**
 * `teamdoc hook <event>`: what hooks/teamdoc-hook.sh runs with the payload on
 * stdin. bin/teamdoc.js dispatches here before commander is loaded, and
 * nothing on this path imports zod, yaml, remark or commander: a hook adds to
 * every message's round trip. It never fails the session: whatever goes wrong
 * is written to the hooks' error file (teamdoc doctor shows it), and the exit
 * code is always 0 (2 would block the user's prompt in Claude Code).
 */
import { rmSync } from 'node:fs';
import { readBounded, type Io } from '../io.js';
import { locateRepo, type RepoLocation } from '../git/repo.js';
import { recordingAdoption } from './adoption.js';
import { noteArrivals } from './arrive.js';
import { appendHookError } from './error-file.js';
import { isDeliveryNotice, recordNotices } from './notice.js';
import { promptOf, readPayload, sendCallOf, type HookPayload } from './payload.js';
import { wrappedPeerMessages } from './peer-wrapper.js';
import { recordSend } from './send.js';
import { settleArrivals } from './settle.js';
import { hookStatePaths, type HookStatePaths } from './state.js';

/** Claude Code caps a message near a million characters; a payload holds it and a little more. */
const MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

export const HOOK_EVENTS = ['PostToolUse', 'UserPromptSubmit', 'Stop'] as const;

export async function runHook(argv: string[], io: Io): Promise<number> {
  const event = argv[0] ?? '';
  let where: { repo: RepoLocation; paths: HookStatePaths } | undefined;
  let session: string | undefined;
  try {
    if (!(HOOK_EVENTS as readonly string[]).includes(event)) return 0;
    const input = await readBounded(io.stdin, MAX_PAYLOAD_BYTES);
    const payload = input.overLimit ? undefined : readPayload(input.bytes.toString('utf8'));
    session = payload?.session ?? io.env.CLAUDE_CODE_SESSION_ID;
    const repo = await locateRepo(payload?.cwd ?? io.cwd).catch(() => undefined);
    // Outside a repository there is no log to record in and nobody adopted anything.
    if (!repo) return 0;
    where = { repo, paths: hookStatePaths(repo.commonDir) };
    if (!(await recordingAdoption(repo, io.env)).recording) return 0;
    if (input.overLimit) throw new Error(`the ${event} payload is over ${MAX_PAYLOAD_BYTES} bytes; not read`);
    if (!payload) throw new Error(`the ${event} payload is not a JSON object`);
    if (session === undefined) throw new Error('the payload names no session_id');
    const problems = await dispatch(event, payload, where, { session, worktree: repo.worktree, env: io.env });
    for (const problem of problems) appendHookError(where.paths.errors, { time: new Date().toISOString(), event, session, error: problem });
  } catch (error) {
    if (where) {
      try {
        appendHookError(where.paths.errors, { time: new Date().toISOString(), event, session, error: `not recorded: ${describe(error)}`, hint: hintFor(error) });
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

async function dispatch(event: string, payload: HookPayload, where: { repo: RepoLocation; paths: HookStatePaths }, here: Parameters<typeof recordSend>[3]): Promise<string[]> {
  if (event === 'PostToolUse') {
    const call = sendCallOf(payload);
    if (call) await recordSend(where.repo, where.paths, call, here);
    return [];
  }
  if (event === 'UserPromptSubmit') {
    const { prompt, title } = promptOf(payload);
    if (prompt === undefined) return [];
    if (isDeliveryNotice(prompt)) return recordNotices(where.repo, prompt, here);
    const messages = wrappedPeerMessages(prompt);
    if (messages.length > 0) await noteArrivals(where.repo, where.paths, messages, here, title);
    return [];
  }
  if (payload.transcriptPath !== undefined) await settleArrivals(where.repo, where.paths, payload.transcriptPath, here);
  return [];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function hintFor(error: unknown): string {
  const hint = error instanceof Error && 'hint' in error && typeof error.hint === 'string' ? error.hint : undefined;
  return hint ?? 'Run teamdoc doctor; what a hook leaves in the spool is committed by the next write.';
}

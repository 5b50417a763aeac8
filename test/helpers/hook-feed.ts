/**
 * Feeding `teamdoc hook <event>` as Claude Code 2.1.328 does (shapes from
 * test/harness's recordings): sessions in Claude Code's registry under the
 * repository's HOME, their environment, and a SendMessage's PostToolUse payload.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli } from './cli.js';
import type { TempRepo } from './repo.js';

export interface FakeSession {
  session: string;
  pid: number;
  name: string;
  socket: string;
}

/** A session named `name` in Claude Code's registry (its sessions folder under the repository's HOME). */
export function fakeSession(repo: TempRepo, pid: number, name: string): FakeSession {
  const fake = { session: randomUUID(), pid, name, socket: join(repo.home, 't', 'cc-socks', `${pid}.sock`) };
  mkdirSync(join(repo.home, '.claude', 'sessions'), { recursive: true });
  writeFileSync(
    join(repo.home, '.claude', 'sessions', `${pid}.json`),
    JSON.stringify({ pid, sessionId: fake.session, name, messagingSocketPath: fake.socket }),
  );
  return fake;
}

export function envOf(repo: TempRepo, session: FakeSession): NodeJS.ProcessEnv {
  return { ...repo.env, CLAUDE_CODE_SESSION_ID: session.session, CLAUDE_PID: String(session.pid), CLAUDE_CODE_MESSAGING_SOCKET: session.socket };
}

export function sendPayload(repo: TempRepo, from: FakeSession, call: { to: string; message: string; success?: boolean; msgId?: string; result?: string }) {
  return JSON.stringify({
    session_id: from.session,
    cwd: repo.dir,
    hook_event_name: 'PostToolUse',
    tool_name: 'SendMessage',
    tool_input: { to: call.to, message: call.message },
    tool_response: { success: call.success ?? true, message: call.result ?? `→ ${call.to}`, ...(call.msgId ? { msg_id: call.msgId } : {}) },
    tool_use_id: `toolu_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
  });
}

export async function hook(event: string, repo: TempRepo, session: FakeSession, input: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const result = await runCli(['hook', event], { cwd: repo.dir, env: { ...envOf(repo, session), ...extraEnv }, input });
  expect(result, 'a hook always exits 0 and prints nothing').toMatchObject({ code: 0, stdout: '', stderr: '' });
  return result;
}

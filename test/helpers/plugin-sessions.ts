/**
 * Real Claude Code sessions with this repository loaded as their plugin, in a
 * real repository: what the plugin tests share. The sessions find `teamdoc` on
 * PATH (a shim running this checkout's build), as an installed CLI would be.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClaudeScript } from '../harness/anthropic-mock.js';
import { isRunning, markedProcesses } from '../harness/marked-processes.js';
import { waitFor } from '../harness/wait.js';
import { field, readJsonLines } from '../harness/jsonl.js';
import { runCli, TEAMDOC_BIN } from './cli.js';
import { addWorktree, makeRepo, type TempRepo } from './repo.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const EXAMPLE_DOC = readFileSync(new URL('../../examples/ml-training-push.md', import.meta.url), 'utf8');

/** A folder holding a `teamdoc` that runs this checkout's CLI; prepend it to a session's PATH. */
export function teamdocOnPath(root: string): string {
  const dir = join(root, 'teamdoc-bin');
  mkdirSync(dir, { recursive: true });
  const shim = join(dir, 'teamdoc');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${TEAMDOC_BIN}" "$@"\n`);
  chmodSync(shim, 0o755);
  return dir;
}

/** The environment a session gets on top of the sandbox's: teamdoc on PATH. */
export function withTeamdoc(claude: { env: Record<string, string> }, root: string): Record<string, string> {
  return { PATH: `${teamdocOnPath(root)}:${claude.env.PATH}` };
}

/** Reads each peer message and answers in text. */
export const reads: ClaudeScript = (_request, context) => [
  { text: context.peerMessages.length > 0 ? `read: ${context.peerMessages.at(-1)!.body}` : 'waiting' },
];

/** Sends one message with SendMessage, then answers in text. */
export const sends = (to: string, message: string): ClaudeScript => ({
  turns: [[{ tool: 'SendMessage', input: { to, message } }], [{ text: 'sent' }]],
  after: [{ text: 'noted' }],
});

/**
 * A folder of links to the shell's tools and git, and no node: as PATH, a machine where Claude Code (its own
 * binary needs no Node.js) runs without Node.
 */
export function toolsWithoutNode(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const tool of ['bash', 'sh', 'cat', 'date', 'dirname', 'git', 'mkdir', 'rm', 'setsid', 'env', 'ps']) {
    symlinkSync(execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), join(dir, tool));
  }
  return dir;
}

export interface TeamRepo {
  repo: TempRepo;
  /** Two linked worktrees, one per session, as a lead gives its workers. */
  wa: string;
  wb: string;
}

/** A repository with two worktrees; `adopted` puts a team doc in the main worktree, which turns recording on. */
export function teamRepo(options: { adopted: boolean }): TeamRepo {
  const repo = makeRepo({ files: options.adopted ? { 'TEAM.md': EXAMPLE_DOC } : { 'README.md': 'not a teamdoc project\n' } });
  return { repo, wa: addWorktree(repo, 'a'), wb: addWorktree(repo, 'b') };
}

export interface LoggedMessage {
  id: string;
  time: string;
  kind: string;
  from: { name: string; session?: string };
  to: { name: string; session?: string };
  nativeId?: string;
  body: string;
  provenance: { by: string; session?: string; event?: string };
  delivery: { state: string; history: Array<{ state: string; detail?: string; provenance: { session?: string; event?: string } }> };
}

export async function logMessages(repo: TempRepo): Promise<LoggedMessage[]> {
  const result = await runCli(['log', '--format', 'json'], { cwd: repo.dir, env: repo.env });
  if (result.code !== 0) throw new Error(`teamdoc log failed (${result.code}): ${result.stderr}`);
  return (JSON.parse(result.stdout) as { messages: LoggedMessage[] }).messages;
}

/** Waits until the log (recorded in the background by the hooks) satisfies `ready`. */
export function waitForLog(repo: TempRepo, what: string, ready: (messages: LoggedMessage[]) => boolean, timeoutMs = 30_000): Promise<LoggedMessage[]> {
  let last: LoggedMessage[] = [];
  return waitFor(
    async () => {
      last = await logMessages(repo);
      return ready(last) ? last : undefined;
    },
    { what, timeoutMs, intervalMs: 200, explain: () => `the log holds: ${JSON.stringify(last, null, 1)}\nhook errors: ${hookErrors(repo) || 'none'}` },
  );
}

export function hookErrors(repo: TempRepo): string {
  try {
    return readFileSync(join(repo.dir, '.git', 'teamdoc', 'hooks', 'errors.jsonl'), 'utf8');
  } catch {
    return '';
  }
}

/** The msg_id Claude Code gave the (first) SendMessage of a session, from its transcript. */
export function sentMsgId(transcriptPath: string): string | undefined {
  return readJsonLines(transcriptPath)
    .map((row) => field(row, 'toolUseResult', 'msg_id'))
    .find((id): id is string => typeof id === 'string');
}

export const states = (message: LoggedMessage | undefined) => message?.delivery.history.map((event) => event.state);

/** Waits until nothing a sandbox started is running any more: closed sessions' hooks record in the background. */
export function backgroundHooksDone(sandboxRoot: string): Promise<true> {
  return waitFor(() => markedProcesses(sandboxRoot).filter(isRunning).length === 0, { what: 'the sessions’ background hooks to finish' });
}

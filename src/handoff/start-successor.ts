/**
 * Starting the successor with the runtime's own means: for Claude Code,
 * `claude --bg --name NAME --permission-mode MODE <first message>`, without
 * CLAUDE_CODE_CHILD_SESSION (a child of this session would save no
 * transcript and receive no messages) and without this session's identity
 * (its id, its messaging socket and token): the successor is a session of
 * its own, and nothing of this one's environment carries over by itself.
 *
 * A start that fails leaves nothing behind: whatever it started is stopped
 * and removed (`claude stop`, `claude rm`), and the result says so.
 */
import { spawn } from 'node:child_process';

/** What a session's tools inherit that belongs to that session alone. */
const SESSION_IDENTITY_VARIABLES = [
  'CLAUDE_CODE_CHILD_SESSION',
  'CLAUDE_CODE_SESSION_ID',
  'CLAUDE_PID',
  'CLAUDE_CODE_MESSAGING_SOCKET',
  'CLAUDE_CODE_MESSAGING_TOKEN',
  'CLAUDE_CODE_CHILD_NOTES_DIR',
  'CLAUDE_CODE_ENTRYPOINT',
  'CLAUDE_CODE_EXECPATH',
  'CLAUDE_JOB_DIR',
  'CLAUDE_EFFORT',
  'CLAUDECODE',
  'AI_AGENT',
  'CODEX_THREAD_ID',
  'CODEX_SESSION_ID',
  'CODEX_TOOL_CALL_ID',
  'TEAMDOC_NAME',
  'TEAMDOC_SESSION',
  'TEAMDOC_RUNTIME',
] as const;

/** Linux refuses one argument over 128 KiB (MAX_ARG_STRLEN); the first message is one argument. */
export const MAX_ARGUMENT_BYTES = 128 * 1024 - 1;

export interface StartRequest {
  name: string;
  permissionMode: string;
  firstMessage: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** How long `claude --bg` may take before it counts as failed (default 60 s). */
  timeoutMs?: number;
}

export type StartResult =
  | { started: true; job: string; command: string }
  | { started: false; reason: string; command: string; stopped: string[]; leftRunning: string[] };

function successorEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of SESSION_IDENTITY_VARIABLES) delete copy[name];
  return copy;
}

export async function startClaudeSuccessor(request: StartRequest): Promise<StartResult> {
  const env = successorEnvironment(request.env);
  const args = ['--bg', '--name', request.name, '--permission-mode', request.permissionMode, request.firstMessage];
  const command = `env -u CLAUDE_CODE_CHILD_SESSION claude --bg --name ${request.name} --permission-mode ${request.permissionMode} <first message>`;
  const startedAt = Date.now();
  const run = await runClaude(args, { cwd: request.cwd, env, timeoutMs: request.timeoutMs ?? 60_000 });
  const job = /backgrounded · ([0-9a-z]+) ·/.exec(run.stdout)?.[1];
  if (run.code === 0 && job !== undefined) return { started: true, job, command };

  const reason = run.error ?? firstLine(run.stderr) ?? firstLine(run.stdout) ?? `claude exited with status ${run.code}`;
  const started = job !== undefined ? [job] : await jobsNamed(request.name, startedAt, request.cwd, env);
  const stopped: string[] = [];
  const leftRunning: string[] = [];
  for (const id of started) {
    const stop = await runClaude(['stop', id], { cwd: request.cwd, env, timeoutMs: 20_000 });
    await runClaude(['rm', id], { cwd: request.cwd, env, timeoutMs: 20_000 });
    (stop.code === 0 ? stopped : leftRunning).push(id);
  }
  return { started: false, reason: job === undefined && run.code === 0 ? 'claude --bg printed no session id' : reason, command, stopped, leftRunning };
}

/** Background sessions with this name that started since `since`: what a start that printed nothing may have left. */
async function jobsNamed(name: string, since: number, cwd: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const listing = await runClaude(['agents', '--json'], { cwd, env, timeoutMs: 20_000 });
  if (listing.code !== 0) return [];
  try {
    const agents = JSON.parse(listing.stdout) as Array<{ id?: unknown; name?: unknown; kind?: unknown; startedAt?: unknown }>;
    return agents
      .filter(
        (agent) =>
          agent.kind === 'background' &&
          agent.name === name &&
          typeof agent.id === 'string' &&
          typeof agent.startedAt === 'number' &&
          agent.startedAt >= since - 1000,
      )
      .map((agent) => agent.id as string);
  } catch {
    return [];
  }
}

interface ClaudeRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why it did not run or did not finish: not found, timed out. */
  error: string | undefined;
}

function runClaude(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<ClaudeRun> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let error: string | undefined;
    // Its own process group, so a timeout ends everything the CLI started on the way.
    const child = spawn('claude', args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      error = `claude ${args[0]} did not finish within ${Math.round(options.timeoutMs / 1000)} s`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, options.timeoutMs);
    let settled = false;
    const settle = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout, stderr, error });
    };
    child.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code === 'ENOENT' ? 'claude is not on PATH' : `claude could not be run: ${cause.message}`;
      settle(null);
    });
    child.on('close', settle);
  });
}

function firstLine(text: string): string | undefined {
  return text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
}

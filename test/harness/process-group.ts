/**
 * Child processes that leave nothing behind: each runs as the leader of its
 * own process group, so stopping it also stops the tools, hooks and shells it
 * started (a `sleep` in a Bash tool outlives its session otherwise).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface GroupProcess {
  pid: number;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when the leader exits (its group may still hold children until stop()). */
  exited: Promise<Exit>;
  /** Calls `listener` with each complete stdout line, including the ones already seen. */
  onStdoutLine(listener: (line: string) => void): void;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the leader is gone. */
  stop(graceMs?: number): Promise<Exit>;
}

export interface SpawnOptions {
  cwd: string;
  env: Record<string, string>;
  /** 'pipe' keeps stdin open for the caller to write; 'ignore' gives the child /dev/null. */
  stdin: 'pipe' | 'ignore';
}

export function spawnGroup(command: string, args: string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: [options.stdin, 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let partial = '';
  const lines: string[] = [];
  const listeners: Array<(line: string) => void> = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    partial += chunk;
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<Exit>((resolve) => {
    child.on('error', (error) => {
      stderr += `\n${error.message}`;
      resolve({ code: -1, signal: null });
    });
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  const pid = child.pid ?? -1;
  liveGroups.add(pid);
  void exited.then(() => liveGroups.delete(pid));
  return {
    pid,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    onStdoutLine(listener) {
      listeners.push(listener);
      for (const line of lines) listener(line);
    },
    async stop(graceMs = 3000) {
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      // The leader is gone; anything left in its group (a tool's sleep) goes too.
      signalGroup(pid, 'SIGKILL');
      return exit;
    },
  };
}

// Detached groups survive their parent; if a test worker dies mid-test, take them along.
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of liveGroups) signalGroup(pid, 'SIGKILL');
});

export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already empty
  }
}

/** Collects a short-lived command's output and exit; the group is stopped if it outlives `timeoutMs`. */
export async function runGroup(
  command: string,
  args: string[],
  options: SpawnOptions & { input?: string; timeoutMs?: number },
): Promise<Exit & { stdout: string; stderr: string; timedOut: boolean }> {
  const proc = spawnGroup(command, args, options);
  if (options.input !== undefined) proc.child.stdin?.end(options.input);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void proc.stop();
  }, options.timeoutMs ?? 120_000);
  const exit = await proc.exited;
  clearTimeout(timer);
  signalGroup(proc.pid, 'SIGKILL');
  return { ...exit, stdout: proc.stdout(), stderr: proc.stderr(), timedOut };
}

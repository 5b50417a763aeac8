/**
 * Codex threads as this machine shows them (Codex 0.169, `$CODEX_HOME`): a
 * thread's rollout (`sessions/…/rollout-*-<thread>.jsonl`), the writer lock a
 * process holds while the thread is loaded (`thread-writer-locks/<thread>.lock`,
 * an flock the kernel drops when the process dies), whether that process is
 * the local app-server daemon (`app-server-daemon/daemon.pid`) — the host that
 * takes queued messages into the thread — and whether a turn is open.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { livenessOf, currentProcess } from '../log/store/process-identity.js';
import { codexHome, findCodexRollouts, readCodexMeta } from '../scan/codex/locations.js';
import { readTail } from '../runtimes/file-head.js';
import { isObject, numberAt, objectAt, stringAt } from '../runtimes/json-fields.js';
import { lockHolder, type LockTable } from './file-locks.js';

type CodexWriter =
  | { kind: 'daemon' | 'exec' | 'other'; pid: number }
  /** No process holds the thread: it runs nowhere until resumed. */
  | { kind: 'none' }
  /** The lock file is there but this machine cannot say who holds it (no /proc/locks). */
  | { kind: 'unknown' };

export interface CodexThread {
  thread: string;
  rollout: string;
  cwd: string | undefined;
  writer: CodexWriter;
  /** The rollout's latest turn has started and not ended. */
  turnOpen: boolean;
}

/** Each thread's files and holder, for the threads this machine has a rollout of (`daemon`: the daemon's pid while it runs). */
export async function codexThreads(
  env: NodeJS.ProcessEnv,
  threads: readonly string[],
  locks: LockTable | undefined,
  daemon: number | undefined,
): Promise<Map<string, CodexThread>> {
  const home = codexHome(env);
  const wanted = new Set(threads);
  const found = new Map<string, CodexThread>();
  if (wanted.size === 0) return found;
  for (const [thread, rollout] of findCodexRollouts(env, wanted)) {
    const meta = await readCodexMeta({ path: rollout, threadFromName: thread });
    found.set(thread, { thread, rollout, cwd: meta?.cwd, writer: writerOf(home, thread, locks, daemon), turnOpen: turnOpen(rollout) });
  }
  return found;
}

/** Where Codex keeps a lock file per thread, held by the process writing that thread. */
export function writerLocksDir(home: string): string {
  return join(home, 'thread-writer-locks');
}

/** Threads some process holds loaded right now (their lock is held), whatever they are. */
export function heldThreads(env: NodeJS.ProcessEnv, locks: LockTable | undefined): string[] {
  if (locks === undefined) return [];
  const dir = writerLocksDir(codexHome(env));
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.lock') && !name.startsWith('.') && lockHolder(locks, join(dir, name)) !== undefined)
    .map((name) => name.slice(0, -'.lock'.length));
}

function writerOf(home: string, thread: string, locks: LockTable | undefined, daemon: number | undefined): CodexWriter {
  const lock = join(writerLocksDir(home), `${thread}.lock`);
  if (!existsSync(lock)) return { kind: 'none' };
  if (locks === undefined) return { kind: 'unknown' };
  const pid = lockHolder(locks, lock);
  if (pid === undefined) return { kind: 'none' };
  if (pid === daemon) return { kind: 'daemon', pid };
  return { kind: commandOf(pid).includes('exec') ? 'exec' : 'other', pid };
}

/** The daemon's pid while it runs (its pid file names its process precisely), else undefined. */
export function daemonPid(home: string): number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(home, 'app-server-daemon', 'daemon.pid'), 'utf8'));
  } catch {
    return undefined;
  }
  const pid = numberAt(parsed, 'pid');
  if (pid === undefined) return undefined;
  const identity = objectAt(parsed, 'processIdentity');
  const ticks = numberAt(identity, 'startTicks');
  const self = currentProcess();
  const owner = {
    pid,
    host: self.host,
    startTime: ticks === undefined ? undefined : String(ticks),
    bootId: stringAt(identity, 'bootId'),
    pidNamespace: self.pidNamespace,
  };
  return livenessOf(owner) === 'alive' ? pid : undefined;
}

/** The words of a process's command line (Linux), for telling a one-shot `codex exec` from the rest. */
function commandOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

const TAIL_BYTES = 256 * 1024;

/** Whether the last turn event in the rollout's tail is a start with no completion or abort after it. */
function turnOpen(rollout: string): boolean {
  for (const line of readTail(rollout, TAIL_BYTES).split('\n').reverse()) {
    if (!line.includes('"event_msg"')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue; // the first, cut-off line of the tail
    }
    if (!isObject(parsed)) continue;
    const type = stringAt(objectAt(parsed, 'payload'), 'type');
    if (type === 'task_started' || type === 'turn_started') return true;
    if (type === 'task_complete' || type === 'turn_complete' || type === 'turn_aborted') return false;
  }
  return false;
}

/**
 * The one lock in front of the log ref. The file appears with its content in
 * one step (written aside, then linked into place), names its holder
 * precisely (process-identity.ts), and is judged stale only when that holder
 * is provably gone. Breaking a stale lock is itself serialised by a short
 * `.break` lock, so two writers can never both break one and then delete the
 * lock a third just took.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileAgeMs, fileSystemNow } from '../../time/file-ages.js';
import { createFileAtomically, removeIfPresent } from './durable.js';
import { type Liveness, type ProcessIdentity, currentProcess, livenessOf } from './process-identity.js';

export interface LockOwner extends ProcessIdentity {
  /** Unique per acquisition: tells this holder's file from a later one at the same path. */
  token: string;
  since: string;
  purpose: string;
}

export type LockState =
  | { state: 'free' }
  | { state: 'held'; owner: LockOwner; liveness: Liveness; ageMs: number }
  | { state: 'unreadable'; ageMs: number; content: string };

/** A lock file with no readable owner is never one being written (it appears whole), so it is damaged: cleared after this long. */
export const UNREADABLE_LOCK_GRACE_MS = 2_000;
/** A `.break` lock is held for microseconds; one older than this belongs to a killed breaker. */
export const BREAK_LOCK_GRACE_MS = 10_000;

export class LogLock {
  readonly path: string;
  readonly owner: LockOwner;

  private constructor(path: string, owner: LockOwner) {
    this.path = path;
    this.owner = owner;
  }

  /** Takes the lock if it is free; undefined when someone holds it. */
  static tryAcquire(path: string, purpose: string): LogLock | undefined {
    const owner: LockOwner = { ...currentProcess(), token: randomBytes(12).toString('hex'), since: new Date().toISOString(), purpose };
    return createExclusive(path, `${JSON.stringify(owner)}\n`) ? new LogLock(path, owner) : undefined;
  }

  /** Removes the lock if it is still this holder's. */
  release(): void {
    const state = inspectLock(this.path);
    if (state.state === 'held' && state.owner.token === this.owner.token) removeIfPresent(this.path);
  }
}

export type LockWait =
  | { status: 'acquired'; lock: LogLock }
  /** `stopWhen` became true: the caller no longer needs the lock. */
  | { status: 'stopped' }
  | { status: 'timed-out'; holder: LockState };

/** How often a waiter checks whether the holder is still alive (a poll in between only looks for the file). */
const LIVENESS_CHECK_MS = 200;

/**
 * Waits for the lock until `deadline`, breaking it when its holder is
 * provably gone. Polls are cheap (one stat) and back off a little, with
 * jitter so waiters do not move in step; the holder's liveness is checked
 * only now and then, so many waiters do not starve the holder of CPU.
 */
export async function waitForLock(path: string, purpose: string, deadline: number, stopWhen: () => boolean = () => false): Promise<LockWait> {
  let nextLivenessCheck = 0;
  for (let poll = 0; ; poll++) {
    if (stopWhen()) return { status: 'stopped' };
    const lock = LogLock.tryAcquire(path, purpose);
    if (lock) return { status: 'acquired', lock };
    const now = Date.now();
    if (now >= nextLivenessCheck || now > deadline) {
      nextLivenessCheck = now + LIVENESS_CHECK_MS;
      const holder = inspectLock(path);
      if (isStale(holder) && breakStaleLock(path, holder)) continue;
      if (now > deadline) return { status: 'timed-out', holder };
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(2 + poll, 20) * (0.5 + Math.random())));
  }
}

/** One line saying who holds the lock, for a message about why something waits. */
export function describeLockHolder(state: LockState): string {
  if (state.state === 'free') return 'the log lock was busy until the wait ran out';
  const age = `${(state.ageMs / 1000).toFixed(1)} s`;
  if (state.state === 'unreadable') return `the log lock file is unreadable and only ${age} old`;
  const who = `pid ${state.owner.pid} on ${state.owner.host}`;
  if (state.liveness === 'unknown') return `the log lock is held by ${who} (another host or container, ${age} old), which teamdoc cannot check from here`;
  return `the log lock is held by ${who} (${state.owner.purpose}, running, ${age} old)`;
}

export function inspectLock(path: string): LockState {
  let content: string;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
    content = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'free' };
    throw error;
  }
  const ageMs = Math.max(0, fileSystemNow(dirname(path)) - mtimeMs);
  const owner = parseOwner(content);
  if (!owner) return { state: 'unreadable', ageMs, content: content.slice(0, 200) };
  return { state: 'held', owner, liveness: livenessOf(owner), ageMs };
}

export function isStale(state: LockState): boolean {
  if (state.state === 'held') return state.liveness === 'dead';
  if (state.state === 'unreadable') return state.ageMs > UNREADABLE_LOCK_GRACE_MS;
  return false;
}

/**
 * Removes the lock at `path` if it is still exactly the stale lock that was
 * observed. Returns true when the lock is gone (removed here or by someone else).
 */
export function breakStaleLock(path: string, observed: LockState): boolean {
  if (!isStale(observed)) return false;
  const breaker = `${path}.break`;
  if (!createExclusive(breaker, `${JSON.stringify(currentProcess())}\n`)) {
    const age = fileAgeMs(breaker, fileSystemNow(dirname(path)));
    if (age !== undefined && age > BREAK_LOCK_GRACE_MS) removeIfPresent(breaker);
    return false;
  }
  try {
    const now = inspectLock(path);
    if (now.state === 'free') return true;
    if (!sameLock(now, observed)) return false;
    removeIfPresent(path);
    return true;
  } finally {
    removeIfPresent(breaker);
  }
}

function sameLock(a: LockState, b: LockState): boolean {
  if (a.state === 'held' && b.state === 'held') return a.owner.token === b.owner.token;
  if (a.state === 'unreadable' && b.state === 'unreadable') return a.content === b.content;
  return false;
}

function parseOwner(content: string): LockOwner | undefined {
  try {
    const value = JSON.parse(content) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.token !== 'string') return undefined;
    return value as LockOwner;
  } catch {
    return undefined;
  }
}

/** Creates `path` with `content` in one step; false if it already exists. */
function createExclusive(path: string, content: string): boolean {
  if (existsSync(path)) return false;
  return createFileAtomically(dirname(path), basename(path), content, false);
}

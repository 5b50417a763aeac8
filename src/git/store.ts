/**
 * Moving a ref without an index or a work tree: a compare-and-swap
 * `update-ref`, hardened with fsync before it returns (objects are written
 * by loose-objects.ts), under teamdoc's own identity and with no hooks.
 */
import { GitError } from '../errors.js';
import { git } from './run.js';

/** Settings for every write teamdoc makes: no hooks, no auto-gc, fsync of the ref. */
const WRITE_CONFIG: Record<string, string> = {
  'core.hooksPath': '/dev/null',
  'gc.auto': '0',
  'maintenance.auto': 'false',
  'core.fsync': 'reference',
  'core.fsyncMethod': 'fsync',
};

/** The identity of teamdoc's own commits and reflog entries: a clone with no user.email can still record. */
export const TEAMDOC_IDENTITY = { name: 'teamdoc', email: 'teamdoc@localhost' } as const;

const IDENTITY_ENV = {
  GIT_COMMITTER_NAME: TEAMDOC_IDENTITY.name,
  GIT_COMMITTER_EMAIL: TEAMDOC_IDENTITY.email,
  GIT_AUTHOR_NAME: TEAMDOC_IDENTITY.name,
  GIT_AUTHOR_EMAIL: TEAMDOC_IDENTITY.email,
};

export type RefUpdate =
  | { status: 'updated' }
  /** The ref was not at the expected value: someone else moved it first. */
  | { status: 'moved'; detail: string }
  /** A `<ref>.lock` file is in the way (a git that is running, or one that was killed). */
  | { status: 'locked'; lockPath: string; detail: string };

/** Moves `ref` from `oldId` (the zero id: must not exist yet) to `newId`, atomically or not at all. */
export async function compareAndSwapRef(cwd: string, ref: string, newId: string, oldId: string, reason: string): Promise<RefUpdate> {
  const args = ['update-ref', '-m', reason, ref, newId, oldId];
  const result = await git(args, { cwd, config: WRITE_CONFIG, env: IDENTITY_ENV, allowFailure: true });
  if (result.status === 0) return { status: 'updated' };
  const firstLine = result.stderr.trim().split('\n')[0] ?? '';
  const lock = /Unable to create '(.+\.lock)': File exists/.exec(result.stderr);
  if (lock) return { status: 'locked', lockPath: lock[1]!, detail: firstLine };
  if (/cannot lock ref '[^']+': (is at |unable to resolve reference|reference already exists)/.test(result.stderr)) {
    return { status: 'moved', detail: firstLine };
  }
  throw new GitError(args, result.status, result.stderr, {
    hint: /exists; cannot create/.test(result.stderr)
      ? `A branch or ref is in the way of ${ref}; choose another log ref with \`git config teamdoc.logRef refs/heads/<name>\`.`
      : undefined,
  });
}

/**
 * teamdoc's own working state for one log ref, in the git dir every
 * worktree shares, so that all worktrees append through one spool and one
 * lock: <common-dir>/teamdoc/log/<ref, percent-encoded>/.
 */
import { join } from 'node:path';

export interface LogStatePaths {
  root: string;
  /** Entries that are durable on disk and waiting to be committed. */
  spool: string;
  /** Held by the one process committing the spool. */
  lock: string;
  /** Spool files that cannot be committed (undecodable, or conflicting with the log), with the reason beside each. */
  quarantine: string;
  /** Derived read cache, keyed by the ref's tip; safe to delete. */
  cache: string;
  /** The last tip this clone read and verified: a later tip must descend from it (witness.ts). */
  witness: string;
  /** What each reader of `log --unread` has seen: one small file per name and session, never in git. */
  readMarks: string;
}

export function logStatePaths(commonDir: string, ref: string): LogStatePaths {
  const root = join(commonDir, 'teamdoc', 'log', encodeURIComponent(ref));
  return {
    root,
    spool: join(root, 'spool'),
    lock: join(root, 'lock'),
    quarantine: join(root, 'quarantine'),
    cache: join(root, 'read-cache.json'),
    witness: join(root, 'verified-tip'),
    readMarks: join(root, 'read-marks'),
  };
}

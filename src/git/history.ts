/** Questions about the commit graph. */
import { GitError } from '../errors.js';
import { git } from './run.js';

/** Whether `ancestor` is reachable from `descendant` (a commit is its own ancestor). */
export async function isAncestor(cwd: string, ancestor: string, descendant: string): Promise<boolean> {
  const args = ['merge-base', '--is-ancestor', ancestor, descendant];
  const result = await git(args, { cwd, read: true, allowFailure: true });
  if (result.status === 0) return true;
  if (result.status === 1) return false;
  throw new GitError(args, result.status, result.stderr);
}

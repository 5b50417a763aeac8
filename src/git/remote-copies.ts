/**
 * Remote-tracking copies of a branch (`refs/remotes/<remote>/<branch>`): what a
 * clone has of a branch it never checked out, such as the log in a CI job that
 * ran `git fetch origin teamdoc/log`.
 */
import { gitText } from './run.js';

/** Full ref names of every remote's copy of `branchRef` (refs/heads/…), `origin` first. */
export async function remoteTrackingCopies(cwd: string, branchRef: string): Promise<string[]> {
  if (!branchRef.startsWith('refs/heads/')) return [];
  const branch = branchRef.slice('refs/heads/'.length);
  const listed = await gitText(['for-each-ref', '--format=%(refname)', 'refs/remotes/'], { cwd, read: true });
  const copies = listed
    .split('\n')
    .filter((ref) => ref.endsWith(`/${branch}`) && ref.split('/').length === branch.split('/').length + 3);
  return copies.sort((a, b) => Number(b.startsWith('refs/remotes/origin/')) - Number(a.startsWith('refs/remotes/origin/')) || (a < b ? -1 : 1));
}

/**
 * A file as the remote's default branch holds it, for a checkout on another
 * branch: a clone of a worker's own sits on its part's branch, whose copy of
 * the team doc is only as new as the branch, while the parent pushes the doc
 * to the default branch. Fetched first when asked (the copy last fetched when
 * the remote cannot be reached); a check reads the copy last fetched.
 */
import { fetchRef } from './remote.js';
import { git } from './run.js';

export interface PushedFile {
  /** How a person names it: `origin/main`. */
  ref: string;
  /** The file's path inside the repository. */
  path: string;
  bytes: Buffer;
  /** False when no fetch was asked for, or it failed: the copy is the one last fetched. */
  fetched: boolean;
}

const REMOTE = 'origin';

/**
 * Undefined when the checkout at `root` is on the remote's default branch
 * (its file is the one to read), when there is no such remote or branch, or
 * when the branch does not hold the file.
 */
export async function pushedFile(root: string, path: string, options: { fetch: boolean }): Promise<PushedFile | undefined> {
  const [remoteHead, ownBranch] = await Promise.all([
    git(['symbolic-ref', '--quiet', '--short', `refs/remotes/${REMOTE}/HEAD`], { cwd: root, read: true, allowFailure: true }),
    git(['symbolic-ref', '--quiet', '--short', 'HEAD'], { cwd: root, read: true, allowFailure: true }),
  ]);
  if (remoteHead.status !== 0) return undefined;
  const ref = remoteHead.stdout.toString().trim();
  const branch = ref.slice(`${REMOTE}/`.length);
  if (!ref.startsWith(`${REMOTE}/`) || ownBranch.stdout.toString().trim() === branch) return undefined;
  const fetched = options.fetch && (await fetchRef(root, REMOTE, `refs/heads/${branch}`, `refs/remotes/${ref}`).catch(() => false));
  const shown = await git(['cat-file', 'blob', `refs/remotes/${ref}:${path}`], { cwd: root, read: true, allowFailure: true });
  return shown.status === 0 ? { ref, path, bytes: shown.stdout, fetched } : undefined;
}

/**
 * The file as this checkout's branch began from `ref` (their merge-base), or
 * undefined when they share no history or the base does not hold it: how a
 * reader tells a copy left as the branch found it from one edited since.
 */
export async function branchPointCopy(root: string, ref: string, path: string): Promise<Buffer | undefined> {
  const base = await git(['merge-base', 'HEAD', `refs/remotes/${ref}`], { cwd: root, read: true, allowFailure: true });
  if (base.status !== 0) return undefined;
  const shown = await git(['cat-file', 'blob', `${base.stdout.toString().trim()}:${path}`], { cwd: root, read: true, allowFailure: true });
  return shown.status === 0 ? shown.stdout : undefined;
}

/**
 * Exchanging one ref with a remote: fetch it into a private tracking ref,
 * push a commit to it only if the remote still has what we fetched
 * (--force-with-lease), and tell "someone pushed first" from real failures.
 */
import { GitError } from '../errors.js';
import { networkGit, type ProgressListener } from './network.js';

const NETWORK_CONFIG = { 'core.hooksPath': '/dev/null', 'gc.auto': '0', 'maintenance.auto': 'false' };

/** Fetches `ref` from `remote` into `trackingRef`; false when the remote has no such ref. */
export async function fetchRef(cwd: string, remote: string, ref: string, trackingRef: string, onProgress?: ProgressListener): Promise<boolean> {
  return fetchInto(cwd, remote, ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--end-of-options', remote, `+${ref}:${trackingRef}`], onProgress);
}

/**
 * Fetches `ref` from `remote` again with every object it needs, as a fresh
 * clone would (`--refetch`), whatever this repository believes it has: how
 * an object lost or damaged here is brought back. False when the remote has
 * no such ref.
 */
export async function refetchRef(cwd: string, remote: string, ref: string, trackingRef: string, onProgress?: ProgressListener): Promise<boolean> {
  return fetchInto(
    cwd,
    remote,
    ['fetch', '--quiet', '--refetch', '--no-tags', '--no-write-fetch-head', '--end-of-options', remote, `+${ref}:${trackingRef}`],
    onProgress,
  );
}

async function fetchInto(cwd: string, remote: string, args: string[], onProgress?: ProgressListener): Promise<boolean> {
  const result = await networkGit(args, { cwd, config: NETWORK_CONFIG, onProgress });
  if (result.status === 0) return true;
  if (/couldn't find remote ref/i.test(result.stderr)) return false;
  throw new GitError(args, result.status, result.stderr, { hint: `Check that ${remote} is a reachable remote (git remote -v).` });
}

export type PushOutcome = 'pushed' | 'rejected';

/**
 * Sets the remote's `ref` to `commit` if it is still at `expected` (undefined:
 * it must not exist). 'rejected' means another machine pushed first.
 */
export async function pushRef(
  cwd: string,
  remote: string,
  ref: string,
  commit: string,
  expected: string | undefined,
  onProgress?: ProgressListener,
): Promise<PushOutcome> {
  const args = ['push', '--quiet', '--porcelain', `--force-with-lease=${ref}:${expected ?? ''}`, '--end-of-options', remote, `${commit}:${ref}`];
  const result = await networkGit(args, { cwd, config: NETWORK_CONFIG, onProgress });
  if (result.status === 0) return 'pushed';
  const output = `${result.stdout.toString('utf8')}\n${result.stderr}`;
  if (/\[rejected\]|stale info|fetch first|non-fast-forward|cannot lock ref|failed to update ref/i.test(output)) return 'rejected';
  throw new GitError(args, result.status, result.stderr || output, { hint: `Check that you may push to ${remote}.` });
}

/**
 * Exchanging one ref with a remote: fetch it into a private tracking ref,
 * push a commit to it only if the remote still has what we fetched
 * (--force-with-lease), and tell "someone pushed first" from real failures.
 */
import { GitError } from '../errors.js';
import { git } from './run.js';

const NETWORK_CONFIG = { 'core.hooksPath': '/dev/null', 'gc.auto': '0', 'maintenance.auto': 'false' };

/** Fetches `ref` from `remote` into `trackingRef`; false when the remote has no such ref. */
export async function fetchRef(cwd: string, remote: string, ref: string, trackingRef: string): Promise<boolean> {
  const args = ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', '--end-of-options', remote, `+${ref}:${trackingRef}`];
  const result = await git(args, { cwd, config: NETWORK_CONFIG, allowFailure: true });
  if (result.status === 0) return true;
  if (/couldn't find remote ref/i.test(result.stderr)) return false;
  throw new GitError(args, result.status, result.stderr, { hint: `Check that ${remote} is a reachable remote (git remote -v).` });
}

/**
 * Fetches `ref` from `remote` again with every object it needs, as a fresh
 * clone would (`--refetch`), whatever this repository believes it has: how
 * an object lost or damaged here is brought back. False when the remote has
 * no such ref.
 */
export async function refetchRef(cwd: string, remote: string, ref: string, trackingRef: string): Promise<boolean> {
  const args = ['fetch', '--quiet', '--refetch', '--no-tags', '--no-write-fetch-head', '--end-of-options', remote, `+${ref}:${trackingRef}`];
  const result = await git(args, { cwd, config: NETWORK_CONFIG, allowFailure: true });
  if (result.status === 0) return true;
  if (/couldn't find remote ref/i.test(result.stderr)) return false;
  throw new GitError(args, result.status, result.stderr, { hint: `Check that ${remote} is a reachable remote (git remote -v).` });
}

/** The names of the repository's remotes. */
export async function remoteNames(cwd: string): Promise<string[]> {
  const result = await git(['remote'], { cwd, read: true, allowFailure: true });
  return result.stdout.toString('utf8').split('\n').filter((name) => name !== '');
}

export type PushOutcome = 'pushed' | 'rejected';

/**
 * Sets the remote's `ref` to `commit` if it is still at `expected` (undefined:
 * it must not exist). 'rejected' means another machine pushed first.
 */
export async function pushRef(cwd: string, remote: string, ref: string, commit: string, expected: string | undefined): Promise<PushOutcome> {
  const args = ['push', '--quiet', '--porcelain', `--force-with-lease=${ref}:${expected ?? ''}`, '--end-of-options', remote, `${commit}:${ref}`];
  const result = await git(args, { cwd, config: NETWORK_CONFIG, allowFailure: true });
  if (result.status === 0) return 'pushed';
  const output = `${result.stdout.toString('utf8')}\n${result.stderr}`;
  if (/\[rejected\]|stale info|fetch first|non-fast-forward|cannot lock ref|failed to update ref/i.test(output)) return 'rejected';
  throw new GitError(args, result.status, result.stderr || output, { hint: `Check that you may push to ${remote}.` });
}

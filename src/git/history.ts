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

/** The old values of `ref` its reflog holds, newest first (none when git keeps no reflog for it). */
export async function reflogValues(cwd: string, ref: string): Promise<string[]> {
  const result = await git(['reflog', 'show', '--format=%H', '--no-abbrev', ref, '--'], { cwd, read: true, allowFailure: true });
  return result.status === 0 ? [...new Set(result.stdout.toString('utf8').split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line)))] : [];
}

/** Those of `commits` that `tip`'s history does not hold (one git process). */
export async function commitsNotIn(cwd: string, commits: readonly string[], tip: string): Promise<string[]> {
  if (commits.length === 0) return [];
  const result = await git(['rev-list', ...commits, `^${tip}`, '--'], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [];
  const outside = new Set(result.stdout.toString('utf8').split('\n').filter((line) => line !== ''));
  return commits.filter((commit) => outside.has(commit));
}

/** Those of `commits` no other of them reaches: the tips of what they hold together. */
export async function independentCommits(cwd: string, commits: readonly string[]): Promise<string[]> {
  if (commits.length < 2) return [...commits];
  const result = await git(['merge-base', '--independent', ...commits], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [...commits];
  const tips = new Set(result.stdout.toString('utf8').split('\n').filter((line) => line !== ''));
  return commits.filter((commit) => tips.has(commit));
}

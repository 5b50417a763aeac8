/** Questions about the commit graph. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The values `ref` has had, newest first, as its reflog file names them (none
 * when git keeps no reflog for it). Read from the file: git's own `reflog
 * show` formats each commit and dies at the first damaged one — exactly when
 * an older value is wanted.
 */
export function reflogValues(commonDir: string, ref: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(commonDir, 'logs', ref), 'utf8');
  } catch {
    return [];
  }
  const values = new Set<string>();
  for (const line of text.split('\n').reverse()) {
    const [before, after] = line.split(' ');
    for (const id of [after, before]) if (id !== undefined && OBJECT_ID.test(id) && !/^0+$/.test(id)) values.add(id);
  }
  return [...values];
}

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** Those of `commits` that `tip`'s history does not hold (one git process). */
export async function commitsNotIn(cwd: string, commits: readonly string[], tip: string): Promise<string[]> {
  if (commits.length === 0) return [];
  const result = await git(['rev-list', ...commits, `^${tip}`, '--'], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [];
  const outside = new Set(
    result.stdout
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commits.filter((commit) => outside.has(commit));
}

/** Those of `commits` no other of them reaches: the tips of what they hold together. */
export async function independentCommits(cwd: string, commits: readonly string[]): Promise<string[]> {
  if (commits.length < 2) return [...commits];
  const result = await git(['merge-base', '--independent', ...commits], { cwd, read: true, allowFailure: true });
  if (result.status !== 0) return [...commits];
  const tips = new Set(
    result.stdout
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commits.filter((commit) => tips.has(commit));
}

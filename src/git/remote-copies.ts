/**
 * Remote-tracking copies of a branch (`refs/remotes/<remote>/<branch>`): what a
 * clone has of a branch it never checked out, such as the log in a CI job that
 * ran `git fetch origin teamdoc/log`.
 */
import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readIfAny } from './optional-file.js';
import { filesRefStorage } from './refs.js';
import { repoFromFiles } from './repo-files.js';
import { gitText } from './run.js';

/** Full ref names of every remote's copy of `branchRef` (refs/heads/…), `origin` first. */
export async function remoteTrackingCopies(cwd: string, branchRef: string): Promise<string[]> {
  if (!branchRef.startsWith('refs/heads/')) return [];
  const branch = branchRef.slice('refs/heads/'.length);
  const listed = remoteRefsFromFiles(cwd) ?? (await gitText(['for-each-ref', '--format=%(refname)', 'refs/remotes/'], { cwd, read: true })).split('\n');
  const copies = listed.filter((ref) => ref.endsWith(`/${branch}`) && ref.split('/').length === branch.split('/').length + 3);
  return copies.sort((a, b) => Number(b.startsWith('refs/remotes/origin/')) - Number(a.startsWith('refs/remotes/origin/')) || (a < b ? -1 : 1));
}

/**
 * The refs below refs/remotes/ read from files (packed and loose) where the repository is an ordinary one
 * (git/repo-files.ts) keeping its refs as files; undefined otherwise, and git lists them. A loose file
 * that holds neither an object id nor a symbolic ref (damage, a half-written file) is git's to judge.
 */
function remoteRefsFromFiles(cwd: string): string[] | undefined {
  const repo = repoFromFiles(cwd);
  if (repo === undefined || !filesRefStorage(repo.commonDir)) return undefined;
  try {
    const packed = (readIfAny(join(repo.commonDir, 'packed-refs')) ?? '').split('\n').flatMap((line) => {
      const ref = /^[0-9a-f]{40}(?:[0-9a-f]{24})? (refs\/remotes\/\S+)$/.exec(line)?.[1];
      return ref === undefined ? [] : [ref];
    });
    const loose = looseRefsBelow(join(repo.commonDir, 'refs', 'remotes'), 'refs/remotes');
    return loose === undefined ? undefined : [...new Set([...packed, ...loose])];
  } catch {
    return undefined;
  }
}

const LOOSE_REF = /^(?:[0-9a-f]{40}(?:[0-9a-f]{24})?|ref: refs\/\S+)\n?$/;

function looseRefsBelow(folder: string, prefix: string): string[] | undefined {
  const names = readdirIfAny(folder);
  const refs: string[] = [];
  for (const entry of names) {
    // git's own lock files, never refs.
    if (entry.name.endsWith('.lock')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const below = looseRefsBelow(path, `${prefix}/${entry.name}`);
      if (below === undefined) return undefined;
      refs.push(...below);
    } else if (entry.isFile() && LOOSE_REF.test(readIfAny(path) ?? '')) refs.push(`${prefix}/${entry.name}`);
    else return undefined;
  }
  return refs;
}

function readdirIfAny(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

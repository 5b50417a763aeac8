/**
 * Where a file sits in git: the worktree that holds it, its path from that
 * worktree's root (as git spells paths), and whether this clone is shallow.
 * Asked from the file's own folder, so a doc named from outside its repository
 * still finds its history: from files in the ordinary shapes (repo-files.ts),
 * else one `git rev-parse`.
 */
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { repoFromFiles } from './repo-files.js';
import { git } from './run.js';

export interface FileInRepo {
  /** The worktree's root. */
  root: string;
  /** The file's path from the root, with `/`. */
  path: string;
  commonDir: string;
  shallow: boolean;
}

/** Undefined when the file is not inside a git worktree. */
export async function locateFileInRepo(file: string): Promise<FileInRepo | undefined> {
  const found = fromFiles(file);
  if (found) return found;
  const run = await git(['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir', '--is-shallow-repository', '--show-prefix'], {
    cwd: dirname(file),
    read: true,
    allowFailure: true,
  });
  if (run.status !== 0) return undefined;
  const [root = '', commonDir = '', shallow = '', prefix = ''] = run.stdout.toString('utf8').split('\n');
  if (root === '') return undefined;
  return { root, path: `${prefix}${basename(file)}`, commonDir, shallow: shallow === 'true' };
}

function fromFiles(file: string): FileInRepo | undefined {
  const repo = repoFromFiles(dirname(file));
  if (repo === undefined) return undefined;
  try {
    // git keeps a shallow clone's boundary in the common dir's `shallow` file; an empty one is git's to judge.
    const shallow = statSync(join(repo.commonDir, 'shallow'), { throwIfNoEntry: false });
    if (shallow !== undefined && shallow.size === 0) return undefined;
    const prefix = relative(repo.worktree, realpathSync(dirname(file)));
    return {
      root: repo.worktree,
      path: `${prefix === '' ? '' : `${prefix.split(sep).join('/')}/`}${basename(file)}`,
      commonDir: repo.commonDir,
      shallow: shallow !== undefined,
    };
  } catch {
    return undefined;
  }
}

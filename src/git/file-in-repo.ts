/**
 * Where a file sits in git: the worktree that holds it, its path from that
 * worktree's root (as git spells paths), and whether this clone is shallow.
 * One `git rev-parse` from the file's own folder, so a doc named from outside
 * its repository still finds its history.
 */
import { basename, dirname } from 'node:path';
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

/**
 * The worktrees of a repository: the main one and every linked one, wherever
 * they live on disk. Read from the common dir's files in the ordinary shapes
 * (repo-files.ts: the main worktree beside its `.git`, each linked one named by
 * its `gitdir` file), else from `git worktree list --porcelain`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readIfAny } from './optional-file.js';
import { repoFromFiles } from './repo-files.js';
import { git } from './run.js';

export interface Worktree {
  path: string;
  bare: boolean;
  branch: string | undefined;
}

export async function listWorktrees(cwd: string): Promise<Worktree[]> {
  const fromFiles = worktreesFromFiles(cwd);
  if (fromFiles) return fromFiles;
  const { stdout } = await git(['worktree', 'list', '--porcelain', '-z'], { cwd, read: true });
  const worktrees: Worktree[] = [];
  let current: Worktree | undefined;
  // -z ends each attribute with NUL and each record with an extra NUL, so paths may hold newlines.
  for (const field of stdout.toString('utf8').split('\0')) {
    if (field.startsWith('worktree ')) {
      current = { path: field.slice('worktree '.length), bare: false, branch: undefined };
      worktrees.push(current);
    } else if (current && field === 'bare') current.bare = true;
    else if (current && field.startsWith('branch ')) current.branch = field.slice('branch '.length);
  }
  return worktrees;
}

function worktreesFromFiles(cwd: string): Worktree[] | undefined {
  const repo = repoFromFiles(cwd);
  // A git dir kept apart from its worktree (`--separate-git-dir`) names its main worktree in ways git resolves itself.
  if (repo === undefined || !repo.commonDir.endsWith('/.git')) return undefined;
  const linked = join(repo.commonDir, 'worktrees');
  let names: string[];
  try {
    names = readdirSync(linked, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    names = [];
  }
  const worktrees: Worktree[] = [{ path: dirname(repo.commonDir), bare: false, branch: branchOf(repo.commonDir) }];
  for (const name of names) {
    const gitFile = readIfAny(join(linked, name, 'gitdir'))?.trim();
    if (gitFile === undefined || !gitFile.endsWith('/.git')) return undefined;
    worktrees.push({ path: dirname(gitFile), bare: false, branch: branchOf(join(linked, name)) });
  }
  return worktrees;
}

/** The branch a git dir's HEAD names; undefined when it is detached. */
function branchOf(gitDir: string): string | undefined {
  return /^ref: (refs\/heads\/\S+)\s*$/.exec(readIfAny(join(gitDir, 'HEAD')) ?? '')?.[1];
}

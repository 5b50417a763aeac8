/**
 * The worktrees of a repository, from `git worktree list --porcelain`: the main
 * one and every linked one, wherever they live on disk.
 */
import { git } from './run.js';

export interface Worktree {
  path: string;
  bare: boolean;
  branch: string | undefined;
}

export async function listWorktrees(cwd: string): Promise<Worktree[]> {
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

/**
 * git's own lock files in a repository's common dir: the indexes, HEADs,
 * refs, packed-refs and config. A git killed while holding one blocks every
 * later write; git cannot tell a stale one from one in use (an editor opened
 * by `git commit` holds index.lock for minutes), so these are only listed,
 * with their age, for a person to judge.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface GitLockFile {
  /** Absolute path. */
  path: string;
  /** Path relative to the common dir, for messages. */
  name: string;
  ageMs: number;
}

/** `now` is the file system's clock (time/file-ages.ts), which stamped the files. */
export function findGitLockFiles(commonDir: string, now: number): GitLockFile[] {
  const found: GitLockFile[] = [];
  const visit = (directory: string, recursive: boolean) => {
    let names: string[];
    try {
      names = readdirSync(directory);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(directory, name);
      let stats;
      try {
        stats = statSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) {
        if (recursive) visit(path, true);
      } else if (name.endsWith('.lock')) {
        found.push({ path, name: relative(commonDir, path), ageMs: Math.max(0, now - stats.mtimeMs) });
      }
    }
  };
  visit(commonDir, false);
  visit(join(commonDir, 'refs'), true);
  visit(join(commonDir, 'logs'), true);
  let worktrees: string[] = [];
  try {
    worktrees = readdirSync(join(commonDir, 'worktrees'));
  } catch {
    // No linked worktrees.
  }
  for (const worktree of worktrees) visit(join(commonDir, 'worktrees', worktree), false);
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Which sessions belong to the project: those whose cwd lies in one of the
 * repository's worktrees (the main one, each linked one, and Claude Code's own
 * `.claude/worktrees/*`, which sit inside the main one). Paths are compared as
 * given and as resolved through symlinks, since a transcript records the
 * resolved cwd.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { listWorktrees } from '../git/worktrees.js';
import { locateRepo } from '../git/repo.js';
import { UsageError } from '../errors.js';
import { DubiousOwnership } from '../git/run.js';

export interface ProjectScope {
  /** Folders whose sessions are the project's; a session belongs when its cwd is one of them or inside one. */
  roots: string[];
  /** Whether the roots came from git, or from the working directory alone. */
  source: 'git' | 'directory';
}

export async function projectScope(cwd: string): Promise<ProjectScope> {
  let roots: string[];
  let source: ProjectScope['source'] = 'git';
  try {
    const repo = await locateRepo(cwd);
    const worktrees = (await listWorktrees(cwd)).filter((worktree) => !worktree.bare).map((worktree) => worktree.path);
    roots = worktrees.length > 0 ? worktrees : [repo.worktree ?? cwd];
    // Worktrees Claude Code made and later removed are gone from git's list; their cwds still sit under here.
    if (repo.mainWorktree !== undefined) roots.push(join(repo.mainWorktree, '.claude', 'worktrees'));
  } catch (error) {
    if (!(error instanceof UsageError) || error instanceof DubiousOwnership) throw error;
    roots = [cwd];
    source = 'directory';
  }
  return { roots: withResolved(roots), source };
}

function withResolved(paths: string[]): string[] {
  const all = new Set<string>();
  for (const path of paths) {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    all.add(trimmed);
    try {
      all.add(realpathSync(trimmed));
    } catch {
      // a removed worktree: its recorded path is all there is
    }
  }
  return [...all];
}

export function inProject(scope: ProjectScope, cwd: string | undefined): boolean {
  if (cwd === undefined) return false;
  return scope.roots.some((root) => cwd === root || cwd.startsWith(root.endsWith('/') ? root : `${root}/`));
}

/**
 * Which file is "the team doc" when none is named: from any worktree, the
 * main worktree's copy (a linked worktree's checkout may be stale; the main
 * worktree's file is the one the leader edits), at the path in git config
 * `teamdoc.doc` (relative to the main worktree) or else `TEAM.md`.
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import { UsageError } from '../errors.js';
import { readConfig } from '../git/config.js';
import { locateRepo, type RepoLocation } from '../git/repo.js';
import { DubiousOwnership } from '../git/run.js';

export const DEFAULT_DOC_NAME = 'TEAM.md';
export const DOC_CONFIG_KEY = 'teamdoc.doc';

export async function findTeamDoc(cwd: string): Promise<string> {
  const repo = await locateRepo(cwd).catch((error: unknown) => {
    if (!(error instanceof UsageError) || error instanceof DubiousOwnership) throw error;
    throw new UsageError('no team doc named, and not inside a git repository to find one in', {
      hint: 'Name the file (`teamdoc check TEAM.md`), or run inside the repository that holds the team doc.',
      cause: error,
    });
  });
  return teamDocIn(repo, cwd);
}

/** The team doc's path in a repository already located (saves a git process). */
export async function teamDocIn(repo: RepoLocation, cwd: string): Promise<string> {
  const root = repo.mainWorktree;
  if (root === undefined) {
    throw new UsageError('no team doc named, and a bare repository has no worktree to find one in', { hint: 'Name the file: `teamdoc check path/to/TEAM.md`.' });
  }
  const configured = await readConfig(cwd, DOC_CONFIG_KEY);
  if (configured === undefined) return join(root, DEFAULT_DOC_NAME);
  return isAbsolute(configured) ? configured : join(root, configured);
}

/** How findings name a file: relative to the working directory, with `/` on every platform. */
export function displayPath(cwd: string, path: string): string {
  const shown = relative(cwd, path) || path;
  return shown.split(sep).join('/');
}

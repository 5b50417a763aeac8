/**
 * Which file is "the team doc" when none is named: from any worktree, the
 * main worktree's copy (a linked worktree's checkout may be stale; the main
 * worktree's file is the one the leader edits), at the path git config
 * `teamdoc.doc` gives this clone, else the path `.teamdoc.json` commits for
 * every clone and CI, else `TEAM.md` (paths relative to the main worktree).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { InputError, UsageError } from '../errors.js';
import { readConfig } from '../git/config.js';
import { locateRepo, type RepoLocation } from '../git/repo.js';
import { DubiousOwnership } from '../git/run.js';

export const DEFAULT_DOC_NAME = 'TEAM.md';
export const DOC_CONFIG_KEY = 'teamdoc.doc';
/** Committed at the repository's root when the doc is not `TEAM.md`: `{"doc": "docs/team.md"}`. */
export const DOC_POINTER_NAME = '.teamdoc.json';

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

/**
 * The team doc's path in a repository already located (saves a git process); `config`, the clone's
 * `teamdoc.*` config when a command has already read it (log/settings.ts's LOG_CONFIG_KEYS), saves another.
 */
export async function teamDocIn(repo: RepoLocation, cwd: string, config?: ReadonlyMap<string, string>): Promise<string> {
  const root = repo.mainWorktree;
  if (root === undefined) {
    throw new UsageError('no team doc named, and a bare repository has no worktree to find one in', {
      hint: 'Name the file: `teamdoc check path/to/TEAM.md`.',
    });
  }
  const pointer = readDocPointer(root);
  if (pointer.problem !== undefined)
    throw new InputError(
      pointer.problem,
      { file: displayPath(cwd, join(root, DOC_POINTER_NAME)) },
      { hint: `Write it as {"doc": "docs/team.md"}: the team doc's path from the repository's root.` },
    );
  const configured = config === undefined ? await readConfig(cwd, DOC_CONFIG_KEY) : config.get(DOC_CONFIG_KEY) || undefined;
  return docPath(root, configured, pointer.doc);
}

/** Where the doc is, given the clone's git config and the committed pointer. */
export function docPath(root: string, configured: string | undefined, pointed: string | undefined): string {
  const path = configured ?? pointed ?? DEFAULT_DOC_NAME;
  return isAbsolute(path) ? path : join(root, path);
}

/** What `.teamdoc.json` at `root` says: the doc's path, a problem with the file, or nothing (no file). */
export function readDocPointer(root: string): { doc?: string; problem?: string } {
  let text: string;
  try {
    text = readFileSync(join(root, DOC_POINTER_NAME), 'utf8');
  } catch {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON: ${(error as Error).message}` };
  }
  const doc = (data as { doc?: unknown } | null)?.doc;
  if (typeof doc !== 'string' || doc.trim() === '') return { problem: 'expected an object with the team doc’s path as "doc"' };
  if (isAbsolute(doc) || doc.split(/[\\/]/).includes('..'))
    return { problem: `Unexpected "doc": ${JSON.stringify(doc)}, expected a path inside the repository, relative to its root` };
  return { doc };
}

/** How findings name a file: relative to the working directory, with `/` on every platform. */
export function displayPath(cwd: string, path: string): string {
  const shown = relative(cwd, path) || path;
  return shown.split(sep).join('/');
}

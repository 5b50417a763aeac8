/**
 * The team doc as a model, for commands that only read it (`view`, `join`,
 * `send`, `handoff`, the checks at a writer's door): parsed once per edit
 * (tree-cache.ts), no rule run. What judges the doc uses rules/engine/load-doc.ts.
 */
import { existsSync } from 'node:fs';
import type { RepoLocation } from '../git/repo.js';
import { buildModel } from './build-model.js';
import { locatedIn } from './complexity.js';
import { displayPath, teamDocIn } from './locate.js';
import { parseMarkdown } from './markdown.js';
import type { TeamDoc } from './model.js';
import { readDocFile } from './read.js';
import { cachedParse } from './tree-cache.js';

/** Reads and models a team doc; throws InputError (exit 2) when the file cannot be a team doc at all. */
export function readTeamDoc(path: string, shownPath: string): TeamDoc {
  return modelOf(readDocFile(path, shownPath), shownPath);
}

/** A doc's text (as read from a file or a commit) as its model. */
export function modelOf(text: string, shownPath: string): TeamDoc {
  return locatedIn(shownPath, () => buildModel(text, shownPath, (markdown) => cachedParse(markdown, parseMarkdown)));
}

/** The repository's team doc (as `check` finds it), when it keeps one: a repository may record without. */
export async function loadRepoTeamDoc(cwd: string, repo: RepoLocation): Promise<{ doc: TeamDoc; path: string } | undefined> {
  if (repo.mainWorktree === undefined) return undefined;
  const path = await teamDocIn(repo, cwd);
  return existsSync(path) ? { doc: readTeamDoc(path, displayPath(cwd, path)), path } : undefined;
}

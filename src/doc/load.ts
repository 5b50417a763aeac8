/**
 * The doc's public entry points. `parseTeamDoc` builds the model and reports
 * what is structurally wrong with it (as findings, never exceptions);
 * `loadTeamDoc` reads the file first, refusing what is not a text doc.
 */
import { existsSync } from 'node:fs';
import type { Finding } from '../findings/finding.js';
import type { RepoLocation } from '../git/repo.js';
import { rulesInGroup } from '../rules/index.js';
import { runRules } from '../rules/rule.js';
import type { Root } from 'mdast';
import { buildModel } from './build-model.js';
import { displayPath, teamDocIn } from './locate.js';
import { parseMarkdown } from './markdown.js';
import type { TeamDoc } from './model.js';
import { readDocFile } from './read.js';
import { cachedParse } from './tree-cache.js';
import { locatedIn } from './complexity.js';

export interface LoadedDoc {
  doc: TeamDoc;
  /** Findings of the structure rules: front matter, sections, tables, cell values. */
  findings: Finding[];
}

/** `now` is the clock's (time/clock.ts); the structure rules get the same context as every rule. */
export function parseTeamDoc(text: string, file: string, now: Date, parse: (markdown: string) => Root = parseMarkdown): LoadedDoc {
  const doc = buildModel(text, file, parse);
  return { doc, findings: runRules(rulesInGroup('structure'), { doc, file, now }) };
}

/** The repository's team doc (as `check` finds it), when it keeps one: a repository may record without. */
export async function loadRepoTeamDoc(cwd: string, repo: RepoLocation, now: Date): Promise<{ doc: TeamDoc; path: string } | undefined> {
  if (repo.mainWorktree === undefined) return undefined;
  const path = await teamDocIn(repo, cwd);
  return existsSync(path) ? { doc: loadTeamDoc(path, displayPath(cwd, path), now).doc, path } : undefined;
}

/** Reads and parses a team doc; throws InputError (exit 2) when the file cannot be a team doc at all. */
export function loadTeamDoc(path: string, displayPath: string, now: Date): LoadedDoc {
  return parseDocText(readDocFile(path, displayPath), displayPath, now);
}

/** A doc's text as read from its file (or as `check --fix` has edited it), parsed as loadTeamDoc parses it. */
export function parseDocText(text: string, displayPath: string, now: Date): LoadedDoc {
  // The doc a command reads is parsed once per edit, not once per run (tree-cache.ts).
  return locatedIn(displayPath, () => parseTeamDoc(text, displayPath, now, (markdown) => cachedParse(markdown, parseMarkdown)));
}

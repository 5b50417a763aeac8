/**
 * The doc with its structure findings, for what judges it (`check`,
 * `kickoff`): `parseTeamDoc` builds the model and reports what is structurally
 * wrong with it (as findings, never exceptions); `loadTeamDoc` reads the file
 * first, refusing what is not a text doc. What only reads the doc uses
 * doc/load.ts, which runs no rule.
 */
import type { Finding } from '../../findings/finding.js';
import { rulesInGroup } from '../index.js';
import { runRules } from './rule.js';
import type { Root } from 'mdast';
import { buildModel } from '../../doc/build-model.js';
import { parseMarkdown } from '../../doc/markdown.js';
import type { TeamDoc } from '../../doc/model.js';
import { readDocFile } from '../../doc/read.js';
import { cachedParse } from '../../doc/tree-cache.js';
import { locatedIn } from '../../doc/complexity.js';

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

/** Reads and parses a team doc; throws InputError (exit 2) when the file cannot be a team doc at all. */
export function loadTeamDoc(path: string, displayPath: string, now: Date): LoadedDoc {
  return parseDocText(readDocFile(path, displayPath), displayPath, now);
}

/** A doc's text as read from its file (or as `check --fix` has edited it), parsed as loadTeamDoc parses it. */
export function parseDocText(text: string, displayPath: string, now: Date): LoadedDoc {
  // The doc a command reads is parsed once per edit, not once per run (tree-cache.ts).
  return locatedIn(displayPath, () => parseTeamDoc(text, displayPath, now, (markdown) => cachedParse(markdown, parseMarkdown)));
}

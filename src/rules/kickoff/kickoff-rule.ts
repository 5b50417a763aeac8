/**
 * Rules whose input is a kickoff rather than the team doc. The doc is their
 * context, not their subject: a kickoff is checked against the doc it came
 * from (the part's owner, resources, criteria), and a rule that needs the doc
 * says so and is skipped when none was found.
 */
import type { Span, TeamDoc } from '../../doc/model.js';
import type { Kickoff, KickoffHeading } from '../../kickoff/model.js';
import { nameKey } from '../../doc/vocabulary.js';
import { RULES_DOC_URL, type Related, type RuleOf } from '../engine/rule.js';

export interface KickoffRuleContext {
  kickoff: Kickoff;
  /** The path findings name (the kickoff's). */
  file: string;
  now: Date;
  /** The team doc the kickoff is checked against, when one was found. */
  doc?: TeamDoc;
  /** The doc's absolute path. */
  docPath?: string;
  /** The doc as findings name it (related locations point into it). */
  docFile?: string;
}

/** A rule over a kickoff; one that needs the doc (`N` = 'doc') is given it. */
export type KickoffRule<N extends 'doc' = 'doc'> = RuleOf<KickoffRuleContext, N> & { group: 'kickoff' };

export function defineKickoffRule<N extends 'doc' = never>(
  definition: Omit<KickoffRule<N>, 'url' | 'needs' | 'group'> & { needs?: readonly N[] },
): KickoffRule<N> {
  return { ...definition, group: 'kickoff', needs: definition.needs ?? [], url: `${RULES_DOC_URL}#${definition.id}` };
}

/** The first heading whose text matches, if any: where a missing element belongs. */
export function headingMatching(kickoff: Kickoff, pattern: RegExp): KickoffHeading | undefined {
  return kickoff.headings.find((heading) => pattern.test(heading.text));
}

/** Where to point at something the kickoff lacks: its section's heading, else its title, else 1:1. */
export function missingAt(kickoff: Kickoff, section?: RegExp): Span {
  const heading = (section && headingMatching(kickoff, section)) ?? kickoff.headings[0];
  return heading?.span ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}

/** A related place in the team doc. */
export function inDoc(context: KickoffRuleContext, span: Span, message: string): Related {
  return context.docFile === undefined ? { span, message } : { span, message, file: context.docFile };
}

/** The name as a word of its own, case aside. */
export function mentions(text: string, name: string): boolean {
  const key = nameKey(name);
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(key); at !== -1; at = lower.indexOf(key, at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + key.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}_-]/u.test(char);
}

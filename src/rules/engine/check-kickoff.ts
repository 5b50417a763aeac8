/**
 * One kickoff through every kickoff rule, against the team doc it came from
 * when one was found (the rules that need the doc are skipped otherwise).
 */
import type { TeamDoc } from '../../doc/model.js';
import { readDocFile } from '../../doc/read.js';
import { sortFindings, type Finding } from '../../findings/finding.js';
import { locatedIn } from '../../doc/complexity.js';
import { readKickoff } from '../../kickoff/read-kickoff.js';
import { KICKOFF_RULES } from '../kickoff/index.js';
import { runRules } from './rule.js';

export interface KickoffCheckOptions {
  now: Date;
  doc?: { doc: TeamDoc; path: string; file: string } | undefined;
}

export function checkKickoff(path: string, displayPath: string, options: KickoffCheckOptions): Finding[] {
  // The same bounds as a team doc: a kickoff is a page of Markdown too.
  const text = readDocFile(path, displayPath);
  const kickoff = locatedIn(displayPath, () => readKickoff(text, displayPath));
  const context = { kickoff, file: displayPath, now: options.now, doc: options.doc?.doc, docPath: options.doc?.path, docFile: options.doc?.file };
  return sortFindings(runRules(KICKOFF_RULES, context));
}

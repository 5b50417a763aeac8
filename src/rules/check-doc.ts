/**
 * One team doc through every enabled rule: the structure rules while loading,
 * then the others. Providers (the log, the history) are loaded by the caller
 * only when a rule in `rules` needs them.
 */
import { loadTeamDoc, type LoadedDoc } from '../doc/load.js';
import { sortFindings, type Finding } from '../findings/finding.js';
import { ALL_RULES } from './index.js';
import { runRules, type Rule, type RuleProviders } from './rule.js';

export interface CheckOptions {
  now: Date;
  rules?: readonly Rule[];
  providers?: RuleProviders;
}

export function checkTeamDoc(path: string, displayPath: string, options: CheckOptions): Finding[] {
  return checkLoadedDoc(loadTeamDoc(path, displayPath, options.now), displayPath, options);
}

/** The rules over a doc already loaded (so a caller can read its history in between). */
export function checkLoadedDoc({ doc, findings }: LoadedDoc, displayPath: string, options: CheckOptions): Finding[] {
  const rules = options.rules ?? ALL_RULES;
  const enabled = new Set(rules.map((rule) => rule.id));
  const structure = findings.filter((finding) => enabled.has(finding.ruleId));
  const others = rules.filter((rule) => rule.group !== 'structure');
  return sortFindings([...structure, ...runRules(others, { doc, file: displayPath, now: options.now, ...options.providers })]);
}

/**
 * One team doc through every enabled rule: the structure rules while loading,
 * then the others. Providers (the log, the history) are loaded by the caller
 * only when a rule in `rules` needs them.
 */
import { loadTeamDoc } from '../doc/load.js';
import type { TeamDoc } from '../doc/model.js';
import { sortFindings, type Finding } from '../findings/finding.js';
import { ALL_RULES } from './index.js';
import { runRules, type Rule, type RuleProviders } from './rule.js';

export interface CheckOptions {
  now: Date;
  rules?: readonly Rule[];
  providers?: RuleProviders;
}

export function checkTeamDoc(path: string, displayPath: string, options: CheckOptions): Finding[] {
  return checkTeamDocModel(path, displayPath, options).findings;
}

/** The same check, keeping the model for callers that go on to use the doc (kickoff). */
export function checkTeamDocModel(path: string, displayPath: string, options: CheckOptions): { doc: TeamDoc; findings: Finding[] } {
  const rules = options.rules ?? ALL_RULES;
  const { doc, findings } = loadTeamDoc(path, displayPath, options.now);
  const enabled = new Set(rules.map((rule) => rule.id));
  const structure = findings.filter((finding) => enabled.has(finding.ruleId));
  const others = rules.filter((rule) => rule.group !== 'structure');
  return { doc, findings: sortFindings([...structure, ...runRules(others, { doc, file: displayPath, now: options.now, ...options.providers })]) };
}

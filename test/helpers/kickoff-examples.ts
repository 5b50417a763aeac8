/**
 * Runs a kickoff rule's ok and not-ok examples as tests, the way doc rules'
 * examples run: the rule alone over the example kickoff, checked against one
 * fixed team doc (the valid corpus base at /work/main/TEAM.md), asserting every
 * finding's rule id, severity, url, wording and exact position.
 */
import { buildModel } from '../../src/doc/build-model.js';
import type { Finding } from '../../src/findings/finding.js';
import { readKickoff } from '../../src/kickoff/read-kickoff.js';
import type { KickoffRule } from '../../src/rules/kickoff/kickoff-rule.js';
import { runRules } from '../../src/rules/engine/rule.js';
import { EXAMPLE_NOW, exampleSuite, type Expected } from './rule-examples.js';
import { VALID_DOC } from './team-docs.js';

export { md } from './rule-examples.js';

/** Where the examples' team doc lives, as far as the kickoffs know. */
export const KICKOFF_EXAMPLE_DOC_PATH = '/work/main/TEAM.md';

export interface KickoffRuleExamples {
  ok: Record<string, string>;
  notOk: Record<string, { kickoff: string; findings: Expected[] }>;
}

export function runKickoffRule(rule: KickoffRule, kickoff: string): Finding[] {
  const doc = buildModel(VALID_DOC, 'TEAM.md');
  return runRules([rule], {
    kickoff: readKickoff(kickoff, 'kickoff.md'),
    file: 'kickoff.md',
    now: EXAMPLE_NOW,
    doc,
    docPath: KICKOFF_EXAMPLE_DOC_PATH,
    docFile: 'TEAM.md',
  });
}

export function kickoffRuleExamples(rule: KickoffRule, examples: KickoffRuleExamples): void {
  const notOk = Object.fromEntries(Object.entries(examples.notOk).map(([name, example]) => [name, { input: example.kickoff, findings: example.findings }]));
  exampleSuite(`kickoff rule ${rule.id}`, rule, { ok: examples.ok, notOk }, (kickoff) => runKickoffRule(rule, kickoff), 'kickoff.md');
}

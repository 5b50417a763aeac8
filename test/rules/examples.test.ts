/**
 * Every rule's ok and not-ok examples (`test/rules/examples/<id>.examples.ts`)
 * run here as tests; a rule without examples fails. A doc rule's
 * examples are team docs; a configuration rule's are team docs checked whole;
 * a kickoff rule's are kickoffs, checked against the valid corpus team doc.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_RULES } from '../../src/rules/config/index.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { KICKOFF_RULES } from '../../src/rules/kickoff/index.js';
import { kickoffRuleExamples, type KickoffRuleExamples } from '../helpers/kickoff-examples.js';
import { configRuleExamples, examplesOf, examplesUrl, ruleExamples, type RuleExamples } from '../helpers/rule-examples.js';

describe('rule examples', () => {
  it('every rule has examples, with at least one ok and one not-ok example', async () => {
    for (const rule of [...ALL_RULES, ...CONFIG_RULES, ...KICKOFF_RULES]) {
      expect(existsSync(examplesUrl(rule.id)), `test/rules/examples/${rule.id}.examples.ts`).toBe(true);
      const examples = await examplesOf<{ ok: object; notOk: object }>(rule.id);
      expect(Object.keys(examples.ok).length, rule.id).toBeGreaterThan(0);
      expect(Object.keys(examples.notOk).length, rule.id).toBeGreaterThan(0);
    }
  });
});

for (const rule of ALL_RULES) {
  if (existsSync(examplesUrl(rule.id))) ruleExamples(rule, await examplesOf<RuleExamples>(rule.id));
}

for (const rule of CONFIG_RULES) {
  if (existsSync(examplesUrl(rule.id))) configRuleExamples(rule, await examplesOf<RuleExamples>(rule.id));
}

for (const rule of KICKOFF_RULES) {
  if (existsSync(examplesUrl(rule.id))) kickoffRuleExamples(rule, await examplesOf<KickoffRuleExamples>(rule.id));
}

/**
 * Every rule's ok and not-ok examples (`src/rules/<id>.examples.ts`, beside
 * the rule) run here as tests; a rule without examples fails.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/rules/index.js';
import { ruleExamples, type RuleExamples } from '../helpers/rule-examples.js';

const examplesUrl = (id: string) => new URL(`../../src/rules/${id}.examples.ts`, import.meta.url);

describe('rule examples', () => {
  it('every rule has examples beside it, with at least one ok and one not-ok doc', async () => {
    for (const rule of ALL_RULES) {
      expect(existsSync(examplesUrl(rule.id)), `src/rules/${rule.id}.examples.ts`).toBe(true);
      const examples = ((await import(examplesUrl(rule.id).href)) as { default: RuleExamples }).default;
      expect(Object.keys(examples.ok).length, rule.id).toBeGreaterThan(0);
      expect(Object.keys(examples.notOk).length, rule.id).toBeGreaterThan(0);
    }
  });
});

for (const rule of ALL_RULES) {
  if (!existsSync(examplesUrl(rule.id))) continue;
  const examples = ((await import(examplesUrl(rule.id).href)) as { default: RuleExamples }).default;
  ruleExamples(rule, examples);
}

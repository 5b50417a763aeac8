/**
 * Every hint's suggested edit, applied, makes its finding go away without
 * causing an error: each rule's not-ok examples are checked, every finding's
 * suggestion is applied to the example doc, and the whole rule set runs again.
 * Rules whose hints propose an edit must carry it as data (Finding.suggestion).
 * A hint whose way out is a command, not an edit (worker-silent: the worker
 * reports), is run as written where its rule is tested with the CLI.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import type { Finding } from '../../src/findings/finding.js';
import { applyTextEdits } from '../../src/findings/text-edits.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { withDerivedProviders } from '../../src/rules/engine/derived-providers.js';
import { runRules, type Rule } from '../../src/rules/engine/rule.js';
import { exampleLog } from '../helpers/example-log.js';
import { EXAMPLE_NOW, exampleHistory, exampleLive, examplesOf, examplesUrl, runRule, type Example, type RuleExamples } from '../helpers/rule-examples.js';

/** Rules whose hints propose one edit of the doc where they can: their not-ok examples show at least one. */
const SUGGESTING_RULES = [
  'front-matter-unknown-key',
  'table-row-cells',
  'role-runtime-value',
  'role-status-value',
  'resource-kind-value',
  'role-parent-exists',
  'resource-owner-exists',
  'board-owner-exists',
  'closeout-workers-active',
  'chain-session-unlisted',
  'chain-row-outdated',
  'chain-statement-mismatch',
  'chain-handoff-predecessor-active',
  'part-plan-recorded',
  'part-plan-criteria',
  'section-missing',
  'part-section-name',
  'table-columns',
  'role-part-exists',
  'table-column-order',
  'table-alignment',
  'part-owner-single',
  'chain-part-single',
  'role-top-single',
  'live-session-gone',
  'resource-held-by-finished',
];

/**
 * Rules whose edit only changes a status, a parent or an owner, or removes a
 * row: applied, they leave no new finding at all. A row added may still ask
 * for what only a person knows (a placeholder) or wait for a first report.
 */
const CLEAN_EDIT_RULES = new Set(['part-owner-single', 'chain-part-single', 'role-top-single', 'live-session-gone', 'resource-held-by-finished']);

/** Every rule over the example, with its log and history as the example gives them. */
function allFindings(example: Example, doc: string): Finding[] {
  const model = buildModel(doc, 'example.md');
  const log = example.log === undefined ? {} : exampleLog(example.log);
  const history = example.history === undefined ? {} : { history: exampleHistory(model, example.history) };
  const live = example.live === undefined ? {} : { live: exampleLive(example.live) };
  return runRules(ALL_RULES, withDerivedProviders({ doc: model, file: 'example.md', now: EXAMPLE_NOW, ...log, ...history, ...live }, ALL_RULES));
}

/** A finding as text that survives lines moving: rule, and message with line numbers blanked. */
function sameness(finding: Finding): string {
  return `${finding.ruleId} ${finding.message.replace(/\bline \d+/g, 'line N').replace(/\d+:\d+/g, 'N:N')}`;
}

for (const rule of ALL_RULES) {
  if (!existsSync(examplesUrl(rule.id))) continue;
  const examples = await examplesOf<RuleExamples>(rule.id);
  describe(`suggested edits of ${rule.id}`, () => {
    for (const [name, example] of Object.entries(examples.notOk)) {
      it(`applied to "${name}", each removes its finding and causes no error`, () => checkSuggestions(rule, example));
    }
    if (SUGGESTING_RULES.includes(rule.id)) {
      it('carries a suggested edit in its not-ok examples', () => {
        const findings = Object.values(examples.notOk).flatMap((example) => runRule(rule, example.doc, example.log, example.history, example.live));
        expect(findings.some((finding) => finding.suggestion !== undefined)).toBe(true);
      });
    }
  });
}

function checkSuggestions(rule: Rule, example: Example): void {
  const findings = runRule(rule, example.doc, example.log, example.history, example.live);
  const before = allFindings(example, example.doc);
  const errorsBefore = new Set(before.filter((finding) => finding.severity === 'error').map(sameness));
  const allBefore = new Set(before.map(sameness));
  for (const finding of findings) {
    if (!finding.suggestion) continue;
    const after = applyTextEdits(example.doc, finding.suggestion.edits);
    expect(after, finding.suggestion.message).not.toBe(example.doc);
    const findingsAfter = allFindings(example, after);
    expect(findingsAfter.map(sameness), `${finding.suggestion.message}\n--- the doc afterwards:\n${after}`).not.toContain(sameness(finding));
    const newErrors = findingsAfter.filter((other) => other.severity === 'error' && !errorsBefore.has(sameness(other)));
    expect(newErrors.map(sameness), `${finding.suggestion.message}\n--- the doc afterwards:\n${after}`).toEqual([]);
    if (!CLEAN_EDIT_RULES.has(rule.id)) continue;
    const newFindings = findingsAfter.filter((other) => !allBefore.has(sameness(other)));
    expect(newFindings.map(sameness), `${finding.suggestion.message}\n--- the doc afterwards:\n${after}`).toEqual([]);
  }
}

describe('a did-you-mean', () => {
  it('is safe for check --fix only when no second word is a likely reading', async () => {
    const examples = ((await import(examplesUrl('section-missing').href)) as { default: RuleExamples }).default;
    const rule = ALL_RULES.find((candidate) => candidate.id === 'section-missing')!;
    const safety = (name: string) => runRule(rule, (examples.notOk[name] as Example).doc).map((finding) => finding.suggestion?.safe === true);
    // `Resouces` can only be Resources; `Rles`, with Rules written, is read as Roles, but a person says which.
    expect(safety('a misspelt heading: one finding there, the section read as the one it misspells')).toEqual([true, true]);
    expect(safety('a misspelt heading with a second likely reading: read as the section the doc lacks, its edit left to a person')).toEqual([false]);
  });
});

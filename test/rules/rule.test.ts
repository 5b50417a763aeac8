/** The rule runner: findings stamped with the rule's metadata, and rules that need a provider skipped without it. */
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../src/doc/build-model.js';
import { ALL_RULES, neededProviders, ruleById } from '../../src/rules/index.js';
import { withDerivedProviders } from '../../src/rules/engine/derived-providers.js';
import { defineRule, runRules } from '../../src/rules/engine/rule.js';
import { digestOf } from '../../src/log/read/digest.js';
import { EXAMPLE_NOW } from '../helpers/rule-examples.js';

const doc = buildModel('# Title\n', 'TEAM.md');
const span = { start: { line: 1, column: 3 }, end: { line: 1, column: 8 } };
const needsLog = defineRule({
  id: 'example-needs-log',
  group: 'roles',
  severity: 'warning',
  description: 'An example rule that reads the log.',
  needs: ['log'],
  check: (context, report) => report(span, `Unexpected log ${context.log?.ref}, expected none`, { hint: 'h', related: [{ span, message: 'here' }] }),
});

describe('running rules', () => {
  it('skips a rule whose provider is absent, so a doc-only check never loads the log or the history', () => {
    expect(runRules([needsLog], { doc, file: 'TEAM.md', now: EXAMPLE_NOW })).toEqual([]);
    expect(neededProviders([needsLog])).toEqual(new Set(['log']));
    // Only the chain rules and the rules over time need the log, only the rules over time need history, only the live rules this machine's records; nothing else needs anything.
    expect(neededProviders(ALL_RULES.filter((rule) => rule.group !== 'chain' && rule.group !== 'history' && rule.group !== 'live'))).toEqual(new Set());
    expect(neededProviders(ALL_RULES.filter((rule) => rule.group === 'live'))).toEqual(new Set(['live']));
    expect(neededProviders(ALL_RULES.filter((rule) => rule.group === 'chain'))).toEqual(new Set(['log']));
    expect(neededProviders(ALL_RULES.filter((rule) => rule.group === 'history'))).toEqual(new Set(['history', 'log']));
  });

  it('runs it when the provider is there, stamping file, rule id, severity and url on each finding', () => {
    expect(
      runRules([needsLog], {
        doc,
        file: 'TEAM.md',
        now: EXAMPLE_NOW,
        log: { ref: 'refs/heads/teamdoc/log', branch: 'refs/heads/teamdoc/log', tip: undefined, digest: digestOf([]), problems: [] },
      }),
    ).toEqual([
      {
        file: 'TEAM.md',
        ruleId: 'example-needs-log',
        severity: 'warning',
        message: 'Unexpected log refs/heads/teamdoc/log, expected none',
        url: 'https://github.com/teamdoc/teamdoc/blob/main/docs/rules.md#example-needs-log',
        line: 1,
        column: 3,
        endLine: 1,
        endColumn: 8,
        hint: 'h',
        related: [{ message: 'here', file: 'TEAM.md', line: 1, column: 3 }],
      },
    ]);
  });

  it('gives a rule that needs the chain the chain of the doc and the log once the log has a tip, and skips it before', () => {
    const needsChain = defineRule({
      id: 'example-needs-chain',
      group: 'chain',
      severity: 'info',
      description: 'An example rule that reads the chain.',
      needs: ['log', 'chain'],
      // Typed present: no `!`, no early return.
      check: ({ chain, log }, report) => report(span, `Unexpected chain of ${chain.sessions.length} sessions on ${log.ref}, expected none`),
    });
    const log = (tip: string | undefined) => ({ ref: 'refs/heads/teamdoc/log', branch: 'refs/heads/teamdoc/log', tip, digest: digestOf([]), problems: [] });
    const run = (tip: string | undefined) =>
      runRules([needsChain], withDerivedProviders({ doc, file: 'TEAM.md', now: EXAMPLE_NOW, log: log(tip) }, [needsChain]));
    expect(run(undefined)).toEqual([]);
    expect(run('0'.repeat(40)).map((finding) => finding.message)).toEqual(['Unexpected chain of 0 sessions on refs/heads/teamdoc/log, expected none']);
    // What a command loads for it: the log, which the chain is derived from.
    expect(neededProviders([needsChain])).toEqual(new Set(['log']));
  });

  it('has 75 rules with unique ids', () => {
    expect(ALL_RULES).toHaveLength(75);
    expect(new Set(ALL_RULES.map((rule) => rule.id)).size).toBe(75);
    expect(ruleById('resource-port-overlap')?.group).toBe('resources');
  });
});

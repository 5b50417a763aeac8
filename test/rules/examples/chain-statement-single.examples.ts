/** Examples of `chain-statement-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles({ eval: '| eval | codex | s-eval | — | — | train | eval | active |' });

export default {
  ok: {
    'the same statement twice, and a correction made with --amend': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:02', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
        { at: '10:03', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval', amends: 'e3', reason: 'wrong parent' } },
      ],
    },
  },
  notOk: {
    'a second statement with another parent, without --amend (two machines before a sync)': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval' } },
        { at: '10:04', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
      ],
      findings: [
        ['7:35-7:40', 'Unexpected second statement by `eval` (parent `top`, part `eval`, entry e2 of 2026-11-30 10:04:00Z), expected one parent and part'],
      ],
    },
  },
} satisfies RuleExamples;

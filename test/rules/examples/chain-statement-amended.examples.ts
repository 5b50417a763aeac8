/** Examples of `chain-statement-amended`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles({ eval: '| eval | codex | s-eval | — | — | train | eval | active |' });

export default {
  ok: {
    'statements made once': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval' } },
      ],
    },
  },
  notOk: {
    'a statement corrected with --amend': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
        { at: '10:20', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval', amends: 'e1', reason: 'stated the wrong parent' } },
      ],
      findings: [
        [
          '7:35-7:40',
          'Unexpected amended statement of `eval` (entry e2 of 2026-11-30 10:20:00Z: parent `top`, part `eval` → parent `train`, part `eval`; reason `stated the wrong parent`)',
        ],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `chain-top-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

export default {
  ok: {
    'every statement leads to the one top': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'train', part: 'eval', session: 's-eval' } },
      ],
    },
  },
  notOk: {
    'two workers answer to someone outside the chain: a second top': {
      doc: roles,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:01', join: { name: 'eval', parent: 'other-top', part: 'eval', session: 's-eval' } },
        { at: '10:02', join: { name: 'data', parent: 'eval', part: 'data', session: 's-data' } },
      ],
      findings: [
        [
          '7:35-7:38',
          'Unexpected second top `other-top` (no session of the chain) reached from the statement of `eval`, expected one top for the whole chain, `top`',
        ],
      ],
    },
  },
} satisfies RuleExamples;

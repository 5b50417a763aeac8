/** Examples of `log-unreadable`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

export default {
  ok: {
    'every entry reads': { doc: roles, log: [{ at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } }] },
  },
  notOk: {
    'an entry whose object is missing from this clone': {
      doc: roles,
      log: [{ at: '10:00', id: 'e1', problem: 'unreadable', detail: 'its object 4d4bc1c77f63 is missing from this repository' }],
      findings: [
        [
          '3:1-3:70',
          'Unexpected unreadable entry `messages/2026/11/30/e1.md` in the log (its object 4d4bc1c77f63 is missing from this repository), expected every entry readable; `chain-statement-missing`, `chain-handoff-untaken` and `worker-silent` are withheld until it is',
        ],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `chain-handoff-wider`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { LEAD_JOINS, chainRoles, handoffEntry } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a successor of train states train; the top’s successor (no part) narrows to one part': {
      doc: chainRoles(),
      log: [
        ...LEAD_JOINS,
        handoffEntry('h1', '10:00', 'train', 'train-2', 'train'),
        { at: '10:02', join: { name: 'train-2', parent: 'train', part: 'Train', session: 's-train-2', handoff: 'h1' } },
        handoffEntry('h2', '10:05', 'top', 'top-2'),
        { at: '10:06', join: { name: 'top-2', parent: 'top', part: 'eval-report', session: 's-top-2', handoff: 'h2' } },
      ],
    },
  },
  notOk: {
    'a successor that states another part, and one that states none where a part was handed over': {
      doc: chainRoles(),
      log: [
        ...LEAD_JOINS,
        handoffEntry('h1', '10:00', 'train', 'train-2', 'train'),
        { at: '10:02', join: { name: 'train-2', parent: 'train', part: 'eval', session: 's-train-2', handoff: 'h1' } },
        handoffEntry('h2', '10:05', 'eval', 'eval-2'),
        { at: '10:06', join: { name: 'eval-2', parent: 'eval', part: '—', session: 's-eval-2', handoff: 'h2' } },
      ],
      findings: [
        [
          '3:1-3:70',
          'part `eval` stated by successor `train-2` (session `s-train-2`) through the handoff entry h1 of 2026-11-30 10:00:00Z, expected part `train`: a handoff only narrows scope',
        ],
        ['3:1-3:70', 'no part stated by successor `eval-2` (session `s-eval-2`) through the handoff entry h2'],
      ],
    },
  },
} satisfies RuleExamples;

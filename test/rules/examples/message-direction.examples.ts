/** Examples of `message-direction`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles, handoffEntry } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

const joins = [
  { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '09:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
];

export default {
  ok: {
    'briefs and corrections down, reports up, and messages with someone outside the chain': {
      doc: roles,
      log: [
        ...joins,
        { at: '10:00', kind: 'brief', from: 'top', to: 'train' },
        { at: '10:30', kind: 'report', from: 'train', to: 'top' },
        { at: '10:40', kind: 'correction', from: 'top', to: 'eval' },
        { at: '10:50', kind: 'other', from: 'eval', to: 'a-reviewer' },
        { at: '10:55', kind: 'brief', from: 'top', to: '*' },
      ],
    },
    'a top that handed off tells its successor the news before it joins, and the successor asks it back': {
      doc: roles,
      log: [
        ...joins,
        handoffEntry('h1', '10:00', 'top', 'top-2'),
        { at: '10:01', kind: 'other', from: 'top', to: 'top-2' },
        { at: '10:05', join: { name: 'top-2', parent: 'top', part: '—', session: 's-top-2', handoff: 'h1' } },
        { at: '10:06', kind: 'report', from: 'top-2', to: 'top' },
      ],
    },
  },
  notOk: {
    'a report sent down, and a brief between two workers': {
      doc: roles,
      log: [
        ...joins,
        { at: '10:00', kind: 'report', from: 'top', to: 'train' },
        { at: '10:10', kind: 'brief', from: 'train', to: 'eval' },
        { at: '10:20', kind: 'other', from: 'train', to: 'eval' },
      ],
      findings: [
        ['5:3-5:6', 'Unexpected message down from a parent to its worker, `top` → `train` (1 report; latest entry e3 of 2026-11-30 10:00:00Z)'],
        [
          '6:3-6:8',
          'Unexpected 2 messages between sessions that are not parent and child, `train` → `eval` (1 brief, 1 other; latest entry e5 of 2026-11-30 10:20:00Z)',
        ],
      ],
    },
  },
} satisfies RuleExamples;

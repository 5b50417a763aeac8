/** Examples of `worker-silent`: "now" is 2026-12-01 12:00 UTC; the log's entries are on 2026-11-30 unless dated. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const doc = md`
  ---
  team: vision
  format: 1
  checkin: 2h
  ---

  ${chainRoles()}
`;

const joins = [
  { at: '2026-12-01T08:00:00Z', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '2026-12-01T08:01:00Z', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
];

export default {
  ok: {
    'each worker reported within the check-in': {
      doc,
      log: [
        ...joins,
        { at: '2026-12-01T11:00:00Z', kind: 'report', from: 'train', to: 'top' },
        { at: '2026-12-01T10:30:00Z', kind: 'report', from: 'eval', to: 'top' },
      ],
    },
  },
  notOk: {
    'one worker silent since its last report, one since its statement': {
      doc,
      log: [
        ...joins,
        { at: '2026-12-01T09:00:00Z', kind: 'report', from: 'train', to: 'top' },
        { at: '2026-12-01T11:30:00Z', kind: 'brief', from: 'top', to: 'eval' },
      ],
      findings: [
        ['13:48-13:54', 'silence from `eval`: no report to `top` in the 3h 59m since its statement'],
        ['12:52-12:58', 'silence from `train`: its last report to `top` was 3h ago'],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `chain-handoff-untaken`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../test/helpers/example-log.js';
import { md, type RuleExamples } from '../../test/helpers/rule-examples.js';

const statements = [
  { at: '09:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
  { at: '09:01', join: { name: 'eval', parent: 'top', part: 'eval', session: 's-eval' } },
];

export default {
  ok: {
    'a handoff its successor took over': {
      doc: chainRoles(),
      log: [
        ...statements,
        { id: 'h1', at: '10:00', kind: 'handoff', from: 'train', session: 's-train', to: 'train-2', handoff: { successor: 'train-2', part: 'train' } },
        { at: '10:02', join: { name: 'train-2', parent: 'train', part: 'train', session: 's-train-2', handoff: 'h1' } },
      ],
    },
    'a handoff younger than the handoff-timeout the front matter sets': {
      doc: md`
        ---
        team: vision
        format: 1
        handoff-timeout: 2w
        ---
        ${chainRoles()}
      `,
      log: [...statements, { id: 'h1', at: '10:00', kind: 'handoff', from: 'train', session: 's-train', to: 'train-2', handoff: { successor: 'train-2' } }],
    },
  },
  notOk: {
    'a handoff nobody took over in a day, and one whose start was refused': {
      doc: chainRoles(),
      log: [
        ...statements,
        { id: 'h1', at: '10:00', kind: 'handoff', from: 'train', session: 's-train', to: 'train-2', handoff: { successor: 'train-2', part: 'train' } },
        { id: 'h2', at: '11:00', kind: 'handoff', from: 'eval', session: 's-eval', to: 'eval-2', handoff: { successor: 'eval-2' }, delivery: 'refused' },
      ],
      findings: [
        ['6:3-6:8', 'handoff from `train` to `train-2` (entry h1 of 2026-11-30 10:00:00Z) not taken over after 1d 2h, expected its successor’s `teamdoc join --handoff h1` within the default handoff-timeout of 1h'],
        ['7:3-7:7', 'handoff from `eval` to `eval-2` (entry h2 of 2026-11-30 11:00:00Z) not taken over after 1d 1h'],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `chain-handoff-untaken`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { LEAD_JOINS, chainRoles, handoffEntry } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a handoff its successor took over': {
      doc: chainRoles(),
      log: [
        ...LEAD_JOINS,
        handoffEntry('h1', '10:00', 'train', 'train-2', 'train'),
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
      log: [...LEAD_JOINS, handoffEntry('h1', '10:00', 'train', 'train-2')],
    },
  },
  notOk: {
    'a handoff nobody took over in a day, and one whose start was refused': {
      doc: chainRoles(),
      log: [...LEAD_JOINS, handoffEntry('h1', '10:00', 'train', 'train-2', 'train'), handoffEntry('h2', '11:00', 'eval', 'eval-2', undefined, 'refused')],
      findings: [
        [
          '6:3-6:8',
          'handoff from `train` to `train-2` (entry h1 of 2026-11-30 10:00:00Z) not taken over after 1d 2h, expected its successor’s `teamdoc join --handoff h1` within the default handoff-timeout of 1h',
        ],
        ['7:3-7:7', 'handoff from `eval` to `eval-2` (entry h2 of 2026-11-30 11:00:00Z) not taken over after 1d 1h'],
      ],
    },
  },
} satisfies RuleExamples;

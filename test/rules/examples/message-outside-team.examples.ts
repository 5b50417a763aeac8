/** Examples of `message-outside-team`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles, LEAD_JOINS } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles();

export default {
  ok: {
    'messages on the team, one recorded as going outside it, and one to a planned row': {
      doc: chainRoles({ eval: '| eval | codex | — | — | — | top | eval | planned |' }),
      log: [
        LEAD_JOINS[0]!,
        { at: '10:00', kind: 'brief', from: 'top', to: 'train' },
        { at: '10:30', kind: 'report', from: 'train', to: 'top' },
        { at: '10:40', kind: 'other', from: 'top', to: 'ana', outsideTeam: true },
        { at: '10:45', kind: 'brief', from: 'top', to: 'eval' },
        { at: '10:55', kind: 'brief', from: 'top', to: '*' },
      ],
    },
  },
  notOk: {
    'a message a hook recorded to a typo, and two with someone not on the team': {
      doc: roles,
      log: [
        ...LEAD_JOINS,
        { at: '10:00', kind: 'brief', from: 'top', to: 'evl' },
        { at: '10:10', kind: 'other', from: 'eval', to: 'reviewer' },
        { at: '10:20', kind: 'other', from: 'reviewer', to: 'eval' },
      ],
      findings: [
        [
          '5:3-5:6',
          'Unexpected message between `top` and `evl`, who is not on the team (latest entry e3 of 2026-11-30 10:00:00Z), expected a party on the team, or the message recorded as going outside it',
        ],
        ['7:3-7:7', 'Unexpected 2 messages between `eval` and `reviewer`, who is not on the team (latest entry e5 of 2026-11-30 10:20:00Z)'],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `ack-unused`: the whole check of a doc and its log, as `teamdoc check` runs it. */
import { chainRoles, LEAD_JOINS } from '../../helpers/example-log.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const ack = (id: string, at: string, answers: string, rule: string) => ({
  id,
  at,
  from: 'top',
  to: '*',
  inReplyTo: answers,
  body: `[acknowledged] ${rule}: eval reports to train for this week\n`,
});
// `eval` stated parent `top` (entry e2); the row says `train` until the lead corrects it.
const rowSaysTrain = chainRoles({ eval: '| eval | codex | s-eval | — | — | train | eval | active |' });

export default {
  ok: {
    'an acknowledgement that settles the finding it names': { doc: rowSaysTrain, log: [...LEAD_JOINS, ack('a1', '10:00', 'e2', 'chain-statement-mismatch')] },
  },
  notOk: {
    'the finding went away (the row was corrected), and a rule that never had a finding on the message': {
      doc: chainRoles(),
      log: [...LEAD_JOINS, ack('a1', '10:00', 'e2', 'chain-statement-mismatch'), ack('a2', '10:05', 'e1', 'message-direction')],
      findings: [
        ['5:3-5:6', 'acknowledgement by `top` of `chain-statement-mismatch` on message e2 that settles no finding'],
        ['5:3-5:6', 'acknowledgement by `top` of `message-direction` on message e1 that settles no finding'],
      ],
    },
  },
} satisfies RuleExamples;

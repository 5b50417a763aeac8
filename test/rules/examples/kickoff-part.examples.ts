/** Examples of `kickoff-part`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the ack names the part, and the owner is named': md`
      You are train. First run \`teamdoc join --parent top --part train --name train\`.
    `,
  },
  notOk: {
    'no part named anywhere': {
      kickoff: md`
        # Kickoff

        Please start the training run on the usual cards.
      `,
      findings: [['1:1-1:10', 'kickoff that names no part']],
    },
    'a part the team doc does not have': {
      kickoff: md`
        # Kickoff

        First run \`teamdoc join --parent top --part training --name train\`.
      `,
      findings: [['3:45-3:53', 'part `training`, expected a part of the team doc: `train` or `eval`']],
    },
  },
} satisfies KickoffRuleExamples;

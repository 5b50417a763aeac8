/** Examples of `kickoff-criteria`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the part’s criteria, word for word': md`
      Run \`teamdoc join --parent top --part train --name train\`.

      #### Criteria (2026-11-20)

      - Pass: validation loss at or below 2.1 at 20k.
      - Fail: loss above 2.1 at 20k, or a divergence.
    `,
    'no part in the doc yet: the instruction to write them first': md`
      Before you look at any result, write your plan and pass/fail criteria under your part in the team doc.
    `,
  },
  notOk: {
    'a criterion left out': {
      kickoff: md`
        Run \`teamdoc join --parent top --part train --name train\`.

        ## Criteria

        - Pass: validation loss at or below 2.1 at 20k.
      `,
      findings: [['3:1-3:12', 'kickoff without the criterion `Fail: loss above 2.1 at 20k, or a divergence.`']],
    },
    'neither criteria nor the instruction to write them': {
      kickoff: md`
        # Kickoff

        Get the loss down.
      `,
      findings: [['1:1-1:10', 'kickoff without criteria, expected the part’s criteria or the instruction to write them before looking at any result']],
    },
  },
} satisfies KickoffRuleExamples;

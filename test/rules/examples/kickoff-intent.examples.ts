/** Examples of `kickoff-intent`, checked against the valid corpus team doc (test/helpers/kickoff-examples.ts). */
import { md, type KickoffRuleExamples } from '../../helpers/kickoff-examples.js';

export default {
  ok: {
    'the doc’s intent, pasted': md`
      # Kickoff: train

      A small, valid team: every doc in \`test/fixtures/invalid/\` is this one with one mistake in it.
    `,
    'the whole work in the kickoff’s own words': md`
      # Kickoff: train

      ## The whole work

      We are building the corpus of invalid team docs that teamdoc's tests read.
    `,
  },
  notOk: {
    'only the part, not what the whole work is for': {
      kickoff: md`
        # Kickoff: train

        Run the 7B job on cards 0-3.
      `,
      findings: [['1:1-1:17', 'kickoff without the whole work’s intent']],
    },
  },
} satisfies KickoffRuleExamples;

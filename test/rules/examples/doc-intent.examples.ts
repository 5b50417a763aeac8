/** Examples of `doc-intent`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a paragraph under the title': md`
      # Vision

      We train a 7B model and evaluate it against last month's baseline.

      ## Roles
    `,
  },
  notOk: {
    'the title followed straight by a section': {
      doc: md`
        # Vision

        <!-- the intent goes here -->

        ## Roles
      `,
      findings: [['1:3-1:9', 'without an intent paragraph']],
    },
  },
} satisfies RuleExamples;

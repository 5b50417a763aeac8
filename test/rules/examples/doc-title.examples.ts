/** Examples of `doc-title`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'one title': md`
      ---
      team: vision
      ---

      # Vision

      ## Roles
    `,
  },
  notOk: {
    'no title: reported where it belongs, after the front matter': {
      doc: md`
        ---
        team: vision
        ---

        ## Roles
      `,
      findings: [['4:1-4:1', 'without a `#` title']],
    },
    'a second title': {
      doc: md`
        # Vision

        Intent.

        # Roles
      `,
      findings: [['5:3-5:8', 'second title `Roles`']],
    },
  },
} satisfies RuleExamples;

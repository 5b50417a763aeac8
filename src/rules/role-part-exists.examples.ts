/** Examples of `role-part-exists`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../test/helpers/rule-examples.js';

export default {
  ok: {
    'the part is under Parts (letter case aside)': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | train | claude | — | — | — | top | Train-7B | active |

      ## Parts

      ### train-7b
    `,
  },
  notOk: {
    'a part nobody wrote down': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | train | claude | — | — | — | top | train-13b | active |

        ## Parts

        ### train-7b
      `,
      findings: [['5:38-5:47', 'part `train-13b` of `train`']],
    },
  },
} satisfies RuleExamples;

/** Examples of `part-has-role`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'each part owned': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | train | claude | — | — | — | top | train | active |

      ## Parts

      ### Train
    `,
  },
  notOk: {
    'a part no role owns': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | train | claude | — | — | — | top | train | active |

        ## Parts

        ### train

        ### eval
      `,
      findings: [['11:5-11:9', 'part `eval` that no role owns']],
    },
  },
} satisfies RuleExamples;

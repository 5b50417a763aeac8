/** Examples of `role-part-exists`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

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
        | train | claude | — | — | — | top | tokenizer | active |

        ## Parts

        ### train-7b
      `,
      findings: [['5:38-5:47', 'part `tokenizer` of `train`, expected a part under `## Parts`']],
    },
    'a misspelt part: one finding, at the cell, and read as the part it misspells': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | tune | claude | — | — | — | top | finetune | active |

        ## Parts

        ### fine-tune
      `,
      findings: [['5:37-5:45', 'part `finetune` of `tune`, expected `fine-tune` as under `## Parts` (read as that part)']],
    },
  },
} satisfies RuleExamples;

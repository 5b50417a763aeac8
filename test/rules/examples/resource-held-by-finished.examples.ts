/** Examples of `resource-held-by-finished`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'resources of working roles': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | train | claude | — | — | — | top | train | idle |

      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | cards | gpu | 0-3 | train | |
    `,
  },
  notOk: {
    'cards still held by a role that is done': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | train | claude | — | — | — | top | train | done |

        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpu | 0-3 | train | |
      `,
      findings: [['11:23-11:28', '`cards` still held by `train`, which is `done`']],
    },
    'cards still held by a row whose place another took': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | claude | — | — | — | top | train | stopped |
        | train-b | claude | — | — | — | top | train | active |

        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpu | 0-3 | train | |
      `,
      findings: [['13:23-13:28', '`cards` still held by `train`, which is `stopped`']],
    },
  },
} satisfies RuleExamples;

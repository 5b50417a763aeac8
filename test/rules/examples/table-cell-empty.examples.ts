/** Examples of `table-cell-empty`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every row names what it is about': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
    `,
  },
  notOk: {
    'a role without a name, and a decision written as a dash': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        |  | human | — | — | — | — | — | active |

        ## Board

        ### Needs user decision

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |
        | — | top | keep going | 2026-11-30 |
      `,
      findings: [
        ['5:2-5:3', 'empty Name cell'],
        ['13:3-13:4', 'empty Decision cell'],
      ],
    },
  },
} satisfies RuleExamples;

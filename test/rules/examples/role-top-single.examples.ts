/** Examples of `role-top-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'one role without a parent': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | train | claude | — | — | — | top | train | active |
    `,
  },
  notOk: {
    'two tops': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | claude | — | — | — | - | train | active |
      `,
      findings: [['6:32-6:33', 'second top `train`']],
    },
    'no top: every role has a parent': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | a | claude | — | — | — | b | a | active |
        | b | claude | — | — | — | a | b | active |
      `,
      findings: [['3:1-3:70', 'without a top']],
    },
  },
} satisfies RuleExamples;

/** Examples of `role-name-unique`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'distinct names and former names': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | train (was: trainer, gpu-worker) | claude | — | — | — | top | train | active |
      | eval | codex | — | — | — | top | eval | active |
    `,
  },
  notOk: {
    'a name used twice (case aside), and a former name that is another role’s name': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | claude | — | — | — | top | train | active |
        | Train | claude | — | — | — | top | train-2 | active |
        | eval (was: top) | codex | — | — | — | top | eval | active |
      `,
      findings: [
        ['7:3-7:8', 'name `Train` (already a role name, line 6)'],
        ['8:14-8:17', 'former name `top` (already a role name, line 5)'],
      ],
    },
  },
} satisfies RuleExamples;

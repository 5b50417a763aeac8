/** Examples of `role-parent-exists`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'parents that are roles, in any letter case': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | train | claude | — | — | — | Top | train | active |
    `,
  },
  notOk: {
    'a parent nobody is, and a parent by its former name': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | lead (was: boss) | human | — | — | — | — | — | active |
        | train | claude | — | — | — | qa | train | active |
        | eval | claude | — | — | — | boss | eval | active |
      `,
      findings: [
        ['6:32-6:34', 'parent `qa` of `train`'],
        ['7:31-7:35', 'parent `boss` of `eval`'],
      ],
    },
    'a misspelt parent: one finding, the parent read as the role it misspells': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | lead | human | — | — | — | — | — | active |
        | train | claude | — | — | — | laed | train | active |
      `,
      findings: [['6:32-6:36', 'parent `laed` of `train`, expected `lead`, a role in this table (read as that role)']],
    },
  },
} satisfies RuleExamples;

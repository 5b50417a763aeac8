/** Examples of `role-part-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'one part per worker; the top may own none': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | train | claude | — | — | — | top | train | active |
    `,
  },
  notOk: {
    'a worker without a part, and a worker with two': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | train | claude | — | — | — | top | — | active |
        | eval | claude | — | — | — | top | eval, qa | active |
      `,
      findings: [
        ['6:38-6:39', 'worker `train` without a part'],
        ['7:43-7:45', 'second part `qa` for `eval`'],
      ],
    },
  },
} satisfies RuleExamples;

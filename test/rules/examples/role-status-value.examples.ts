/** Examples of `role-status-value`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every status': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | a | claude | — | — | — | top | a | planned |
      | b | claude | — | — | — | top | b | starting |
      | c | claude | — | — | — | top | c | idle |
      | d | claude | — | — | — | top | d | done |
      | e | claude | — | — | — | top | e | Stopped |
    `,
  },
  notOk: {
    'a status from another tool': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | running |
      `,
      findings: [['5:37-5:44', 'status `running`']],
    },
    'a misspelt status, with the word it means': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | actve |
      `,
      findings: [['5:37-5:42', 'status `actve`']],
    },
  },
} satisfies RuleExamples;

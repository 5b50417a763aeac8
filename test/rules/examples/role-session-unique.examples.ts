/** Examples of `role-session-unique`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'distinct sessions; empty ones while starting': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | claude | 5f0c | — | — | — | — | active |
      | train | claude | 9a12 | — | — | top | train | active |
      | eval | codex |  | — | — | top | eval | starting |
      | qa | codex | — | — | — | top | qa | starting |
    `,
  },
  notOk: {
    'one session id on two roles': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | 5f0c | — | — | — | — | active |
        | train | claude | 5F0C | — | — | top | train | active |
      `,
      findings: [['6:20-6:24', 'session `5F0C` for `train`']],
    },
  },
} satisfies RuleExamples;

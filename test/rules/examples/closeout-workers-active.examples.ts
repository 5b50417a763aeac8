/** Examples of `closeout-workers-active`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = (parent: string, worker: string) => md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | — | — | — | — | — | active |
  | train | claude | — | — | — | top | train | ${parent} |
  | data | codex | — | — | — | train | data | ${worker} |
`;

export default {
  ok: {
    'closed out from the bottom up': roles('done', 'done'),
    'a worker still running its own worker': roles('active', 'active'),
    'a worker that handed off: its own worker answers to the successor': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | claude | — | — | — | — | — | active |
      | train | claude | — | — | — | top | train | done |
      | train-2 | claude | — | — | — | top | train | active |
      | data | codex | — | — | — | train-2 | data | active |
    `,
  },
  notOk: {
    'a worker done while its own worker is active': {
      doc: roles('done', 'active'),
      findings: [['6:46-6:50', '`train` `done` while its worker `data` is still running']],
    },
    'a top that handed off, its workers still under it': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | — | — | — | — | — | done |
        | top-2 | claude | — | — | — | — | — | active |
        | train | claude | — | — | — | top | train | active |
        | eval | codex | — | — | — | top | eval | active |
      `,
      findings: [['5:38-5:42', '`top` `done` while its workers `train`, `eval` are still running']],
    },
  },
} satisfies RuleExamples;

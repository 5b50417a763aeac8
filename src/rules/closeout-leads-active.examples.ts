/** Examples of `closeout-leads-active`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../test/helpers/rule-examples.js';

const roles = (lead: string, worker: string) => md`
  ## Roles

  | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  | top | claude | — | — | — | — | — | active |
  | train | claude | — | — | — | top | train | ${lead} |
  | data | codex | — | — | — | train | data | ${worker} |
`;

export default {
  ok: {
    'closed out from the bottom up': roles('done', 'done'),
    'a lead still running its own lead': roles('active', 'active'),
  },
  notOk: {
    'a lead done while its own lead is active': {
      doc: roles('done', 'active'),
      findings: [['6:46-6:50', '`train` `done` while its lead `data` is still running']],
    },
  },
} satisfies RuleExamples;

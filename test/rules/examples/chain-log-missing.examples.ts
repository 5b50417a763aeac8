/** Examples of `chain-log-missing`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const roles = chainRoles({ eval: '| eval | codex | s-eval | — | — | top | eval | starting |' });

export default {
  ok: {
    'a log exists (even an empty one)': { doc: roles, log: [] },
    'no log, but no worker is working yet': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | s-top | — | — | — | — | active |
        | train | claude | — | — | — | top | train | planned |
      `,
      log: 'absent',
    },
  },
  notOk: {
    'working workers and no log branch at all': {
      doc: roles,
      log: 'absent',
      findings: [['3:1-3:70', 'expected the parent statements of `train`, `eval`']],
    },
  },
} satisfies RuleExamples;

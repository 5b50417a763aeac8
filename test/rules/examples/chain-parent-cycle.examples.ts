/** Examples of `chain-parent-cycle`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { chainRoles } from '../../helpers/example-log.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'stated parents lead to the top': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | claude | s-top | — | — | — | — | active |
        | train | claude | s-train | — | — | top | train | active |
        | data | codex | s-data | — | — | train | data | active |
      `,
      log: [
        { at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } },
        { at: '10:05', join: { name: 'data', parent: 'train', part: 'data', session: 's-data' } },
      ],
    },
  },
  notOk: {
    'a table edit made the top a child of its own worker': {
      doc: chainRoles({ top: '| top | claude | s-top | — | — | train | — | active |' }),
      log: [{ at: '10:00', join: { name: 'train', parent: 'top', part: 'train', session: 's-train' } }],
      findings: [['5:34-5:39', 'Unexpected cycle of parents `top` → `train` → `top`']],
    },
  },
} satisfies RuleExamples;

/** Examples of `role-parent-cycle`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every chain ends at the top': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | human | — | — | — | — | — | active |
      | train | claude | — | — | — | top | train | active |
      | data | codex | — | — | — | train | data | active |
    `,
  },
  notOk: {
    'a loop of three, reported once at its first row, and a role that is its own parent': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | human | — | — | — | — | — | active |
        | a | claude | — | — | — | c | a | active |
        | b | claude | — | — | — | a | b | active |
        | c | claude | — | — | — | b | c | active |
        | d | claude | — | — | — | d | d | active |
      `,
      findings: [
        ['6:28-6:29', '`a` → `c` → `b` → `a`'],
        ['9:28-9:29', '`d` → `d`'],
      ],
    },
  },
} satisfies RuleExamples;

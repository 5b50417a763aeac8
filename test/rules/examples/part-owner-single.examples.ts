/** Examples of `part-owner-single`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'one owner per part': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | train | claude | — | — | — | top | train | active |
      | eval | claude | — | — | — | top | eval | active |
    `,
  },
  notOk: {
    'two roles naming one part': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | train | claude | — | — | — | top | train | active |
        | helper | codex | — | — | — | top | Train | active |
      `,
      findings: [['6:38-6:43', 'second owner `helper` of part `Train` (owned by `train`, line 5)']],
    },
  },
} satisfies RuleExamples;

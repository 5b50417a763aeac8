/** Examples of `role-runtime-value`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'each runtime, in any letter case; a placeholder is left to doc-placeholder': md`
      ## Roles

      | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
      | --- | --- | --- | --- | --- | --- | --- | --- |
      | top | Human | — | — | — | — | — | active |
      | a | claude | — | — | — | top | a | active |
      | b | codex | — | — | — | top | b | active |
      | c | other | — | — | — | top | c | active |
      | d | [fill in: runtime] | — | — | — | top | d | active |
    `,
  },
  notOk: {
    'a misspelt runtime and an empty one': {
      doc: md`
        ## Roles

        | Name | Runtime | Session | Host | Worktree | Parent | Part | Status |
        | --- | --- | --- | --- | --- | --- | --- | --- |
        | top | cladue | — | — | — | — | — | active |
        | a |  | — | — | — | top | a | active |
      `,
      findings: [
        ['5:9-5:15', 'runtime `cladue`'],
        ['6:6-6:7', 'empty runtime'],
      ],
    },
  },
} satisfies RuleExamples;

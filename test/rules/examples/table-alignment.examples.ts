/** Examples of `table-alignment`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a compact table, however its rows are spaced': md`
      ## Board

      | Item | Owner | State | Next |
      | --- | --- | --- | --- |
      | tokenizer retrain | data | open |    — |
    `,
    'a padded table with every pipe under the header’s': md`
      ## Board

      | Item      | Owner | State | Next |
      | :-------- | ----- | ----- | ---: |
      | tokenizer | data  | open  | —    |
    `,
  },
  notOk: {
    'a padded table with a row wider than its columns, at that row': {
      doc: md`
        ## Board

        | Item      | Owner | State | Next |
        | :-------- | ----- | ----- | ---: |
        | tokenizer | data  | open  | —    |
        | dedup \\| filter | data | open | — |
      `,
      findings: [['6:1-6:38', 'row of the board table with its pipes out of line']],
    },
  },
} satisfies RuleExamples;

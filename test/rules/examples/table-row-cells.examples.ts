/** Examples of `table-row-cells`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every row as wide as the header; an escaped pipe stays in its cell': md`
      ## Board

      | Item | Owner | State | Next |
      | --- | --- | --- | --- |
      | a \\| b | top | open | — |
    `,
  },
  notOk: {
    'a row with one cell too many, at the extra cell': {
      doc: md`
        ## Board

        | Item | Owner | State | Next |
        | --- | --- | --- | --- |
        | a | b | top | open | — |
      `,
      findings: [['5:24-5:25', '5 cells']],
    },
    'a row with too few cells, at the row': {
      doc: md`
        ## Board

        | Item | Owner | State | Next |
        | --- | --- | --- | --- |
        | a | top |
      `,
      findings: [['5:1-5:12', '2 cells']],
    },
  },
} satisfies RuleExamples;

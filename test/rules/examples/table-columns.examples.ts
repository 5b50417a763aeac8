/** Examples of `table-columns`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'columns in another order, another case, with an extra one': md`
      ## Board

      | owner | ITEM | Next | State | Due |
      | --- | --- | --- | --- | --- |
    `,
  },
  notOk: {
    'a missing column, at the header row': {
      doc: md`
        ## Board

        | Item | Owner | Next |
        | --- | --- | --- |
      `,
      findings: [['3:1-3:22', 'without `State`']],
    },
    'a misspelt column: one finding, the column read as the one it misspells': {
      doc: md`
        ## Board

        | Item | Ownr | State | Next |
        | --- | --- | --- | --- |
      `,
      findings: [['3:10-3:14', 'column `Ownr`, expected `Owner` (read as that column)']],
    },
    'a column twice': {
      doc: md`
        ## Board

        | Item | Owner | State | Next | Owner |
        | --- | --- | --- | --- | --- |
      `,
      findings: [['3:33-3:38', 'second `Owner` column']],
    },
  },
} satisfies RuleExamples;

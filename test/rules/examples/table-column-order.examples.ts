/** Examples of `table-column-order`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'the documented order, with a column of the team’s own in between': md`
      ## Board

      | Item | Owner | Blocked by | State | Next |
      | --- | --- | --- | --- | --- |
      | tokenizer | data | — | open | retrain |
    `,
  },
  notOk: {
    'Owner before Item, at the header; the fix moves every row’s cells': {
      doc: md`
        ## Board

        | Owner | Item | State | Next |
        | --- | --- | --- | --- |
        | data | tokenizer \\| vocab | open | \`retrain\` |
      `,
      findings: [['3:1-3:30', 'board table with columns Owner | Item | State | Next, expected Item | Owner | State | Next']],
    },
    'a padded table stays padded, its own column in its place': {
      doc: md`
        ## Resources

        | Kind | Resource | Cost | Owner | Value   | Note |
        | ---- | -------- | ---- | ----- | ------- | ---- |
        | gpu  | cards    | $40  | train | 0-3     | —    |
      `,
      findings: [['3:1-3:50', 'resources table with columns Kind | Resource | Owner | Value | Note, expected Resource | Kind | Value | Owner | Note']],
    },
  },
} satisfies RuleExamples;

/** Examples of `table-missing`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'tables with no rows are fine': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
    `,
  },
  notOk: {
    'a table without its delimiter row is not a table': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | gpus | gpu | 0-3 | train | |
      `,
      findings: [['1:4-1:13', 'section `Resources` without a table']],
    },
  },
} satisfies RuleExamples;

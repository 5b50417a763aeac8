/** Examples of `resource-value-shared`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'each host and queue once; budgets may repeat': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | box | host | gpu-b | eval | |
      | nightly | queue | batch-7 | train | |
      | spend | budget | $200 | train | |
      | spend | budget | $200 | eval | |
    `,
  },
  notOk: {
    'one host for two roles': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | box | host | gpu-b | eval | |
        | box | host | GPU-B | train | |
      `,
      findings: [['6:16-6:21', 'host `GPU-B` (also held by `eval`, line 5)']],
    },
  },
} satisfies RuleExamples;

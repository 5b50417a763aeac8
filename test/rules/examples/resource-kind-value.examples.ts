/** Examples of `resource-kind-value`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'every kind': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | cards | gpu | 0-3 | a | |
      | dashboards | port | 8100-8149 | a | |
      | outputs | path | /data/a | a | |
      | box | host | gpu-b | a | |
      | nightly | queue | batch-7 | a | |
      | spend | budget | $200 | a | |
      | wandb | other | project a | a | |
    `,
  },
  notOk: {
    'a kind in the plural': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpus | 0-3 | a | |
      `,
      findings: [['5:11-5:15', 'kind `gpus`']],
    },
  },
} satisfies RuleExamples;

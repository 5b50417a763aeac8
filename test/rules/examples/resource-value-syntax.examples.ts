/** Examples of `resource-value-syntax`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'GPU lists and ranges, ports and ranges, with and without a host': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | cards | gpu | 0,1 | a | |
      | more cards | gpu | gpu-b:0-3, 6 | a | |
      | api | port | 8100 | a | |
      | dashboards | port | gpu-b:8100–8149 | a | |
      | outputs | path | \`runs/a/\` | a | |
    `,
  },
  notOk: {
    'a GPU word, a backwards port range, and an empty value': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | cards | gpu | all | a | |
        | dashboards | port | 8149-8100 | a | |
        | outputs | path | — | a | |
      `,
      findings: [
        ['5:17-5:20', 'gpu value `all`'],
        ['6:23-6:32', 'port value `8149-8100`'],
        ['7:20-7:21', 'resource `outputs` without a value'],
      ],
    },
  },
} satisfies RuleExamples;

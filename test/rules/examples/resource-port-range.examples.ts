/** Examples of `resource-port-range`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'ports from 1 to 65535': md`
      ## Resources

      | Resource | Kind | Value | Owner | Note |
      | --- | --- | --- | --- | --- |
      | low | port | 1 | a | |
      | high | port | 65000-65535 | a | |
    `,
  },
  notOk: {
    'a base of 66001': {
      doc: md`
        ## Resources

        | Resource | Kind | Value | Owner | Note |
        | --- | --- | --- | --- | --- |
        | dashboards | port | 66001-66049 | a | |
        | zero | port | 0 | a | |
      `,
      findings: [
        ['5:23-5:34', 'port range `66001-66049`'],
        ['6:17-6:18', 'port `0`'],
      ],
    },
  },
} satisfies RuleExamples;

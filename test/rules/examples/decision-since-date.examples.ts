/** Examples of `decision-since-date`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a real date': md`
      ## Board

      ### Needs user decision

      | Decision | Asked by | Default | Since |
      | --- | --- | --- | --- |
      | past budget? | train | stop | 2026-11-30 |
    `,
  },
  notOk: {
    'a day that does not exist, a date in another format, and none': {
      doc: md`
        ## Board

        ### Needs user decision

        | Decision | Asked by | Default | Since |
        | --- | --- | --- | --- |
        | past budget? | train | stop | 2026-02-30 |
        | new data? | train | wait | 30/11/2026 |
        | more GPUs? | train | no | — |
      `,
      findings: [
        ['7:33-7:43', 'date `2026-02-30`'],
        ['8:30-8:40', 'date `30/11/2026`'],
        ['9:29-9:30', 'empty Since'],
      ],
    },
  },
} satisfies RuleExamples;

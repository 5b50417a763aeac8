/** Examples of `criteria-date`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'an undated first section, then dated changes in order': md`
      ## Parts

      ### train

      #### Criteria

      #### Criteria (2026-11-20)

      #### Criteria (2026-11-30)
    `,
  },
  notOk: {
    'a date that is not one, an undated change, and dates out of order': {
      doc: md`
        ## Parts

        ### train

        #### Criteria (2026-11-31)

        #### Criteria (2026-11-20)

        #### Criteria

        #### Criteria (2026-11-10)
      `,
      findings: [
        ['5:6-5:27', 'date `2026-11-31`'],
        ['9:6-9:14', 'undated `Criteria` after the first criteria of `train`'],
        ['11:6-11:27', '`Criteria (2026-11-10)` after `Criteria (2026-11-20)`'],
      ],
    },
  },
} satisfies RuleExamples;

/** Examples of `criteria-pass-fail`: each ok doc passes, each not-ok doc gives exactly these findings. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

export default {
  ok: {
    'a pass line and a fail line': md`
      ## Parts

      ### train

      #### Criteria (2026-11-30)

      - Pass: validation loss below 2.1 at step 20k.
      - Fail: loss above 2.1, or any seed diverges.
    `,
    'a checklist': md`
      ## Parts

      ### eval

      #### Criteria

      - [ ] all 12 suites run
      - [ ] no suite regresses by more than 1 point
    `,
    'a table with Pass and Fail columns': md`
      ## Parts

      ### eval

      #### Criteria

      | Metric | Pass | Fail |
      | --- | --- | --- |
      | MMLU | ≥ 61 | < 61 |
    `,
  },
  notOk: {
    'only what success looks like': {
      doc: md`
        ## Parts

        ### train

        #### Criteria

        - Pass: validation loss below 2.1.
        - Should be stable.
      `,
      findings: [['5:6-5:14', 'criteria of `train` with no line on fail']],
    },
  },
} satisfies RuleExamples;

/** Examples of `criteria-before-verdict`: each doc is the working copy, after the commits listed with it. */
import { trainPart } from '../../helpers/example-parts.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const planned = trainPart();

const withCriteria = trainPart({ criteria: '2026-11-20' });

const judged = md`
  ${withCriteria}

  #### Verdict

  Pass: 2.04 at 20k (\`runs/7b/eval-20k.json\`).
`;

export default {
  ok: {
    'criteria committed, then the verdict': {
      doc: judged,
      history: [
        { hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Criteria for train', doc: withCriteria },
        { hash: '5e6f7a8', date: '2026-11-26T12:00:00Z', subject: 'train: verdict', doc: judged },
      ],
    },
    'a verdict written now, on criteria committed before': {
      doc: judged,
      history: [{ hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Criteria for train', doc: withCriteria }],
    },
  },
  notOk: {
    'criteria added with the verdict': {
      doc: judged,
      history: [
        { hash: '0a0a0a1', date: '2026-11-19T09:00:00Z', subject: 'Part train', doc: planned },
        { hash: '5e6f7a8', date: '2026-11-26T12:00:00Z', subject: 'train: criteria and verdict', doc: judged },
      ],
      findings: [['11:6-11:27', '`Criteria (2026-11-20)` of `train` first written in 5e6f7a8 together with its verdict']],
    },
    'a new criteria section after the verdict': {
      doc: md`
        ${judged}

        #### Criteria (2026-11-27)

        - Pass: validation loss at or below 2.05 at 20k.
      `,
      history: [
        { hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Criteria for train', doc: withCriteria },
        { hash: '5e6f7a8', date: '2026-11-26T12:00:00Z', subject: 'train: verdict', doc: judged },
      ],
      findings: [['20:6-20:27', '`Criteria (2026-11-27)` of `train` first written in the working copy, after its verdict (written in 5e6f7a8)']],
    },
  },
} satisfies RuleExamples;

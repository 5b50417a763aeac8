/** Examples of `history-incomplete`: what the history rules say they could not check. */
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const criteria = md`
  ## Parts

  ### train

  #### Criteria

  - Pass: validation loss at or below 2.1 at 20k.
`;

const judged = md`
  ${criteria}

  #### Verdict

  Pass: 2.04 (\`runs/7b/eval.json\`).
`;

export default {
  ok: {
    'a committed doc whose verdict came after its criteria': {
      doc: judged,
      history: [
        { hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Team doc', doc: criteria },
        { hash: '5e6f7a8', date: '2026-11-26T12:00:00Z', subject: 'train: verdict', doc: judged },
      ],
    },
  },
  notOk: {
    'a doc that was never committed': {
      doc: criteria,
      findings: [['', 'team doc with no commit']],
    },
    'a verdict already in the doc’s first commit': {
      doc: judged,
      history: [{ hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Team doc', doc: judged }],
      findings: [['9:6-9:13', 'verdict of `train` already in the doc’s first commit (1b3c5d7)']],
    },
  },
} satisfies RuleExamples;

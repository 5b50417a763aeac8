/** Examples of `criteria-unchanged`: each doc is the working copy, after the commits listed with it. */
import { trainPart } from '../../helpers/example-parts.js';
import { md, type RuleExamples } from '../../helpers/rule-examples.js';

const committed = md`
  ${trainPart({ plan: false, criteria: '2026-11-20' })}
  #### Verdict
`;

const first = { hash: '1b3c5d7', date: '2026-11-20T09:00:00Z', subject: 'Criteria for train', doc: committed };

export default {
  ok: {
    'a change written as a new dated section': {
      doc: md`
        ${committed}

        #### Criteria (2026-11-25)

        - Pass: validation loss at or below 2.2 at 20k (the tokenizer changed).
      `,
      history: [first],
    },
    'criteria filled in where a placeholder was, then kept': {
      doc: committed,
      history: [
        { hash: '0a0a0a1', date: '2026-11-19T09:00:00Z', subject: 'Part train', doc: committed.replace(/- Pass.*\n- Fail.*\n/, '[fill in: pass and fail]\n') },
        first,
      ],
    },
    'a ticked checkbox and a re-wrapped line are not edits': {
      doc: md`
        ## Parts

        ### eval

        #### Criteria

        - [x] all twelve
          suites run
      `,
      history: [
        {
          hash: '2c4e6a8',
          date: '2026-11-20T09:00:00Z',
          subject: 'eval criteria',
          doc: md`
        ## Parts

        ### eval

        #### Criteria

        - [ ] all twelve suites run
      `,
        },
      ],
    },
  },
  notOk: {
    'a pass bar loosened once a run came back': {
      doc: committed.replace('at or below 2.1', 'at or below 2.2'),
      history: [
        first,
        { hash: '4f2a9c1', date: '2026-11-24T17:30:00Z', subject: 'Fix criteria', doc: committed.replace('at or below 2.1', 'at or below 2.2') },
      ],
      findings: [['9:1-10:31', 'change to `Criteria (2026-11-20)` of `train` in 4f2a9c1 after it was committed in 1b3c5d7']],
    },
    'criteria edited in the working copy': {
      doc: committed.replace('- Fail: loss above 2.1 at 20k.\n', ''),
      history: [first],
      findings: [['9:1-9:48', 'change to `Criteria (2026-11-20)` of `train` in the working copy after it was committed in 1b3c5d7']],
    },
    'committed criteria removed': {
      doc: md`
        ## Parts

        ### train

        train owns the 7B run.

        #### Verdict
      `,
      history: [first],
      findings: [['3:5-3:10', 'removal of `Criteria (2026-11-20)` of `train` in the working copy after it was committed in 1b3c5d7']],
    },
  },
} satisfies RuleExamples;

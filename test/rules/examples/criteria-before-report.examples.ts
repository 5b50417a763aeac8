/** Examples of `criteria-before-report`: the doc after the commits listed with it, and the log beside it. */
import { chainRoles } from '../../helpers/example-log.js';
import { trainPart } from '../../helpers/example-parts.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const planned = `${chainRoles()}${trainPart()}`;

const withCriteria = `${chainRoles()}${trainPart({ criteria: '2026-11-30' })}`;

const result = {
  at: '10:00',
  kind: 'report' as const,
  from: 'train',
  to: 'top',
  body: '[result] train: loss 2.3 at 20k\nEvidence:\n- runs/7b/eval-20k.json\nBears on: criteria\nNext: decide\n',
};

export default {
  ok: {
    'criteria committed, then results reported': {
      doc: withCriteria,
      history: [{ hash: '1b3c5d7', date: '2026-11-30T09:30:00Z', subject: 'Criteria for train', doc: withCriteria }],
      log: [result],
    },
    'a question before the criteria is not a report of results': {
      doc: withCriteria,
      history: [
        { hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned },
        { hash: '1b3c5d7', date: '2026-11-30T10:30:00Z', subject: 'Criteria for train', doc: withCriteria },
      ],
      log: [
        {
          at: '10:00',
          kind: 'report',
          from: 'train',
          to: 'top',
          body: '[question] train: which metric?\nOptions: loss or accuracy\nDefault: loss\nDeadline: 12:00\n',
        },
      ],
    },
    'the kickoff’s [ack] before the criteria is not a report of results': {
      doc: withCriteria,
      history: [
        { hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned },
        { hash: '1b3c5d7', date: '2026-11-30T10:30:00Z', subject: 'Criteria for train', doc: withCriteria },
      ],
      log: [{ at: '10:00', kind: 'report', from: 'train', to: 'top', body: '[ack] train: joined as train, worktree /work/wt-train\n' }],
    },
    'criteria with code in them, reported as the plan before the result, committed after it': {
      doc: withCriteria.replace('- Pass: validation loss', '- Pass: `eval.py` gives validation loss'),
      history: [
        { hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned },
        {
          hash: '5e6f7a8',
          date: '2026-11-30T11:00:00Z',
          subject: 'train: plan and criteria',
          doc: withCriteria.replace('- Pass: validation loss', '- Pass: `eval.py` gives validation loss'),
        },
      ],
      log: [
        {
          at: '09:40',
          kind: 'report',
          from: 'train',
          to: 'top',
          body: '[plan] train: the 7B run\nPlan:\n- Launch on cards 0-3.\nCriteria:\n- Pass: `eval.py` gives validation loss at or below 2.1 at 20k.\n- Fail: loss above 2.1 at 20k.\n',
        },
        result,
      ],
    },
    'criteria reported as the worker’s plan before the result, committed to the doc by the top after it': {
      doc: withCriteria,
      history: [
        { hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned },
        { hash: '5e6f7a8', date: '2026-11-30T11:00:00Z', subject: 'train: plan and criteria', doc: withCriteria },
      ],
      log: [
        {
          at: '09:40',
          kind: 'report',
          from: 'train',
          to: 'top',
          body: '[plan] train: the 7B run\nPlan:\n- Launch on cards 0-3.\nCriteria:\n- Pass: validation loss at or below 2.1 at 20k.\n- Fail: loss above 2.1 at 20k.\n',
        },
        result,
      ],
    },
  },
  notOk: {
    'criteria committed after the owner reported a result': {
      doc: withCriteria,
      history: [
        { hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned },
        { hash: '5e6f7a8', date: '2026-11-30T11:00:00Z', subject: 'train: criteria', doc: withCriteria },
      ],
      log: [
        {
          at: '09:40',
          kind: 'report',
          from: 'train',
          to: 'top',
          body: '[plan] train: the 7B run\nPlan:\n- Launch on cards 0-3.\nCriteria:\n- Pass: loss below 3.\n- Fail: loss above 3.\n',
        },
        result,
      ],
      findings: [
        [
          '18:6-18:27',
          'criteria of `train` first committed in 5e6f7a8 (2026-11-30 11:00 UTC), after its owner `train` reported results (entry e2 of 2026-11-30 10:00:00Z)',
        ],
      ],
    },
    'criteria not committed at all, and a report in': {
      doc: withCriteria,
      history: [{ hash: '0a0a0a1', date: '2026-11-30T08:00:00Z', subject: 'Part train', doc: planned }],
      log: [{ at: '10:00', kind: 'report', from: 'train', to: 'top', body: 'train: the run finished, loss 2.3\n' }],
      findings: [['18:6-18:27', 'criteria of `train` not committed yet, after its owner `train` reported results (entry e1 of 2026-11-30 10:00:00Z)']],
    },
  },
} satisfies RuleExamples;

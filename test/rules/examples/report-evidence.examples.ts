/** Examples of `report-evidence`: a `[done]` report in the log, judged against the doc's part. */
import { chainRoles } from '../../helpers/example-log.js';
import { trainPart } from '../../helpers/example-parts.js';
import type { RuleExamples } from '../../helpers/rule-examples.js';

const doc = `${chainRoles()}${trainPart({ plan: false, criteria: '2026-11-20' })}`;

const done = (body: string) => ({ at: '10:00', kind: 'report' as const, from: 'train', to: 'top', body });

export default {
  ok: {
    'a done report with evidence that answers the criteria': {
      doc,
      log: [
        done(
          '[done] train: 7B run to 20k\nEvidence:\n- runs/7b/eval-20k.json — loss 2.04 at 20k\nCriteria:\n- validation loss at or below 2.1 at 20k: pass — 2.04\nRemains: none\n',
        ),
      ],
    },
    'criteria answered in the doc’s words with their labels, code marked as the worker typed it': {
      doc: doc.replace('- Pass: validation loss', '- Pass: `eval.py` gives validation loss'),
      log: [
        done(
          '[done] train: 7B run to 20k\nEvidence:\n- runs/7b/eval-20k.json — loss 2.04 at 20k\nCriteria:\n- Pass: `eval.py` gives validation loss at or below 2.1 at 20k: pass — 2.04\n- Fail: loss above 2.1 at 20k: not met\nRemains: none\n',
        ),
      ],
    },
    'other reports need no evidence here': {
      doc,
      log: [{ at: '10:00', kind: 'report', from: 'train', to: 'top', body: '[blocked] train: no cards free\nTried: waiting\nNeeds: two cards\n' }],
    },
  },
  notOk: {
    'a done report that cites nothing and answers nothing': {
      doc,
      log: [done('[done] train: 7B run to 20k\nEvidence:\n- it works, all tests pass\nCriteria:\n- looks good\nRemains: none\n')],
      findings: [
        ['10:5-10:10', '`[done]` report on `train` (entry e1 of 2026-11-30 10:00:00Z) without evidence'],
        [
          '10:5-10:10',
          '`[done]` report on `train` (entry e1 of 2026-11-30 10:00:00Z) leaving a criterion of `Criteria (2026-11-20)` unanswered (`Pass: validation loss at or below 2.1 at 20k.`)',
          'info',
        ],
      ],
    },
  },
} satisfies RuleExamples;

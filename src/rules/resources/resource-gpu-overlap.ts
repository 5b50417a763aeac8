import { formatRange } from '../../doc/resource-values.js';
import { conflictHint, hostWords, numberConflicts } from '../support/resource-claims.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-gpu-overlap',
  group: 'resources',
  severity: 'error',
  description: 'No GPU id on one host is given to two roles.',
  check({ doc }, report) {
    for (const { earlier, later, shared } of numberConflicts(doc, 'gpu')) {
      const theirs = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected GPU ${quote(later.resource.cells.value.text)} (GPU ${formatRange(shared)} is also in ${quote(theirs.text)} of ${quote(earlier.holder)} ${hostWords(earlier)}, line ${earlier.resource.line}), expected GPUs no other role holds`,
        {
          hint: conflictHint(earlier, later, 'gpu-a:0-3', 'Give each role its own GPUs.'),
          related: [{ span: theirs.span, message: `${quote(theirs.text)} held by ${quote(earlier.holder)}` }],
        },
      );
    }
  },
});

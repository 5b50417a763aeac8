import { conflictHint, hostWords, numberConflicts } from '../support/resource-claims.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-port-overlap',
  group: 'resources',
  severity: 'error',
  description: 'No port on one host is given to two roles (ranges overlap by arithmetic).',
  check({ doc }, report) {
    for (const { earlier, later } of numberConflicts(doc, 'port')) {
      const theirs = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected port range ${quote(later.resource.cells.value.text)} (overlaps ${quote(theirs.text)} of ${quote(earlier.holder)} ${hostWords(earlier)}, line ${earlier.resource.line}), expected a range no other role holds`,
        {
          hint: conflictHint(earlier, later, 'gpu-a:8100-8149', 'Give each role its own range.'),
          related: [{ span: theirs.span, message: `${quote(theirs.text)} held by ${quote(earlier.holder)}` }],
        },
      );
    }
  },
});

import { nameKey } from '../../doc/vocabulary.js';
import { claimsOf, rivalPairs } from '../support/resource-claims.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-value-shared',
  group: 'resources',
  severity: 'error',
  description: 'No host or queue is given to two roles.',
  check({ doc }, report) {
    for (const kind of ['host', 'queue'] as const) {
      for (const [earlier, later] of rivalPairs(claimsOf(doc, kind))) {
        if (earlier.resource.value.type !== 'text' || later.resource.value.type !== 'text') continue;
        if (nameKey(earlier.resource.value.text) !== nameKey(later.resource.value.text)) continue;
        const cell = earlier.resource.cells.value;
        report(
          later.resource.cells.value.span,
          `Unexpected ${kind} ${quote(later.resource.cells.value.text)} (also held by ${quote(earlier.holder)}, line ${earlier.resource.line}), expected each ${kind} to have one owner`,
          {
            hint: `A ${kind} in the Resources table belongs to one role; list it once.`,
            related: [{ span: cell.span, message: `${quote(cell.text)} held by ${quote(earlier.holder)}` }],
          },
        );
      }
    }
  },
});

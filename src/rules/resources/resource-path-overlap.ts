import { pathsOverlap } from '../../doc/resource-values.js';
import { claimsOf, rivalPairs } from '../support/resource-claims.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-path-overlap',
  group: 'resources',
  severity: 'error',
  description: 'No folder is given to two roles, and no role’s folder is inside another role’s.',
  check({ doc }, report) {
    for (const [earlier, later] of rivalPairs(claimsOf(doc, 'path'))) {
      if (earlier.resource.value.type !== 'path' || later.resource.value.type !== 'path') continue;
      const [mine, theirs] = [later.resource.value.path, earlier.resource.value.path];
      if (!pathsOverlap(mine, theirs)) continue;
      const relation = mine === theirs ? 'the same folder as' : mine.length > theirs.length ? 'inside' : 'contains';
      const cell = earlier.resource.cells.value;
      report(
        later.resource.cells.value.span,
        `Unexpected path ${quote(later.resource.cells.value.text)} (${relation} ${quote(cell.text)} of ${quote(earlier.holder)}, line ${earlier.resource.line}), expected a folder no other role holds`,
        {
          hint: 'Give each role its own folder; shared inputs are read-only and need no row.',
          related: [{ span: cell.span, message: `${quote(cell.text)} held by ${quote(earlier.holder)}` }],
        },
      );
    }
  },
});

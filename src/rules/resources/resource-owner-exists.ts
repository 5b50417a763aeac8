import { defineRule } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';
import { currentNameSuggestion, unknownRoleHint } from '../support/role-names.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'resource-owner-exists',
  group: 'resources',
  severity: 'error',
  description: 'Every resource has an owner, and the owner is a role in the roles table.',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const resource of doc.resources) {
      const cell = resource.cells.owner;
      if (cell.placeholder || cell.missing) continue;
      if (resource.ownerWritten !== undefined) {
        report(cell.span, `Unexpected owner ${quote(resource.ownerWritten)}, expected \`${resource.owner}\`, a role from the roles table (read as that role)`, {
          hint: `Did you mean \`${resource.owner}\`?`,
        });
        continue;
      }
      if (resource.owner === undefined) {
        report(cell.span, `Unexpected resource ${quote(resource.cells.resource.text)} without an owner, expected the role it is allocated to`, {
          hint: 'Unallocated resources get used twice; give each one to exactly one role.',
        });
        continue;
      }
      const lookup = roles.find(resource.owner);
      if (lookup && !lookup.former) continue;
      report(cell.span, `Unexpected owner ${quote(resource.owner)}, expected a role from the roles table`, {
        hint: unknownRoleHint(lookup, resource.owner),
        suggestion: currentNameSuggestion(doc, cell, lookup),
      });
    }
  },
});

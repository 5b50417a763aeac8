import { defineRule } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';
import { currentNameSuggestion, unknownRoleHint } from '../support/role-names.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'role-parent-exists',
  group: 'roles',
  severity: 'error',
  description: 'Each role’s Parent names a role in the table (or is `—` for the top).',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const role of doc.roles) {
      // A misspelt name is read as the role it most likely means (build-model.ts): one finding, here.
      if (role.parentWritten !== undefined) {
        report(
          role.cells.parent.span,
          `Unexpected parent ${quote(role.parentWritten)} of ${quote(role.name.text)}, expected \`${role.parent}\`, a role in this table (read as that role)`,
          {
            hint: `Did you mean \`${role.parent}\`?`,
          },
        );
        continue;
      }
      if (role.parent === undefined) continue;
      const lookup = roles.find(role.parent);
      if (lookup && !lookup.former) continue;
      report(role.cells.parent.span, `Unexpected parent ${quote(role.parent)} of ${quote(role.name.text)}, expected the name of a role in this table`, {
        hint: unknownRoleHint(lookup, role.parent),
        suggestion: currentNameSuggestion(doc, role.cells.parent, lookup),
      });
    }
  },
});

import type { Role } from '../../doc/model.js';
import { parentCycles } from '../../chain/cycles.js';
import { defineRule } from '../engine/rule.js';
import { roleIndex } from '../../doc/role-index.js';

export default defineRule({
  id: 'role-parent-cycle',
  group: 'roles',
  severity: 'error',
  description: 'Following parents from any role reaches the top: the Parent column has no cycles.',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    const parentOf = (role: Role) => (role.parent === undefined ? undefined : roles.find(role.parent)?.role);
    for (const cycle of parentCycles(doc.roles, parentOf)) {
      // Roles are in line order, so the cycle starts at its first row.
      const first = cycle[0]!;
      const ordered = [...cycle, first];
      report(
        first.cells.parent.span,
        `Unexpected cycle of parents ${ordered.map((role) => `\`${role.name.text}\``).join(' → ')}, expected every chain of parents to end at the top`,
        {
          hint: cycle.length === 1 ? 'A role cannot be its own parent.' : 'Set the parent that breaks the loop to the role it really reports to.',
          related: ordered.slice(1, -1).map((role) => ({ span: role.cells.parent.span, message: `parent of \`${role.name.text}\`` })),
        },
      );
    }
  },
});

import type { Role } from '../doc/model.js';
import { defineRule } from './rule.js';
import { roleIndex } from './role-index.js';

export default defineRule({
  id: 'role-parent-cycle',
  group: 'roles',
  severity: 'error',
  description: 'Following parents from any role reaches the top: the Parent column has no cycles.',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    const parentOf = (role: Role) => (role.parent === undefined ? undefined : roles.find(role.parent)?.role);
    const done = new Set<Role>();
    for (const start of doc.roles) {
      // Walk iteratively: a long chain must not exhaust the stack.
      const path: Role[] = [];
      const onPath = new Map<Role, number>();
      let current: Role | undefined = start;
      while (current && !done.has(current) && !onPath.has(current)) {
        onPath.set(current, path.length);
        path.push(current);
        current = parentOf(current);
      }
      if (current && onPath.has(current)) {
        const cycle = path.slice(onPath.get(current));
        const first = cycle.reduce((a, b) => (b.line < a.line ? b : a));
        const from = cycle.indexOf(first);
        const ordered = [...cycle.slice(from), ...cycle.slice(0, from), first];
        report(first.cells.parent.span, `Unexpected cycle of parents ${ordered.map((role) => `\`${role.name.text}\``).join(' → ')}, expected every chain of parents to end at the top`, {
          hint: cycle.length === 1 ? 'A role cannot be its own parent.' : 'Set the parent that breaks the loop to the role it really reports to.',
          related: ordered.slice(1, -1).map((role) => ({ span: role.cells.parent.span, message: `parent of \`${role.name.text}\`` })),
        });
      }
      for (const role of path) done.add(role);
    }
  },
});

import { isFinished } from '../doc/part-owners.js';
import { headerSpan } from './places.js';
import { defineRule } from './rule.js';
import { quote } from './words.js';

export default defineRule({
  id: 'role-top-single',
  group: 'roles',
  severity: 'error',
  description: 'Exactly one role has no parent: the top, the session the person talks to (a top that handed off keeps its row, `done`).',
  check({ doc }, report) {
    const table = doc.tables.find((candidate) => candidate.section === 'roles');
    if (!table || doc.roles.length === 0) return;
    const tops = doc.roles.filter((role) => role.cells.parent.none && !role.cells.parent.missing);
    const [first, ...others] = tops.filter((role) => !isFinished(role));
    if (tops.length === 0) {
      report(headerSpan(table), 'Unexpected roles table without a top, expected exactly one role whose Parent is `—`', {
        hint: 'The top is the session the person talks to; every other role reports to a parent.',
      });
      return;
    }
    for (const role of others) {
      report(role.cells.parent.span, `Unexpected second top ${quote(role.name.text)} (no parent), expected exactly one role without a parent`, {
        hint: 'A chain has one top; give this role the parent it reports to, or, if it took the top’s place, set the old top to `done`.',
        related: [{ span: first!.cells.parent.span, message: `the top ${quote(first!.name.text)}` }],
      });
    }
  },
});

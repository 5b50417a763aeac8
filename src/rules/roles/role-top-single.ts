import { isFinished } from '../../doc/part-owners.js';
import { cellEdit, suggestion } from '../support/edits.js';
import { headerSpan } from '../support/places.js';
import { defineRule } from '../engine/rule.js';
import { quote } from '../support/words.js';

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
      // A choice of which row the person talks to: the first that still works, as the table lists it.
      const top = doc.roles.find((role) => !isFinished(role)) ?? doc.roles[0]!;
      report(headerSpan(table), 'Unexpected roles table without a top, expected exactly one role whose Parent is `—`', {
        hint: 'The top is the session the person talks to; every other role reports to a parent.',
        suggestion: suggestion(`Make ${quote(top.name.text)}, the first working row, the top: its Parent \`—\``, cellEdit(doc, top.cells.parent, '—')),
      });
      return;
    }
    for (const role of others) {
      report(role.cells.parent.span, `Unexpected second top ${quote(role.name.text)} (no parent), expected exactly one role without a parent`, {
        hint: 'A chain has one top; give this role the parent it reports to, or, if it took the top’s place, set the old top to `done`.',
        related: [{ span: first!.cells.parent.span, message: `the top ${quote(first!.name.text)}` }],
        suggestion: suggestion(
          `Write the top ${quote(first!.name.text)} as the parent of ${quote(role.name.text)} (if ${quote(role.name.text)} took the top’s place instead, set ${quote(first!.name.text)} to \`done\`)`,
          cellEdit(doc, role.cells.parent, first!.name.text),
        ),
      });
    }
  },
});

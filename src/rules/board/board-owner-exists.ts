import type { Cell, TeamDoc } from '../../doc/model.js';
import { defineRule, type Report } from '../engine/rule.js';
import { roleIndex, type RoleIndex } from '../../doc/role-index.js';
import { currentNameSuggestion, unknownRoleHint } from '../support/role-names.js';
import { cellEdit, safeSuggestion } from '../support/edits.js';
import { quote } from '../support/words.js';

export default defineRule({
  id: 'board-owner-exists',
  group: 'board',
  severity: 'error',
  description: 'Every board item’s Owner and every decision’s Asked by is a role in the roles table.',
  check({ doc }, report) {
    const roles = roleIndex(doc);
    for (const item of doc.board)
      checkRole(report, doc, roles, item.cells.owner, item.owner, item.ownerWritten, `board item ${quote(item.cells.item.text)}`, 'the role that moves it');
    for (const decision of doc.decisions) {
      checkRole(
        report,
        doc,
        roles,
        decision.cells.askedBy,
        decision.askedBy,
        decision.askedByWritten,
        `decision ${quote(decision.cells.decision.text)}`,
        'the role that asked',
      );
    }
  },
});

function checkRole(
  report: Report,
  doc: TeamDoc,
  roles: RoleIndex,
  cell: Cell,
  name: string | undefined,
  written: string | undefined,
  what: string,
  expected: string,
): void {
  if (cell.placeholder || cell.missing) return;
  if (written !== undefined) {
    report(cell.span, `Unexpected role ${quote(written)} for ${what}, expected \`${name}\`, a role from the roles table (read as that role)`, {
      hint: `Did you mean \`${name}\`?`,
      suggestion: safeSuggestion(`Write \`${name}\``, cellEdit(doc, cell, name!)),
    });
    return;
  }
  if (name === undefined) {
    report(cell.span, `Unexpected ${what} without a role, expected ${expected}`);
    return;
  }
  const lookup = roles.find(name);
  if (lookup && !lookup.former) return;
  report(cell.span, `Unexpected role ${quote(name)} for ${what}, expected a role from the roles table`, {
    hint: unknownRoleHint(lookup, name),
    suggestion: currentNameSuggestion(doc, cell, lookup),
  });
}

import type { Cell, TeamDoc } from '../../doc/model.js';
import { defineRule } from '../engine/rule.js';

/** Cells that identify their row; other empty cells are the business of the rule for that column. */
function identifyingCells(doc: TeamDoc): [Cell, string][] {
  return [
    ...doc.roles.map((role): [Cell, string] => [role.cells.name, 'Name (the role’s name)']),
    ...doc.resources.map((resource): [Cell, string] => [resource.cells.resource, 'Resource (what is allocated)']),
    ...doc.board.map((item): [Cell, string] => [item.cells.item, 'Item (what is being tracked)']),
    ...doc.decisions.map((decision): [Cell, string] => [decision.cells.decision, 'Decision (the question for the person)']),
  ];
}

export default defineRule({
  id: 'table-cell-empty',
  group: 'structure',
  severity: 'error',
  description: 'The first cell of each row (a role’s name, a resource, a board item, a decision) is filled in.',
  check({ doc }, report) {
    for (const [cell, column] of identifyingCells(doc)) {
      if (!cell.none || cell.missing) continue;
      report(cell.span, `Unexpected empty ${column.split(' ')[0]} cell, expected ${column.slice(column.indexOf('(') + 1, -1)}`);
    }
  },
});

import { missingCellsEdit, suggestion } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'table-row-cells',
  group: 'structure',
  severity: 'error',
  description: 'Every table row has exactly as many cells as the header.',
  check({ doc }, report) {
    for (const table of doc.tables) {
      const expected = table.header.length;
      for (const row of table.rows) {
        const count = row.cells.length;
        if (count === expected) continue;
        const extra = row.cells.slice(expected);
        const span = count > expected ? { start: extra[0]!.span.start, end: extra[extra.length - 1]!.span.end } : row.span;
        report(span, `Unexpected ${count} ${count === 1 ? 'cell' : 'cells'} in a row of the ${table.section} table, expected ${expected} (one per column)`, {
          hint: count > expected ? 'A `|` inside a cell must be written `\\|`.' : 'Write `—` in a cell that has nothing to say.',
          suggestion:
            count < expected
              ? suggestion(`Add ${expected - count === 1 ? 'a cell' : `${expected - count} cells`} saying \`—\``, missingCellsEdit(doc, row, expected - count))
              : undefined,
        });
      }
    }
  },
});

import { laidOutTable } from '../../doc/table-layout.js';
import { tableSource } from '../../doc/table-source.js';
import { safeSuggestion, tableLinesEdit } from '../support/edits.js';
import { headerSpan } from '../support/places.js';
import { defineRule } from '../engine/rule.js';
import { columnList } from '../support/words.js';

export default defineRule({
  id: 'table-column-order',
  group: 'structure',
  severity: 'info',
  description: 'The columns of each table come in the order the format documents (a team’s own columns stay where they are).',
  check({ doc }, report) {
    for (const table of doc.tables) {
      const known = table.expectedColumns.filter((column) => table.columns.has(column));
      const written = known.map((column) => table.columns.get(column)!);
      // The slots the known columns hold, filled again in the documented order; the team's own columns keep theirs.
      const slots = [...written].sort((a, b) => a - b);
      if (written.every((index, position) => index === slots[position])) continue;
      const order = table.header.map((_, index) => index);
      slots.forEach((slot, position) => {
        order[slot] = written[position]!;
      });
      const asWritten = slots.map((slot) => known[written.indexOf(slot)]!);
      const source = tableSource(doc.text, table);
      const movable = source !== undefined && table.rows.every((row) => row.cells.length === table.header.length);
      report(
        headerSpan(table),
        `Unexpected ${table.section} table with columns ${columnList(asWritten)}, expected ${columnList(known)} as the format writes them`,
        {
          hint: movable
            ? 'Columns are found by name, so this is for the reader: `check --fix` moves each column, every row’s cell with it.'
            : 'Columns are found by name, so this is for the reader: move each column, every row’s cell with it (`check --fix` does once every row has one cell per column).',
          suggestion: movable
            ? safeSuggestion(`Put the columns in the order ${columnList(known)}`, tableLinesEdit(doc, source, laidOutTable(source, order)))
            : undefined,
        },
      );
    }
  },
});

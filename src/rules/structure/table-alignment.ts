import { laidOutTable } from '../../doc/table-layout.js';
import { samePipes, tableSource } from '../../doc/table-source.js';
import { safeSuggestion, tableLinesEdit } from '../support/edits.js';
import { defineRule } from '../engine/rule.js';

export default defineRule({
  id: 'table-alignment',
  group: 'structure',
  severity: 'info',
  description: 'A table written padded (its header’s pipes over the delimiter row’s) has every row’s pipes under the header’s.',
  check({ doc }, report) {
    for (const table of doc.tables) {
      const source = tableSource(doc.text, table);
      // A compact table is left as written; one whose rows lack cells is table-row-cells'.
      if (!source?.padded || table.rows.some((row) => row.cells.length !== table.header.length)) continue;
      const row = source.rows.find((candidate) => !samePipes(candidate, source.header));
      if (!row) continue;
      const at = table.rows[source.rows.indexOf(row)]!.span;
      report(at, `Unexpected row of the ${table.section} table with its pipes out of line, expected them under the header’s as the table is written`, {
        hint: 'Pad the cells so every `|` stands under the header’s; `check --fix` does it, keeping each cell’s text.',
        suggestion: safeSuggestion(
          'Align the table’s pipes under the header’s',
          tableLinesEdit(
            doc,
            source,
            laidOutTable(
              source,
              source.header.cells.map((_, index) => index),
            ),
          ),
        ),
      });
    }
  },
});

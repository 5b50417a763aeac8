import { respellSuggestion } from '../support/edits.js';
import { headerSpan } from '../support/places.js';
import { defineRule } from '../engine/rule.js';
import { columnList, quote } from '../support/words.js';

export default defineRule({
  id: 'table-columns',
  group: 'structure',
  severity: 'error',
  description: 'Each table has all of its columns (letter case and extra columns are fine), each once.',
  check({ doc }, report) {
    for (const table of doc.tables) {
      for (const { written, meant } of table.misspelledColumns) {
        report(written.span, `Unexpected column ${quote(written.text)}, expected \`${columnList([meant])}\` (read as that column)`, {
          hint: `Did you mean \`${columnList([meant])}\`?`,
          suggestion: respellSuggestion(doc, written, columnList([meant]), meant, table.expectedColumns),
        });
      }
      const missing = table.expectedColumns.filter((column) => !table.columns.has(column));
      if (missing.length > 0) {
        report(
          headerSpan(table),
          `Unexpected ${table.section} table without ${missing.map((column) => `\`${columnList([column])}\``).join(', ')}, expected columns ${columnList(table.expectedColumns)}`,
          {
            hint: 'Columns are found by name; their order does not matter.',
          },
        );
      }
      const seen = new Map<string, number>();
      table.header.forEach((cell, index) => {
        const key = cell.text.toLowerCase();
        if (!table.expectedColumns.includes(key)) return;
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, index);
          return;
        }
        report(cell.span, `Unexpected second ${quote(cell.text)} column, expected each column once`, {
          related: [{ span: table.header[first]!.span, message: `the first ${quote(table.header[first]!.text)} column (the one teamdoc reads)` }],
        });
      });
    }
  },
});

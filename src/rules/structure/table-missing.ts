import { COLUMNS, SECTIONS } from '../../doc/vocabulary.js';
import { defineRule } from '../engine/rule.js';
import { columnList } from '../support/words.js';

const TABLES: [section: string, columns: readonly string[]][] = [
  [SECTIONS.roles, COLUMNS.roles],
  [SECTIONS.resources, COLUMNS.resources],
  [SECTIONS.board, COLUMNS.board],
  [SECTIONS.decisions, COLUMNS.decisions],
];

export default defineRule({
  id: 'table-missing',
  group: 'structure',
  severity: 'error',
  description: 'Roles, Resources, Board and Needs user decision each hold a table (it may have no rows).',
  check({ doc }, report) {
    for (const [key, columns] of TABLES) {
      const section = doc.sections.find((candidate) => candidate.key === key);
      if (!section || doc.tables.some((table) => table.section === key)) continue;
      report(section.heading.span, `Unexpected section \`${section.heading.text}\` without a table, expected a table with columns ${columnList(columns)}`, {
        hint: 'A table needs a header row and a delimiter row such as `| --- | --- |`.',
      });
    }
  },
});

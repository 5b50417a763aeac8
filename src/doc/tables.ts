/**
 * GFM tables as rows of located cells, with columns looked up by name. A row
 * may have more or fewer cells than the header (GFM keeps what was written);
 * a cell the row lacks comes back as a `missing` cell at the row's end.
 */
import type { Table as MdastTable, TableCell } from 'mdast';
import { closest } from '../text/closest.js';
import type { Cell, Located, Misspelling, Span, Table, TableRow } from './model.js';
import { plainText, spanOf } from './mdast-text.js';
import type { TextIndex } from './positions.js';
import { isPlaceholder, saysNone } from './vocabulary.js';

export function readTable(node: MdastTable, section: string, expectedColumns: readonly string[]): Table {
  const [headerRow, ...bodyRows] = node.children;
  const header = headerRow ? headerRow.children.map(readCell) : [];
  const columns = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = cell.text.toLowerCase();
    if (!columns.has(key)) columns.set(key, index);
  });
  const misspelledColumns = readMisspelledColumns(header, columns, expectedColumns);
  const rows: TableRow[] = bodyRows.map((row) => ({ span: spanOf(row), cells: row.children.map(readCell) }));
  return { section, span: spanOf(node), header, rows, columns, expectedColumns, misspelledColumns };
}

/** A header cell close to an expected column the header lacks (`Runtme`) is read as that column. */
function readMisspelledColumns(header: readonly Cell[], columns: Map<string, number>, expected: readonly string[]): Misspelling[] {
  const misspelled: Misspelling[] = [];
  header.forEach((cell, index) => {
    const key = cell.text.toLowerCase();
    if (expected.includes(key) || columns.get(key) !== index) return;
    const meant = closest(
      key,
      expected.filter((column) => !columns.has(column)),
    );
    if (meant === undefined) return;
    columns.set(meant, index);
    misspelled.push({ written: { text: cell.text, span: cell.span }, meant });
  });
  return misspelled;
}

function readCell(node: TableCell): Cell {
  const text = plainText(node).trim();
  const first = node.children[0];
  const last = node.children[node.children.length - 1];
  // A cell's own position starts at its pipe; its content's position is where the text is,
  // and an empty cell is pointed at just after its pipe.
  const own = spanOf(node);
  const empty = { line: own.start.line, column: own.start.column + 1 };
  const span: Span =
    first && last ? { start: spanOf(first).start, end: spanOf(last).end } : { start: empty, end: { line: empty.line, column: empty.column + 1 } };
  return { text, span, none: saysNone(text), placeholder: isPlaceholder(text), missing: false };
}

/** The row's cell for a column, or a missing cell at the end of the row. */
export function cellOf(table: Table, row: TableRow, column: string): Cell {
  const index = table.columns.get(column);
  const cell = index === undefined ? undefined : row.cells[index];
  if (cell) return cell;
  const end = row.span.end;
  return { text: '', span: { start: end, end }, none: true, placeholder: false, missing: true };
}

/**
 * Finds `part` inside a cell's text and returns its span, when the cell is
 * written plainly enough that text offsets are source offsets; else the cell's span.
 */
export function locateWithin(index: TextIndex, cell: Cell, part: string, from = 0): Located {
  const startOffset = index.lineStart(cell.span.start.line) + cell.span.start.column - 1;
  const endOffset = index.lineStart(cell.span.end.line) + cell.span.end.column - 1;
  const raw = index.text.slice(startOffset, endOffset);
  if (raw === cell.text) {
    const at = raw.indexOf(part, from);
    if (at !== -1) return { text: part, span: index.span(startOffset + at, startOffset + at + part.length) };
  }
  return { text: part, span: cell.span };
}

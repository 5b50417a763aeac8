/**
 * A table as the file writes it, line by line: each row's cells as raw
 * Markdown (trimmed, escapes and inline code kept) and the character columns
 * of its pipes, so the table can be laid out again without changing a cell's
 * text (doc/table-layout.ts) and its alignment judged as a reader sees it.
 */
import { lineStarts } from '../findings/text-edits.js';
import type { Table } from './model.js';

export interface SourceRow {
  line: number;
  /** Whitespace before the row's first character. */
  indent: string;
  cells: string[];
  /** The column (0-based, in characters) of each pipe that separates cells. */
  pipes: number[];
}

export interface TableSource {
  header: SourceRow;
  delimiter: SourceRow;
  rows: SourceRow[];
  /**
   * Written padded: the header's pipes stand over the delimiter row's, and the
   * delimiter is more than the compact `---` per column. A table written
   * compact (the template's `| --- |`) is not padded, and is never re-padded.
   */
  padded: boolean;
}

/**
 * The source of a table whose lines read plainly (one row a line, nothing but
 * whitespace before it, as many cells as the model has); undefined otherwise,
 * and nothing is rewritten from a reading that might be wrong.
 */
export function tableSource(text: string, table: Table): TableSource | undefined {
  const starts = lineStarts(text);
  const lineText = (line: number) => text.slice(starts[line - 1], (starts[line] ?? text.length + 1) - 1);
  const first = table.span.start.line;
  const column = table.span.start.column;
  const header = sourceRow(lineText(first), first, column);
  const delimiter = sourceRow(lineText(first + 1), first + 1, column);
  if (!header || !delimiter || header.cells.length !== table.header.length || delimiter.cells.length !== table.header.length) return undefined;
  const rows: SourceRow[] = [];
  for (const [index, modelRow] of table.rows.entries()) {
    const line = modelRow.span.start.line;
    const row = line === first + 2 + index && modelRow.span.end.line === line ? sourceRow(lineText(line), line, column) : undefined;
    if (!row || row.cells.length !== modelRow.cells.length) return undefined;
    rows.push(row);
  }
  // Pipes that line up over a delimiter of three characters a column may be chance (`| Key |` over `| --- |`).
  const padded = samePipes(header, delimiter) && delimiter.cells.some((cell) => cell.length !== 3);
  return { header, delimiter, rows, padded };
}

/** Whether two rows have their pipes at the same columns. */
export function samePipes(a: SourceRow, b: SourceRow): boolean {
  return a.pipes.length === b.pipes.length && a.pipes.every((column, index) => b.pipes[index] === column);
}

/** A row's cells and pipes; undefined when something other than whitespace comes before the table's column (a quote, a list). */
function sourceRow(text: string, line: number, tableColumn: number): SourceRow | undefined {
  if (text.slice(0, tableColumn - 1).trim() !== '') return undefined;
  const characters = Array.from(text);
  const indent = /^[ \t]*/.exec(text)![0];
  const pipes: number[] = [];
  for (let index = indent.length; index < characters.length; index++) {
    if (characters[index] === '\\') index++;
    else if (characters[index] === '|') pipes.push(index);
  }
  if (pipes.length === 0) return undefined;
  const bounds = [indent.length - 1, ...pipes, characters.length];
  const cells = bounds.slice(1).map((end, index) =>
    characters
      .slice(bounds[index]! + 1, end)
      .join('')
      .trim(),
  );
  // A pipe at either end opens or closes the row rather than separating cells.
  if (pipes[0] === indent.length) cells.shift();
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return { line, indent, cells, pipes };
}

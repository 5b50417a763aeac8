/**
 * Edits of the team doc that findings suggest (Finding.suggestion): a cell
 * rewritten, cells added to a short row, lines inserted after a line or removed.
 * Built from the model's positions and the doc's LF text (doc/rewrite.ts
 * writes them back in the file's own line endings), so an edit keeps the
 * table's column order.
 */
import type { Cell, Located, Table, TableRow, TeamDoc } from '../../doc/model.js';
import type { TableSource } from '../../doc/table-source.js';
import type { Suggestion, TextEdit } from '../../findings/finding.js';
import { lineStarts, offsetAt, pointAt } from '../../findings/text-edits.js';
import { onlyReading } from '../../text/closest.js';

export function suggestion(message: string, ...edits: TextEdit[]): Suggestion {
  return { message, edits };
}

/** A suggestion `check --fix` applies: its edit writes what the log or the doc already says (docs/rules.md, "Fixes"). */
export function safeSuggestion(message: string, ...edits: TextEdit[]): Suggestion {
  return { message, edits, safe: true };
}

/** A cell's text replaced; an empty cell is filled between its pipes, a missing one added at the row's end. */
export function cellEdit(doc: TeamDoc, cell: Cell, text: string): TextEdit {
  const value = tableCellText(text);
  const start = offsetAt(doc.text, cell.span.start);
  if (!cell.missing && cell.text !== '') return { ...spanOf(cell), text: value };
  if (cell.missing) {
    const piped = doc.text[start - 1] === '|';
    return { ...pointEdit(cell.span.start), text: piped ? ` ${value} |` : ` | ${value}` };
  }
  // An empty cell: everything between its two pipes becomes ` value `.
  let from = start;
  while (from > 0 && doc.text[from - 1] !== '|') from--;
  let to = start;
  while (to < doc.text.length && doc.text[to] !== '|' && doc.text[to] !== '\n') to++;
  return { ...range(doc.text, from, to), text: ` ${value} ` };
}

/**
 * A misspelt word (a heading, a column, a part id) replaced by the one it was
 * read as, when the file writes it plainly at its span; undefined when
 * Markdown around it (emphasis, escapes) makes the span more than the word.
 */
function respellEdit(doc: TeamDoc, written: Located, text: string): TextEdit | undefined {
  const source = doc.text.slice(offsetAt(doc.text, written.span.start), offsetAt(doc.text, written.span.end));
  return source === written.text ? { ...spanOf(written), text } : undefined;
}

/**
 * The suggestion of a did-you-mean: `written` replaced by `replacement`, the
 * spelling of `meant`; safe when `meant` is the only candidate `written` is
 * close to (text/closest.ts), so `check --fix` never picks between two.
 */
export function respellSuggestion(doc: TeamDoc, written: Located, replacement: string, meant: string, candidates: readonly string[]): Suggestion | undefined {
  const edit = respellEdit(doc, written, replacement);
  if (!edit) return undefined;
  const message = `Replace \`${written.text}\` with \`${replacement}\``;
  return onlyReading(written.text, meant, candidates) ? safeSuggestion(message, edit) : suggestion(message, edit);
}

/** A table's lines, from its header to its last row, replaced by `lines`. */
export function tableLinesEdit(doc: TeamDoc, source: TableSource, lines: readonly string[]): TextEdit {
  const last = source.rows[source.rows.length - 1] ?? source.delimiter;
  const starts = lineStarts(doc.text);
  const end = (starts[last.line] ?? doc.text.length + 1) - 1;
  return { ...range(doc.text, starts[source.header.line - 1]!, end), text: lines.join('\n') };
}

/** `count` cells saying `—` added at the end of a row. */
export function missingCellsEdit(doc: TeamDoc, row: TableRow, count: number): TextEdit {
  const end = offsetAt(doc.text, row.span.end);
  const piped = doc.text[end - 1] === '|';
  return { ...range(doc.text, end, end), text: piped ? ' — |'.repeat(count) : ' | —'.repeat(count) };
}

/** Whole lines inserted after line `line` (1-based), in the doc's line ending. */
export function insertLinesAfter(doc: TeamDoc, line: number, lines: readonly string[]): TextEdit {
  const starts = lineStarts(doc.text);
  const next = starts[line];
  if (next !== undefined) return { ...range(doc.text, next, next), text: lines.map((text) => `${text}\n`).join('') };
  // The last line, with no line break after it.
  return { ...range(doc.text, doc.text.length, doc.text.length), text: lines.map((text) => `\n${text}`).join('') };
}

/** Whole lines (1-based) removed with their line breaks, a run of neighbours as one edit: table rows taken out. */
export function deleteLines(doc: TeamDoc, lines: readonly number[]): TextEdit[] {
  const starts = lineStarts(doc.text);
  const runs: Array<[first: number, last: number]> = [];
  for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
    const run = runs[runs.length - 1];
    if (run && run[1] === line - 1) run[1] = line;
    else runs.push([line, line]);
  }
  return runs.map(([first, last]) => {
    const from = starts[first - 1]!;
    const next = starts[last];
    // The doc's last line has no break after it: the break before it goes instead.
    return next !== undefined ? { ...range(doc.text, from, next), text: '' } : { ...range(doc.text, Math.max(0, from - 1), doc.text.length), text: '' };
  });
}

/** A table row with the given values by column (lower case), in the table's own column order; `—` elsewhere. */
export function tableRow(table: Table, values: Readonly<Record<string, string | undefined>>): string {
  const cells = table.header.map((_, index) => {
    const column = [...table.columns].find(([, at]) => at === index)?.[0];
    const value = column === undefined ? undefined : values[column];
    return value === undefined || value.trim() === '' ? '—' : tableCellText(value);
  });
  return `| ${cells.join(' | ')} |`;
}

/** The last line of the roles table: where a new row goes. */
export function lastRoleLine(doc: TeamDoc): number | undefined {
  const table = rolesTable(doc);
  return table?.span.end.line;
}

export function rolesTable(doc: TeamDoc): Table | undefined {
  return doc.tables.find((table) => table.section === 'roles');
}

/** A value as a table cell holds it: one line, `|` escaped. */
function tableCellText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

function spanOf(located: Located): Omit<TextEdit, 'text'> {
  return { line: located.span.start.line, column: located.span.start.column, endLine: located.span.end.line, endColumn: located.span.end.column };
}

function pointEdit(point: { line: number; column: number }): Omit<TextEdit, 'text'> {
  return { line: point.line, column: point.column, endLine: point.line, endColumn: point.column };
}

function range(text: string, from: number, to: number): Omit<TextEdit, 'text'> {
  const start = pointAt(text, from);
  const end = pointAt(text, to);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

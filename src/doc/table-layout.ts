/**
 * A table written out again from its source (doc/table-source.ts), columns in
 * a given order, in the table's own style: compact (`| a | b |`, the
 * delimiter's cells as written) or padded (every pipe under the header's,
 * each column as wide as its widest cell, never narrower than written).
 * Cells keep their text exactly; only the spaces around them change.
 */
import type { TableSource } from './table-source.js';

/** The table's lines, `order[i]` being the source column that goes i-th. */
export function laidOutTable(source: TableSource, order: readonly number[]): string[] {
  const rows = [source.header, source.delimiter, ...source.rows].map((row) => order.map((index) => row.cells[index]!));
  const indent = source.header.indent;
  if (!source.padded) return rows.map((cells) => `${indent}| ${cells.join(' | ')} |`);
  const widths = order.map((_, column) => Math.max(3, ...rows.map((cells) => width(cells[column]!))));
  return rows.map((cells, index) => {
    const padded = cells.map((cell, column) => (index === 1 ? delimiterCell(cell, widths[column]!) : cell + ' '.repeat(widths[column]! - width(cell))));
    return `${indent}| ${padded.join(' | ')} |`;
  });
}

/** A delimiter cell as wide as its column, its alignment colons kept. */
function delimiterCell(cell: string, columnWidth: number): string {
  const left = cell.startsWith(':') ? ':' : '';
  const right = cell.length > 1 && cell.endsWith(':') ? ':' : '';
  return left + '-'.repeat(columnWidth - left.length - right.length) + right;
}

/** Width in characters (code points), as the pipes' columns are counted. */
function width(text: string): number {
  return Array.from(text).length;
}

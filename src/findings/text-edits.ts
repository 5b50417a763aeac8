/**
 * Applying text edits (a finding's suggestion) to the text they were made
 * for: positions become offsets, edits apply from the end backwards, and
 * edits that overlap or point outside the text are refused, never guessed at.
 */
import type { Point, TextEdit } from './finding.js';

export class EditConflict extends Error {}

/** `text` with every edit applied; each edit's positions refer to `text` as given. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const starts = lineStarts(text);
  const ranges = edits
    .map((edit) => ({
      start: offsetOf(starts, text, { line: edit.line, column: edit.column }),
      end: offsetOf(starts, text, { line: edit.endLine, column: edit.endColumn }),
      text: edit.text,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (const [index, range] of ranges.entries()) {
    if (range.end < range.start) throw new EditConflict(`an edit ends before it starts (offset ${range.start})`);
    const next = ranges[index + 1];
    if (next && next.start < range.end) throw new EditConflict(`two edits overlap at offset ${next.start}`);
  }
  let result = text;
  for (const range of [...ranges].reverse()) result = result.slice(0, range.start) + range.text + result.slice(range.end);
  return result;
}

/** Where a 1-based line and column is in `text`, as an offset. */
export function offsetAt(text: string, point: Point): number {
  return offsetOf(lineStarts(text), text, point);
}

/** The 1-based line and column of an offset in `text`. */
export function pointAt(text: string, offset: number): Point {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** The offset where each line begins (a text ending in a line break has an empty last line). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** A 1-based line and column → an offset; column `length + 1` is the end of the line. */
function offsetOf(starts: readonly number[], text: string, point: Point): number {
  const start = starts[point.line - 1];
  if (start === undefined) throw new EditConflict(`line ${point.line} is past the end of the text`);
  const next = starts[point.line];
  const length = (next === undefined ? text.length : next - 1) - start;
  if (point.column < 1 || point.column > length + 1) throw new EditConflict(`column ${point.column} is outside line ${point.line}`);
  return start + point.column - 1;
}

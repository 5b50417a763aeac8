/**
 * Offsets ↔ line/column for one text, so anything found by offset (a YAML
 * key, a former name inside a cell) gets a real file position.
 */
import type { Point } from '../findings/finding.js';
import type { Span } from './model.js';

export class TextIndex {
  readonly text: string;
  private readonly lineStarts: number[] = [0];

  constructor(text: string) {
    this.text = text;
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) this.lineStarts.push(index + 1);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based line and column of an offset (columns count UTF-16 code units, as remark's do). */
  point(offset: number): Point {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }

  span(startOffset: number, endOffset: number): Span {
    return { start: this.point(startOffset), end: this.point(endOffset) };
  }

  /** Offset where a 1-based line starts. */
  lineStart(line: number): number {
    return this.lineStarts[Math.min(Math.max(line, 1), this.lineStarts.length) - 1]!;
  }

  /** The text of a 1-based line without its line ending (readers give LF text: text/line-endings.ts). */
  line(line: number): string {
    const start = this.lineStart(line);
    const next = line < this.lineStarts.length ? this.lineStarts[line]! : this.text.length;
    return this.text.slice(start, next).replace(/\n$/, '');
  }
}

export function lineSpan(line: number, fromColumn: number, toColumn: number): Span {
  return { start: { line, column: fromColumn }, end: { line, column: toColumn } };
}

/** The source a located thing was read from, Markdown as written (its `text` is plain: code ticks and emphasis gone). */
export function sourceOf(text: string, span: Span): string {
  const index = new TextIndex(text);
  return text.slice(index.lineStart(span.start.line) + span.start.column - 1, index.lineStart(span.end.line) + span.end.column - 1);
}

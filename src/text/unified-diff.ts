/**
 * Two versions of a text as a unified diff, the format `git diff` prints and
 * `git apply` and `patch` take: three lines of context around each change,
 * changes closer than that in one hunk. The line matching is the doc's own
 * (text/line-diff.ts, Myers' algorithm).
 */
import { diffLines, type Hunk } from './line-diff.js';

const CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';

/** `''` when the texts are equal; else `--- a/<path>`, `+++ b/<path>` and the hunks, each line ending in LF. */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const older = linesOf(before);
  const newer = linesOf(after);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const group of grouped(diffLines(keys(older), keys(newer)))) {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const oldFrom = Math.max(0, first.oldStart - CONTEXT);
    const newFrom = first.newStart - (first.oldStart - oldFrom);
    const oldTo = Math.min(older.lines.length, last.oldEnd + CONTEXT);
    const newTo = last.newEnd + (oldTo - last.oldEnd);
    out.push(`@@ -${range(oldFrom, oldTo)} +${range(newFrom, newTo)} @@`);
    let at = oldFrom;
    for (const hunk of group) {
      for (; at < hunk.oldStart; at++) out.push(...line(' ', older, at));
      for (let index = hunk.oldStart; index < hunk.oldEnd; index++) out.push(...line('-', older, index));
      for (let index = hunk.newStart; index < hunk.newEnd; index++) out.push(...line('+', newer, index));
      at = hunk.oldEnd;
    }
    for (; at < oldTo; at++) out.push(...line(' ', older, at));
  }
  return out.map((text) => `${text}\n`).join('');
}

interface Lines {
  lines: string[];
  /** The text's last line has no line break after it. */
  unterminated: boolean;
}

function linesOf(text: string): Lines {
  const lines = text.split('\n');
  const unterminated = lines[lines.length - 1] !== '';
  if (!unterminated) lines.pop();
  return { lines, unterminated };
}

/** Lines as compared: a last line without a break differs from the same line with one, as in `git diff`. */
function keys(text: Lines): string[] {
  return text.unterminated ? [...text.lines.slice(0, -1), `${text.lines[text.lines.length - 1]!}\n`] : text.lines;
}

function line(sign: string, text: Lines, index: number): string[] {
  const last = index === text.lines.length - 1 && text.unterminated;
  return last ? [sign + text.lines[index]!, NO_NEWLINE] : [sign + text.lines[index]!];
}

/** Hunks whose context would touch or overlap, together. */
function grouped(hunks: readonly Hunk[]): Hunk[][] {
  const groups: Hunk[][] = [];
  for (const hunk of hunks) {
    const group = groups[groups.length - 1];
    if (group && hunk.oldStart - group[group.length - 1]!.oldEnd <= 2 * CONTEXT) group.push(hunk);
    else groups.push([hunk]);
  }
  return groups;
}

/** `start,count` as unified diffs number lines (1-based; an empty range names the line before it). */
function range(from: number, to: number): string {
  const count = to - from;
  return `${count === 0 ? from : from + 1},${count}`;
}

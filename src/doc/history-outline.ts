/**
 * The outline (every top-level heading and its line) of each version of a doc,
 * without parsing each version whole. Parsing a 6 KB doc costs ~30 ms, so 500
 * versions parsed whole would cost 15 s; consecutive versions differ in a few
 * lines, so each version's outline is derived from its neighbour's:
 *
 * - a changed line that cannot change the block structure (no heading, fence,
 *   HTML or setext underline in it or next to it) moves the headings and
 *   nothing else;
 * - a changed line that is a heading of depth d can only change headings
 *   between the nearest headings of depth < d around it: that stretch alone
 *   is parsed again, with the same parser (it starts at a real heading, so no
 *   open fence or HTML block can reach into it);
 * - anything else (a fence, HTML, a setext underline, a change before the
 *   first heading) means parsing the version whole.
 */
import type { OutlineHeading } from './model.js';
import { diffLines, type Hunk } from './line-diff.js';

/** A heading in one version: 0-based line, depth, text. */
export interface Mark {
  line: number;
  depth: number;
  text: string;
  setext: boolean;
}

export interface VersionOutline {
  lines: readonly string[];
  marks: readonly Mark[];
}

export interface OutlineParsers {
  /** The whole version (front matter and all) → its headings. */
  whole(text: string): readonly OutlineHeading[];
  /** A stretch that starts at a heading → its headings, lines relative to the stretch. */
  stretch(text: string): readonly OutlineHeading[];
}

/** Counts how the outlines were found, for the benchmark and tests. */
export interface OutlineStats {
  moved: number;
  stretches: number;
  whole: number;
}

export function splitLines(text: string): string[] {
  return text.split('\n');
}

export function marksOf(headings: readonly OutlineHeading[], offset = 0): Mark[] {
  return headings.map((heading) => {
    const line = offset + heading.line - 1;
    return { line, depth: heading.depth, text: heading.text.text, setext: heading.setext };
  });
}

/** Lines that can open or close a block that swallows headings, or turn the line above into one. */
const SWALLOWING = /^ {0,3}(?:`{3}|~{3}|<|[=]+[ \t\r]*$|-+[ \t\r]*$)|^---|-->|\?>|\]\]>|<\//;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t\r]|$)/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t\r]*$/;
/** An HTML block of the kinds a blank line ends (`<div>`, `<table>`, any tag): a blank line added or removed below it moves its end. */
const HTML_START = /^ {0,3}</;
const BLANK = /^[ \t\r]*$/;
/**
 * A heading or underline written with leading spaces can belong to a list item
 * that starts any number of lines above it; a change far away can then make it
 * a heading of the doc. Versions with such lines are parsed whole.
 */
const INDENTED_HEADING = /^ {1,3}(?:#{1,6}(?:[ \t\r]|$)|=+[ \t\r]*$|-+[ \t\r]*$)/;
const hasIndentedHeadings = new WeakMap<readonly string[], boolean>();

function indentedHeadingIn(lines: readonly string[]): boolean {
  let found = hasIndentedHeadings.get(lines);
  if (found === undefined) {
    found = lines.some((line) => INDENTED_HEADING.test(line));
    hasIndentedHeadings.set(lines, found);
  }
  return found;
}

/** The outline of `lines`, from the outline of a neighbouring version (older or newer alike). */
export function deriveOutline(known: VersionOutline, lines: readonly string[], parsers: OutlineParsers, stats?: OutlineStats): VersionOutline {
  const hunks = diffLines(known.lines, lines);
  if (hunks.length === 0) return { lines, marks: known.marks };
  const whole = () => {
    if (stats) stats.whole++;
    return { lines, marks: marksOf(parsers.whole(lines.join('\n'))) };
  };
  if (indentedHeadingIn(known.lines) || indentedHeadingIn(lines)) return whole();
  const stretches: [number, number][] = [];
  for (const hunk of hunks) {
    const change = classify(known, lines, hunk);
    if (change === 'whole') return whole();
    if (change === 'moves') continue;
    const stretch = enclosingStretch(known.marks, hunk, change, known.lines.length);
    // A bound that another change rewrites is no bound.
    if (stretch === undefined || stretch.some((line) => hunks.some((other) => line >= other.oldStart && line < other.oldEnd))) return whole();
    stretches.push(stretch);
  }
  const toNew = lineMapper(hunks);
  const reparsed = mergeRanges(stretches.map(([start, end]) => [toNew(start), end === known.lines.length ? lines.length : toNew(end)]));
  const inStretch = (line: number) => reparsed.some(([start, end]) => line >= start && line < end);
  const rewritten = (line: number) => hunks.some((hunk) => line >= hunk.oldStart && line < hunk.oldEnd);
  const marks: Mark[] = [];
  for (const mark of known.marks) {
    if (rewritten(mark.line)) continue;
    const line = toNew(mark.line);
    if (!inStretch(line)) marks.push({ ...mark, line });
  }
  for (const [start, end] of reparsed) {
    if (stats) stats.stretches++;
    const stretchLines = lines.slice(start, end);
    marks.push(...marksOf(parsers.stretch(stretchLines.join('\n')), start));
  }
  if (stats && reparsed.length === 0) stats.moved++;
  marks.sort((a, b) => a.line - b.line);
  return { lines, marks };
}

/** `moves`, `whole`, or the smallest heading depth the change writes or removes. */
function classify(known: VersionOutline, lines: readonly string[], hunk: Hunk): 'moves' | 'whole' | number {
  let depth = Infinity;
  const changed = [...known.lines.slice(hunk.oldStart, hunk.oldEnd), ...lines.slice(hunk.newStart, hunk.newEnd)];
  for (const line of changed) {
    if (SWALLOWING.test(line)) return 'whole';
    const heading = HEADING.exec(line);
    if (heading) depth = Math.min(depth, heading[1]!.length);
  }
  // A changed line can join (or split) the paragraph that an underline further down makes a setext heading.
  if (underlineBelow(lines, hunk.newEnd) || underlineBelow(known.lines, hunk.oldEnd)) return 'whole';
  // A blank line ends an HTML block like `<div>`: adding or removing one below it moves what the block swallows.
  if (changed.some((line) => BLANK.test(line)) && (htmlAbove(known.lines, hunk.oldStart) || htmlAbove(lines, hunk.newStart))) return 'whole';
  if (hunk.oldStart === 0 || hunk.newStart === 0) return 'whole';
  for (const mark of known.marks) {
    const near = mark.line >= hunk.oldStart - 2 && mark.line <= hunk.oldEnd;
    if (near && mark.setext) return 'whole';
  }
  return depth === Infinity ? 'moves' : depth;
}

/** Whether the run of non-blank lines from `line` down has a setext underline in it. */
function underlineBelow(lines: readonly string[], line: number): boolean {
  for (let at = line; at < lines.length && !BLANK.test(lines[at]!); at++) if (UNDERLINE.test(lines[at]!)) return true;
  return false;
}

/** Whether the run of non-blank lines just above `line` has a line that opens HTML. */
function htmlAbove(lines: readonly string[], line: number): boolean {
  for (let at = line - 1; at >= 0 && !BLANK.test(lines[at]!); at--) if (HTML_START.test(lines[at]!)) return true;
  return false;
}

/** From the nearest heading shallower than `depth` before the change to the next one after it (old lines). */
function enclosingStretch(marks: readonly Mark[], hunk: Hunk, depth: number, lineCount: number): [number, number] | undefined {
  let start: number | undefined;
  let end = lineCount;
  for (const mark of marks) {
    // A `#` title never ends a section (the model sets titles aside), so it bounds nothing.
    if (mark.depth >= depth || mark.depth === 1) continue;
    if (mark.line < hunk.oldStart) start = mark.line;
    else if (mark.line >= hunk.oldEnd) {
      end = mark.line;
      break;
    }
  }
  return start === undefined ? undefined : [start, end];
}

/** Maps an old line outside every hunk to its new line. */
function lineMapper(hunks: readonly Hunk[]): (line: number) => number {
  return (line) => {
    let shift = 0;
    for (const hunk of hunks) {
      if (hunk.oldEnd > line) break;
      shift = hunk.newEnd - hunk.oldEnd;
    }
    return line + shift;
  };
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

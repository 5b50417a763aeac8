/**
 * The outline (every top-level heading and its line) of each version of a doc,
 * without parsing each version whole. Parsing a 6 KB doc costs ~30 ms, so 500
 * versions parsed whole would cost 15 s; consecutive versions differ in a few
 * lines, so each version's outline is derived from its neighbour's:
 *
 * - a changed line that cannot change the block structure (no heading, fence,
 *   HTML or setext underline in it or next to it) moves the headings and
 *   nothing else;
 * - a changed line that is (or was) a heading can only change headings between
 *   the nearest headings around it: that stretch alone is parsed again, with
 *   the same parser (it starts and ends at real headings, so no open fence or
 *   HTML block reaches into or out of it);
 * - anything else (a fence, HTML, a setext underline, a change before the
 *   first heading) means parsing the version whole.
 */
import type { OutlineHeading } from './model.js';
import { diffLines, type Hunk } from '../text/line-diff.js';

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
  /**
   * How these lines differ from the outline this one was derived from (its `new`
   * side is these lines), when every heading outside them is the same heading;
   * undefined when the version was parsed whole.
   */
  changes?: readonly Hunk[];
  /** How many lines could be headings inside a list item (see INDENTED_HEADING); counted once, then kept up to date from the changes. */
  indented?: number;
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
  /** Stretches whose headings were all plain `#` lines, read without the parser. */
  scanned: number;
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
const SWALLOWING = /^ {0,3}(?:`{3}|~{3}|<|[=]+[ \t]*$|-+[ \t]*$)|^---|-->|\?>|\]\]>|<\//;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** An HTML block of the kinds a blank line ends (`<div>`, `<table>`, any tag): a blank line added or removed below it moves its end. */
const HTML_START = /^ {0,3}</;
const BLANK = /^[ \t]*$/;
/**
 * A heading or underline written with leading spaces can belong to a list item
 * that starts any number of lines above it; a change far away can then make it
 * a heading of the doc. Versions with such lines are parsed whole.
 */
const INDENTED_HEADING = /^ {1,3}(?:#{1,6}(?:[ \t]|$)|=+[ \t]*$|-+[ \t]*$)/;

function countIndented(lines: readonly string[], start = 0, end = lines.length): number {
  let count = 0;
  for (let at = start; at < end; at++) if (INDENTED_HEADING.test(lines[at]!)) count++;
  return count;
}

/** The outline of `lines`, from the outline of a neighbouring version (older or newer alike). */
export function deriveOutline(known: VersionOutline, lines: readonly string[], parsers: OutlineParsers, stats?: OutlineStats): VersionOutline {
  const hunks = diffLines(known.lines, lines);
  const knownIndented = known.indented ?? countIndented(known.lines);
  if (hunks.length === 0) return { lines, marks: known.marks, changes: hunks, indented: knownIndented };
  const indented = hunks.reduce(
    (count, hunk) => count - countIndented(known.lines, hunk.oldStart, hunk.oldEnd) + countIndented(lines, hunk.newStart, hunk.newEnd),
    knownIndented,
  );
  const whole = () => {
    if (stats) stats.whole++;
    // No `changes`: after a whole parse, headings may differ anywhere, not only where lines changed.
    return { lines, marks: marksOf(parsers.whole(lines.join('\n'))), indented };
  };
  if (knownIndented > 0 || indented > 0) return whole();
  const stretches: [number, number][] = [];
  for (const hunk of hunks) {
    const change = classify(known, lines, hunk);
    if (change === 'whole') return whole();
    if (change === 'moves') continue;
    const stretch = enclosingStretch(known.marks, hunk, known.lines.length);
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
    if (!inStretch(line)) marks.push(line === mark.line ? mark : { line, depth: mark.depth, text: mark.text, setext: mark.setext });
  }
  for (const [start, end] of reparsed) {
    const plain = plainHeadings(lines, start, end);
    if (stats) stats[plain ? 'scanned' : 'stretches']++;
    marks.push(...(plain ?? marksOf(parsers.stretch(lines.slice(start, end).join('\n')), start)));
  }
  if (stats && reparsed.length === 0) stats.moved++;
  marks.sort((a, b) => a.line - b.line);
  return { lines, marks, changes: hunks, indented };
}

/** `moves` (headings only shift), `stretch` (headings written or removed: parse around them), or `whole`. */
function classify(known: VersionOutline, lines: readonly string[], hunk: Hunk): 'moves' | 'stretch' | 'whole' {
  let heading = false;
  const changed = [...known.lines.slice(hunk.oldStart, hunk.oldEnd), ...lines.slice(hunk.newStart, hunk.newEnd)];
  for (const line of changed) {
    if (SWALLOWING.test(line)) return 'whole';
    if (HEADING.test(line)) heading = true;
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
  return heading ? 'stretch' : 'moves';
}

/** An ATX heading with plain text: no character that inline Markdown would read (code, emphasis, links, escapes, entities, HTML). */
const PLAIN_ATX = /^(#{1,6})(?:[ \t]+([^\\`*_[\]<>&~|#]*?))?(?:[ \t]+#+)?[ \t]*$/;
const ATX_START = /^ {0,3}#/;

/**
 * The headings of a stretch without the parser, when that is exact: no line in
 * it can open a block that hides a heading (fence, HTML, setext underline),
 * and every line that starts like a heading is a plain ATX heading at column
 * one, whose text is then its words as written. Undefined otherwise.
 */
function plainHeadings(lines: readonly string[], start: number, end: number): Mark[] | undefined {
  const marks: Mark[] = [];
  for (let at = start; at < end; at++) {
    const line = lines[at]!;
    if (SWALLOWING.test(line)) return undefined;
    if (!ATX_START.test(line)) continue;
    const match = PLAIN_ATX.exec(line);
    if (!match) return undefined;
    marks.push({ line: at, depth: match[1]!.length, text: (match[2] ?? '').trim(), setext: false });
  }
  return marks;
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

/**
 * From the nearest heading before the change to the nearest one after it (old
 * lines). Any real heading bounds a stretch: nothing open can cross it.
 */
function enclosingStretch(marks: readonly Mark[], hunk: Hunk, lineCount: number): [number, number] | undefined {
  let start: number | undefined;
  let end = lineCount;
  for (const mark of marks) {
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

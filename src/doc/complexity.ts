/**
 * Limits that keep every check of a document under the size cap within a few
 * seconds and a few hundred MB (bench/hostile-docs.mjs measures it). remark's
 * parser, micromark, keeps every token and node in memory (a few KB each,
 * measured) and is superlinear on some inputs: emphasis marks that never
 * match in one paragraph are quadratic, deep nesting worse. One linear pass
 * over the text, before any parser sees it, refuses what would exceed them,
 * located — a team doc is a page a person reads, so no real one comes near
 * (the benchmark's 3,000-line doc of 60 roles stays well inside each).
 *
 * The counts are rough and on the safe side: lines; table cells (pipes in
 * table rows); inline marks (emphasis runs, brackets, backtick runs, `<`,
 * `&`, `\`); how deep each line's lists and quotes go (markers, and a level
 * per four spaces of indentation), summed over lines; and for each paragraph
 * its emphasis, bracket and HTML comment marks times its length (what matching
 * them costs).
 * Front matter is YAML (front-matter.ts bounds it) and fenced code is text:
 * neither counts but its lines.
 */
import { InputError } from '../errors.js';

export const DOC_LIMITS = {
  lines: 5_000,
  tableCells: 10_000,
  inlineMarks: 40_000,
  /** How deep one line may nest lists and quotes. */
  nesting: 32,
  /** Nesting summed over every line: each level is parsed again on every line inside it. */
  nestingWork: 20_000,
  /** Σ over paragraphs of (emphasis runs + brackets + `<!`/`<?`) × characters: about a second of matching at most. */
  inlineWork: 100_000_000,
  /** All of it together, as the KB of memory parsing would take (WEIGHTS_KB): each limit alone stays well under it. */
  parseKb: 250_000,
} as const;

/**
 * KB of memory the parser and its tree take per line, table cell, inline mark
 * and byte of text, measured with bench/hostile-docs.mjs (a doc of each alone,
 * peak RSS above start-up); CPU time follows memory closely.
 */
const WEIGHTS_KB = { line: 23, cell: 11, mark: 3.3, byte: 0.021 } as const;

/** What the scan counts, and where a limit was first passed. */
export interface Complexity {
  /** The memory parsing would take, estimated (WEIGHTS_KB). */
  parseKb: number;
  lines: number;
  tableCells: number;
  inlineMarks: number;
  deepest: number;
  nestingWork: number;
  inlineWork: number;
}

/** Where the text goes past a limit, and what to say: a located refusal (exit 2), like a file that is too large. */
export class DocTooComplex extends InputError {
  readonly line: number;
  readonly column: number;

  constructor(message: string, line: number, column: number, hint: string, file = '<document>') {
    super(message, { file, line, column }, { hint });
    this.line = line;
    this.column = column;
  }

  /** The same refusal, located in the file the text came from. */
  in(file: string): DocTooComplex {
    return new DocTooComplex(this.message, this.line, this.column, this.hint ?? '', file);
  }
}

/** `work()`, with a refusal located in `file`. */
export function locatedIn<T>(file: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof DocTooComplex ? error.in(file) : error;
  }
}

const PAGE_HINT = 'A team doc is a page a person reads: move finished parts and old notes to another file, and link to it.';
const CONTAINER_PREFIX = /^(?:[ \t]|>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))*/;
const FENCE = /^(`{3,}|~{3,})/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/**
 * Marks whose matching looks over the paragraph: emphasis runs and brackets
 * back, and `<!` (a comment, CDATA, a declaration) or `<?` forward to a close
 * that may never come — 20,000 unclosed `<!--` in one line took 14 s.
 */
const MATCHED_MARKS = /\*+|_+|[[\]]|<[!?]/g;
/** Every mark that starts an inline token of its own. */
const INLINE_MARKS = /\*+|_+|`+|[[\]<&\\]/g;

/** Throws DocTooComplex at the first place the text goes past a limit. */
export function checkComplexity(text: string): Complexity {
  return measureComplexity(text, true);
}

/** The counts; with `enforce`, a DocTooComplex at the first one past its limit. */
export function measureComplexity(text: string, enforce = false): Complexity {
  const counts: Complexity = { parseKb: 0, lines: 0, tableCells: 0, inlineMarks: 0, deepest: 0, nestingWork: 0, inlineWork: 0 };
  const refuse = (message: string, line: number, hint = PAGE_HINT) => {
    if (enforce) throw new DocTooComplex(message, line, 1, hint);
  };
  const lines = text.split(/\r\n|\r|\n/);
  counts.lines = lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  if (counts.lines > DOC_LIMITS.lines)
    refuse(`Unexpected ${grouped(counts.lines)} lines, expected at most ${grouped(DOC_LIMITS.lines)} in a team doc`, DOC_LIMITS.lines + 1);
  let fence: string | undefined;
  let paragraph: { line: number; marks: number; length: number } | undefined;
  let table = false;
  const closeParagraph = () => {
    if (!paragraph) return;
    counts.inlineWork += paragraph.marks * paragraph.length;
    if (counts.inlineWork > DOC_LIMITS.inlineWork) {
      refuse(
        `Unexpected paragraph with ${grouped(paragraph.marks)} emphasis, bracket and HTML comment marks in ${grouped(paragraph.length)} characters, expected far fewer (matching them would take the Markdown parser minutes)`,
        paragraph.line,
        'Write such text inside a fenced code block, or split it into paragraphs.',
      );
    }
    paragraph = undefined;
  };
  const inline = (content: string, number: number) => {
    const marks = countMatches(content, INLINE_MARKS);
    counts.inlineMarks += marks;
    counts.parseKb += marks * WEIGHTS_KB.mark;
    if (counts.inlineMarks > DOC_LIMITS.inlineMarks) {
      refuse(
        `Unexpected more than ${grouped(DOC_LIMITS.inlineMarks)} emphasis, code, link, entity and escape marks, expected at most ${grouped(DOC_LIMITS.inlineMarks)} in a team doc`,
        number,
      );
    }
  };
  const start = frontMatterLines(lines);
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!;
    const number = index + 1;
    counts.parseKb += WEIGHTS_KB.line + line.length * WEIGHTS_KB.byte;
    if (counts.parseKb > DOC_LIMITS.parseKb) {
      refuse(
        `Unexpected document this large to parse: its lines, table cells and inline marks together would take about ${grouped(Math.round(counts.parseKb / 1024))} MB, expected at most ${grouped(DOC_LIMITS.parseKb / 1000)} MB`,
        number,
      );
    }
    const prefix = CONTAINER_PREFIX.exec(line)![0];
    const content = line.slice(prefix.length);
    const opener = FENCE.exec(content)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length && content.trim() === opener) fence = undefined;
      continue;
    }
    if (opener !== undefined) {
      closeParagraph();
      fence = opener;
      continue;
    }
    const depth = nestingOf(prefix);
    counts.deepest = Math.max(counts.deepest, depth);
    counts.nestingWork += depth;
    if (depth > DOC_LIMITS.nesting) {
      refuse(
        `Unexpected lists and quotes nested ${depth} levels deep, expected at most ${DOC_LIMITS.nesting}`,
        number,
        'Nest lists and quotes a few levels at most; a deeper outline reads better as headings.',
      );
    }
    if (counts.nestingWork > DOC_LIMITS.nestingWork) {
      refuse(
        `Unexpected so many deeply nested lines (${grouped(counts.nestingWork)} levels in all), expected at most ${grouped(DOC_LIMITS.nestingWork)}`,
        number,
        'Nest lists and quotes a few levels at most; a deeper outline reads better as headings.',
      );
    }
    if (content.trim() === '' || content.startsWith('#')) {
      closeParagraph();
      table = false;
      // A heading's text is matched like a paragraph's: a one-line paragraph for the matching cost.
      if (content.startsWith('#')) {
        paragraph = { line: number, marks: countMatches(content, MATCHED_MARKS), length: line.length + 1 };
        closeParagraph();
      }
      inline(content, number);
      continue;
    }
    if (content.startsWith('|') || table) {
      const next = lines[index + 1];
      if (!table && next !== undefined && TABLE_DELIMITER_ROW.test(next.slice(CONTAINER_PREFIX.exec(next)![0].length).trim())) {
        closeParagraph();
        table = true;
      }
      if (table) {
        const cells = countMatches(content, /\|/g);
        counts.tableCells += cells;
        counts.parseKb += cells * WEIGHTS_KB.cell;
        if (counts.tableCells > DOC_LIMITS.tableCells)
          refuse(
            `Unexpected more than ${grouped(DOC_LIMITS.tableCells)} table cells, expected at most ${grouped(DOC_LIMITS.tableCells)} in a team doc`,
            number,
          );
        // Each cell is parsed on its own: a row is its own paragraph for the matching cost.
        counts.inlineWork += countMatches(content, MATCHED_MARKS) * content.length;
        inline(content, number);
        continue;
      }
    }
    // A list marker starts a new paragraph; a plain or quoted line may continue the one before.
    if (paragraph && /[-*+\d]/.test(prefix)) closeParagraph();
    paragraph ??= { line: number, marks: 0, length: 0 };
    paragraph.marks += countMatches(content, MATCHED_MARKS);
    paragraph.length += line.length + 1;
    inline(content, number);
  }
  closeParagraph();
  return counts;
}

/** How many lines the front matter takes (front-matter.ts's rule: `---` alone, up to the next line starting `---`). */
function frontMatterLines(lines: readonly string[]): number {
  if (lines[0]?.replace(/^\ufeff/, '') !== '---') return 0;
  for (let index = 1; index < lines.length; index++) if (lines[index]!.startsWith('---')) return index + 1;
  return 0;
}

/** `>` and list markers each a level; indentation a level per four spaces (a tab four spaces). */
function nestingOf(prefix: string): number {
  let markers = 0;
  let spaces = 0;
  for (const match of prefix.matchAll(/>|[-*+]|\d+[.)]|\t| /g)) {
    if (match[0] === ' ') spaces++;
    else if (match[0] === '\t') spaces += 4;
    else markers++;
  }
  return markers + Math.floor(spaces / 4);
}

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

function grouped(count: number): string {
  return count.toLocaleString('en');
}

/**
 * Front matter, read safely. gray-matter evaluates `---js` blocks and its
 * bundled js-yaml expands alias bombs, so before gray-matter sees anything the
 * opener must be exactly `---` and the block must close; gray-matter then gets
 * a YAML engine built on `yaml` (alias cap, unique keys, core schema) and a
 * `javascript` engine that throws, with options on every call (no shared cache).
 * Problems come back as located data, never as exceptions.
 */
import matter from 'gray-matter';
import { isMap, isScalar, parseDocument, visit, type Document } from 'yaml';
import type { Span } from './model.js';
import { type TextIndex, lineSpan } from './positions.js';
import { FIELDS, teamSettingsSchema, type TeamSettings } from './team-settings.js';

/** A few aliases are harmless; a billion laughs needs many. */
const MAX_ALIASES = 16;
/** Front matter holds a handful of settings; anything larger is not a team doc's. */
const MAX_FRONT_MATTER_BYTES = 64 * 1024;
const MAX_YAML_PROBLEMS = 3;

type FrontMatterState =
  /** The doc does not open with `---`. */
  | 'absent'
  /** It opens with `---<something>` or closes with `---<something>`: never parsed, hidden from Markdown. */
  | 'refused'
  /** It opens with `---` and never closes. */
  | 'unclosed'
  | 'closed';

interface Problem {
  span: Span;
  message: string;
  hint?: string;
}

interface FieldProblem extends Problem {
  key: string;
}

interface FrontMatterKey {
  key: string;
  span: Span;
  valueSpan: Span;
  /** A mapping value's own keys, each located (`rules:` and its rule ids); undefined for any other value. */
  entries?: FrontMatterEntry[];
}

/** A key inside a mapping value, with its value when that is a plain scalar. */
interface FrontMatterEntry {
  key: string;
  span: Span;
  value: unknown;
  valueSpan: Span;
}

export interface FrontMatter {
  state: FrontMatterState;
  /** The block from the opener to its closing line (the opener alone when it never closes). */
  span: Span;
  /** Why the block could not be read: a refused opener or closer, YAML errors, not a mapping. */
  problems: Problem[];
  /** The parsed mapping, when it parsed. */
  data: Record<string, unknown> | undefined;
  /** The validated settings, when every known field is valid. */
  settings: TeamSettings | undefined;
  fieldProblems: FieldProblem[];
  keys: FrontMatterKey[];
  /** Lines 1…hiddenLines are not Markdown (a refused block); the body parser sees them blank. */
  hiddenLines: number;
}

const PLAIN_FENCE = /^---[ \t]*$/;

export function readFrontMatter(index: TextIndex): FrontMatter {
  const first = index.line(1);
  const result: FrontMatter = {
    state: 'absent',
    span: lineSpan(1, 1, first.length + 1),
    problems: [],
    data: undefined,
    settings: undefined,
    fieldProblems: [],
    keys: [],
    hiddenLines: 0,
  };
  // `----` and longer are a thematic break, not front matter (gray-matter and remark agree).
  if (!first.startsWith('---') || first.startsWith('----')) return result;

  const closeLine = findClosingLine(index);
  const refusedOpener = !PLAIN_FENCE.test(first);
  if (refusedOpener) {
    const language = first.slice(3).trim();
    result.state = 'refused';
    result.hiddenLines = closeLine ?? 1;
    result.problems.push({
      span: lineSpan(1, 4, first.length + 1),
      message: `Unexpected front matter language \`${language}\`, expected \`---\` alone on the first line (YAML front matter)`,
      hint: 'teamdoc reads YAML front matter only; it never runs code from a doc.',
    });
    if (closeLine !== undefined) result.span = { start: { line: 1, column: 1 }, end: { line: closeLine, column: index.line(closeLine).length + 1 } };
    return result;
  }
  if (closeLine === undefined) {
    result.state = 'unclosed';
    // remark-frontmatter, given an opener that never closes, stops recognising every list below it
    // (micromark-extension-frontmatter#5); without the opener the rest parses as the Markdown it is.
    result.hiddenLines = 1;
    result.problems.push({
      span: result.span,
      message: 'Unexpected front matter that never closes, expected a line `---` after its last field',
      hint: 'Without the closing `---` nothing after the opener is front matter; the rest is read as Markdown.',
    });
    return result;
  }

  const closing = index.line(closeLine);
  result.span = { start: { line: 1, column: 1 }, end: { line: closeLine, column: closing.length + 1 } };
  if (!PLAIN_FENCE.test(closing)) {
    result.state = 'refused';
    result.hiddenLines = closeLine;
    result.problems.push({
      span: lineSpan(closeLine, 1, closing.length + 1),
      message: `Unexpected \`${closing.trim()}\` closing the front matter, expected \`---\` alone on its line`,
      hint: 'A line starting with `---` ends the front matter; put `---` alone on that line.',
    });
    return result;
  }

  result.state = 'closed';
  const blockEnd = index.lineStart(closeLine) + closing.length;
  if (blockEnd > MAX_FRONT_MATTER_BYTES) {
    result.problems.push({
      span: result.span,
      message: `Unexpected front matter of ${Math.round(blockEnd / 1024)} KiB, expected at most ${MAX_FRONT_MATTER_BYTES / 1024} KiB of settings`,
    });
    return result;
  }
  parseBlock(index, index.text.slice(0, blockEnd), result);
  if (result.data !== undefined) validateSettings(result);
  return result;
}

/** gray-matter's rule: the first later line that starts with `---` closes the block. */
function findClosingLine(index: TextIndex): number | undefined {
  for (let line = 2; line <= index.lineCount; line++) {
    if (index.line(line).startsWith('---')) return line;
  }
  return undefined;
}

/** gray-matter hands its engine the text after the opening `---`: offset 3 in the file. */
const MATTER_OFFSET = 3;

function parseBlock(index: TextIndex, block: string, result: FrontMatter): void {
  let document: Document | undefined;
  const refuse = () => {
    throw new Error('front matter that is not YAML is never evaluated');
  };
  const yamlEngine = (source: string): object => {
    // logLevel 'error': the yaml package would otherwise print a Node warning on stderr for a key it stringifies.
    document = parseDocument(source, { uniqueKeys: true, schema: 'core', prettyErrors: false, strict: true, logLevel: 'error' });
    return {};
  };
  try {
    matter(block, { language: 'yaml', engines: { yaml: yamlEngine, javascript: refuse } });
  } catch (error) {
    // The yaml parser throws (rather than reports) on pathological input such as 20,000 nested brackets.
    result.problems.push({ span: result.span, message: `Unexpected front matter that cannot be parsed (${firstLine(error)}), expected \`key: value\` lines` });
    return;
  }
  if (document === undefined) {
    // Only comments or nothing between the fences: gray-matter does not call the engine.
    result.data = {};
    return;
  }
  const at = (range: readonly number[] | undefined): Span =>
    range ? index.span(MATTER_OFFSET + range[0]!, MATTER_OFFSET + Math.max(range[1]!, range[0]! + 1)) : result.span;
  // The first few YAML errors say what is wrong; the rest are mostly echoes of the first.
  for (const problem of [...document.errors, ...document.warnings].slice(0, MAX_YAML_PROBLEMS)) {
    result.problems.push({
      span: at(problem.pos),
      message: `Unexpected YAML (${yamlReason(problem.message)}), expected plain \`key: value\` lines`,
      hint: 'Front matter is plain YAML: one `key: value` per line, each key once.',
    });
  }
  if (result.problems.length > 0) return;
  if (!isMap(document.contents)) {
    result.problems.push({
      span: at(document.contents?.range ?? undefined),
      message: 'Unexpected front matter that is not a mapping, expected `key: value` lines',
    });
    return;
  }
  for (const pair of document.contents.items) {
    if (!isScalar(pair.key)) {
      const range = (pair.key as { range?: readonly number[] | null } | null)?.range ?? undefined;
      result.problems.push({
        span: at(range),
        message: 'Unexpected front matter key that is a list or a mapping, expected a plain name such as `team`',
        hint: 'Front matter is plain YAML: one `key: value` per line.',
      });
      continue;
    }
    const keySpan = at(pair.key.range ?? undefined);
    const valueNode = pair.value as { range?: readonly number[] | null } | null;
    const key: FrontMatterKey = { key: String(pair.key.value), span: keySpan, valueSpan: valueNode?.range ? at(valueNode.range) : keySpan };
    if (isMap(pair.value)) {
      key.entries = pair.value.items.flatMap((inner) => {
        if (!isScalar(inner.key)) return [];
        const span = at(inner.key.range ?? undefined);
        return [
          {
            key: String(inner.key.value),
            span,
            value: isScalar(inner.value) ? inner.value.value : undefined,
            valueSpan: isScalar(inner.value) && inner.value.range ? at(inner.value.range) : span,
          },
        ];
      });
    }
    result.keys.push(key);
  }
  const cycle = aliasInsideItself(document);
  if (cycle) {
    result.problems.push({
      span: at(cycle),
      message: 'Unexpected YAML alias inside the very value it names (a cycle), expected plain values',
      hint: 'Front matter needs no anchors or aliases; write each value out.',
    });
  }
  if (result.problems.length > 0) return;
  try {
    result.data = document.toJS({ maxAliasCount: MAX_ALIASES }) as Record<string, unknown>;
  } catch (error) {
    result.problems.push({
      span: result.span,
      message: `Unexpected YAML aliases (${firstLine(error)}), expected plain values`,
      hint: 'Front matter needs no anchors or aliases; write each value out.',
    });
  }
}

/** The range of the first alias that names a node it sits inside (`a: &x [*x]`): its value would contain itself. */
function aliasInsideItself(document: Document): readonly number[] | undefined {
  let found: readonly number[] | undefined;
  visit(document, {
    Alias(_, alias, path) {
      const source = alias.resolve(document);
      if (source !== undefined && path.includes(source as never)) {
        found = alias.range ?? [0, 0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function validateSettings(result: FrontMatter): void {
  const parsed = teamSettingsSchema.safeParse(result.data);
  if (parsed.success) {
    result.settings = parsed.data;
    return;
  }
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const field = FIELDS[key];
    const located = result.keys.find((candidate) => candidate.key === key);
    const expected = field?.expected ?? 'a valid value';
    if (located === undefined) {
      result.fieldProblems.push({ key, span: result.span, message: `Unexpected front matter without \`${key}\`, expected ${expected}` });
    } else {
      const shown = JSON.stringify(result.data?.[key]) ?? 'nothing';
      result.fieldProblems.push({ key, span: located.valueSpan, message: `Unexpected \`${key}: ${shorten(shown)}\`, expected ${expected}` });
    }
  }
}

function yamlReason(message: string): string {
  const line = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return line.charAt(0).toLowerCase() + line.slice(1);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

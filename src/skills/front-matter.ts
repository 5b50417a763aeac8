/**
 * The YAML front matter of a SKILL.md, read the way Agent Skills loaders read
 * it: a block between a first line of exactly `---` and the next `---` line.
 * Parsed with the `yaml` package (no code execution, no alias expansion, unique
 * keys), with positions against the whole file.
 */
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';

export interface FrontMatterField {
  key: string;
  value: unknown;
  /** The raw text of the value as written (to tell `"quoted"` from plain). */
  source: string;
  line: number;
  column: number;
}

export type FrontMatter =
  | { ok: true; fields: FrontMatterField[]; bodyStartLine: number }
  | { ok: false; message: string; line: number; column: number };

export function readFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== '---') return { ok: false, message: 'Unexpected first line, expected `---` opening the front matter', line: 1, column: 1 };
  const closing = lines.indexOf('---', 1);
  if (closing === -1) return { ok: false, message: 'Unexpected end of file, expected `---` closing the front matter', line: lines.length, column: 1 };
  const yamlText = lines.slice(1, closing).join('\n');
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const fileLine = (offset: number) => {
    const position = lineCounter.linePos(offset);
    return { line: position.line + 1, column: position.col };
  };
  const error = document.errors[0];
  if (error) return { ok: false, message: `Unexpected YAML: ${error.message.split('\n')[0]}`, ...fileLine(error.pos[0]) };
  if (!isMap(document.contents)) return { ok: false, message: 'Unexpected front matter, expected a mapping of fields', line: 2, column: 1 };
  const data = document.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  const fields: FrontMatterField[] = [];
  for (const pair of document.contents.items) {
    const keyNode = isScalar(pair.key) ? pair.key : undefined;
    const key = String(keyNode?.value ?? pair.key);
    const valueRange = (pair.value as { range?: [number, number, number] } | null)?.range;
    const source = valueRange ? yamlText.slice(valueRange[0], valueRange[1]) : '';
    fields.push({ key, value: data[key], source, ...fileLine(keyNode?.range?.[0] ?? 0) });
  }
  return { ok: true, fields, bodyStartLine: closing + 2 };
}

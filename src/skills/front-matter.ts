/**
 * The YAML front matter of a SKILL.md, read the way Agent Skills loaders read
 * it: a block between a first line of exactly `---` and the next `---` line.
 * Parsed with the `yaml` package (data only: no code, no aliases, unique keys),
 * with positions against the whole file.
 */
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';

export interface FrontMatterField {
  key: string;
  value: unknown;
  /** The raw text of the value as written (to tell `"quoted"` from plain). */
  source: string;
  line: number;
  column: number;
}

export type FrontMatter = { ok: true; fields: FrontMatterField[] } | { ok: false; message: string; line: number; column: number };

export function readFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== '---') return failure('Unexpected first line, expected `---` opening the front matter', 1);
  const closing = lines.indexOf('---', 1);
  if (closing === -1) return failure('Unexpected end of file, expected `---` closing the front matter', lines.length);
  const yamlText = lines.slice(1, closing).join('\n');
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, uniqueKeys: true, prettyErrors: false });
  // Line 1 of the YAML is line 2 of the file.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  const fileColumn = (offset: number) => lineCounter.linePos(offset).col;
  const error = document.errors[0];
  if (error) return failure(`Unexpected YAML: ${error.message.split('\n')[0]}`, fileLine(error.pos[0]), fileColumn(error.pos[0]));
  if (!isMap(document.contents)) return failure('Unexpected front matter, expected a mapping of fields', 2);
  let data: Record<string, unknown>;
  try {
    data = document.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  } catch {
    return failure('Unexpected YAML alias, expected plain values', 2);
  }
  const fields = document.contents.items.map((pair): FrontMatterField => {
    const keyNode = isScalar(pair.key) ? pair.key : undefined;
    const key = String(keyNode?.value ?? pair.key);
    const valueRange = (pair.value as { range?: [number, number, number] } | null)?.range;
    const keyOffset = keyNode?.range?.[0] ?? 0;
    return {
      key,
      value: data[key],
      source: valueRange ? yamlText.slice(valueRange[0], valueRange[1]) : '',
      line: fileLine(keyOffset),
      column: fileColumn(keyOffset),
    };
  });
  return { ok: true, fields };
}

function failure(message: string, line: number, column = 1): FrontMatter {
  return { ok: false, message, line, column };
}

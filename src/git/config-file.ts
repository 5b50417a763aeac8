/**
 * The plain shapes of a git config file, read without git: `[section]` and `[section "subsection"]` headers,
 * `key = value` and bare `key` lines, comments. Anything else git's syntax allows — includes, quoted or
 * escaped values, continued lines, a BOM, a header followed by a key — makes the reader give up (undefined),
 * and the caller asks git, so a shape read here is never read differently from git.
 */

/** Keys as git names them (section and key lower-cased, subsection as written) → the last value; null for a bare key. */
export type ConfigValues = Map<string, string | null>;

const HEADER = /^\[([A-Za-z0-9.-]+)(?:\s+"([^"\\]*)")?\]$/;
const KEY_LINE = /^([A-Za-z][A-Za-z0-9-]*)(?:\s*=\s*(.*))?$/;
const PLAIN_VALUE = /^[^"\\#;\t]*$/;

/** The values of the keys `wanted` accepts; undefined when the file holds a shape only git should read. */
export function parseConfigFile(text: string, wanted: (key: string) => boolean, values: ConfigValues = new Map()): ConfigValues | undefined {
  // trim() would take a BOM for white space; git reads one only at the start of a file.
  if (text.includes('\ufeff')) return undefined;
  let section: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '').trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    // A continued line could hide a header or a key inside a value.
    if (line.endsWith('\\')) return undefined;
    if (line.startsWith('[')) {
      const header = HEADER.exec(line);
      if (!header) return undefined;
      const name = header[1]!.toLowerCase();
      // Includes pull in other files; the old `[section.sub]` spelling has its own case rules.
      if (name === 'include' || name === 'includeif' || name.includes('.')) return undefined;
      section = header[2] === undefined ? name : `${name}.${header[2]}`;
      continue;
    }
    const match = KEY_LINE.exec(line);
    if (!match || section === undefined) return undefined;
    const key = `${section}.${match[1]!.toLowerCase()}`;
    if (!wanted(key)) continue;
    const value = match[2];
    if (value === undefined) {
      values.set(key, null);
      continue;
    }
    if (!PLAIN_VALUE.test(value)) return undefined;
    values.set(key, value.trimEnd());
  }
  return values;
}

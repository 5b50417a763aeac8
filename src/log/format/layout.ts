/**
 * Where things live in the log's tree. Entries sit in day folders, one
 * immutable file each; a small key index maps every id (and every runtime's
 * own message id) to its entry, so a lookup reads two small trees, never the
 * whole log.
 *
 *     README.md                      what this branch is (written by the first commit)
 *     .gitattributes                 `* -text`: no checkout may rewrite an entry's bytes
 *     messages/YYYY/MM/DD/<id>.md    a message or a delivery event
 *     keys/<ab>/<cd>/<sha256 of key> the same blob as the entry it names (two levels of
 *                                    fan-out keep every tree small at millions of keys)
 */
import type { LogEntryRecord } from './entry.js';
import { sha256Hex } from './encode.js';

export const MESSAGES_DIR = 'messages';
export const KEYS_DIR = 'keys';

export function entryPath(entry: Pick<LogEntryRecord, 'id' | 'time'>): string {
  const [year, month, day] = entry.time.slice(0, 10).split('-');
  return `${MESSAGES_DIR}/${year}/${month}/${day}/${entry.id}.md`;
}

/**
 * The lookup keys of an entry: its id (case-folded, so ids that differ only in
 * case cannot both exist on a case-insensitive checkout) and, for a message
 * that carries one, the runtime's own message id.
 */
export function entryKeys(entry: LogEntryRecord): string[] {
  const keys = [idKey(entry.id)];
  if (entry.entry === 'message' && entry.nativeId !== undefined) keys.push(nativeKey(entry.nativeRuntime, entry.nativeId));
  return keys;
}

export function idKey(id: string): string {
  return `id:${id.toLowerCase()}`;
}

export function nativeKey(runtime: string | undefined, nativeId: string): string {
  return `native:${runtime ?? ''}:${nativeId}`;
}

export function keyPath(key: string): string {
  const hash = sha256Hex(key);
  return `${KEYS_DIR}/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
}

export const GITATTRIBUTES = '* -text\n';

/** The first line of the log's README: what marks a ref as a teamdoc log. */
export const LOG_MARKER = '# teamdoc message log';

export function readmeText(ref: string): string {
  return `${LOG_MARKER}

This branch (\`${ref}\`) is the record of every message between the sessions working on this
repository, written by teamdoc with git plumbing. It is never checked out:
read it with \`teamdoc log\`, or browse it here.

- \`messages/YYYY/MM/DD/<id>.md\` — one file per message, and one per delivery event about a
  message (\`entry: "delivery"\`). Files are never edited or deleted; a correction is a new message.
  Each file is front matter of \`key: <JSON value>\` lines, then the body, byte for byte, inside a
  fence longer than any backtick run in it. \`body-bytes\` and \`body-sha256\` in the header let a
  reader check the body without parsing Markdown.
- \`keys/<ab>/<cd>/<sha256>\` — an index for lookups by id and by a runtime's own message id: each
  file is the same blob as the entry it names.
- \`.gitattributes\` — \`* -text\`, so that no checkout rewrites line endings inside an entry.

Merging this branch with another copy of it is a union of files: teamdoc sync does that.
`;
}

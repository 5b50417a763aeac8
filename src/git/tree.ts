/**
 * Tree objects, encoded and decoded in-process. Git sorts a tree's entries by
 * name as bytes, comparing a subtree's name as if it ended in "/"; a tree in
 * any other order is refused by `git fsck`.
 */
import { type GitObject, type ObjectFormat, hexLength, makeObject } from './objects.js';

export const TREE_MODE = '40000';
export const FILE_MODE = '100644';

export interface TreeEntry {
  mode: string;
  name: string;
  id: string;
}

export function isTree(entry: TreeEntry): boolean {
  return entry.mode === TREE_MODE;
}

export function parseTree(content: Buffer, format: ObjectFormat): TreeEntry[] {
  const idBytes = hexLength(format) / 2;
  const entries: TreeEntry[] = [];
  let offset = 0;
  while (offset < content.length) {
    const space = content.indexOf(0x20, offset);
    const nul = content.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + 1 + idBytes > content.length) throw new Error('malformed tree object');
    entries.push({
      mode: content.subarray(offset, space).toString('latin1'),
      name: content.subarray(space + 1, nul).toString('utf8'),
      id: content.subarray(nul + 1, nul + 1 + idBytes).toString('hex'),
    });
    offset = nul + 1 + idBytes;
  }
  return entries;
}

export function makeTree(entries: Iterable<TreeEntry>, format: ObjectFormat): GitObject {
  // Each entry's sort key is made once; entries read from git arrive sorted, so the sort is near linear.
  const keyed = [...entries].map((entry) => ({ entry, key: sortKey(entry) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const parts: Buffer[] = [];
  for (const { entry } of keyed) {
    parts.push(Buffer.from(`${entry.mode} ${entry.name}\0`, 'utf8'), Buffer.from(entry.id, 'hex'));
  }
  return makeObject('tree', Buffer.concat(parts), format);
}

/** The name as git compares it: a subtree's with a "/" after it. */
function sortKey(entry: TreeEntry): string {
  return isTree(entry) ? `${entry.name}/` : entry.name;
}

/** Byte order of the UTF-8 spellings, which for ASCII names is plain string order. */
function compareKeys(a: string, b: string): number {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(a) && /^[\u0000-\u007f]*$/.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

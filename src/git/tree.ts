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
  const sorted = [...entries].sort(compareTreeEntries);
  const parts: Buffer[] = [];
  for (const entry of sorted) {
    parts.push(Buffer.from(`${entry.mode} ${entry.name}\0`, 'utf8'), Buffer.from(entry.id, 'hex'));
  }
  return makeObject('tree', Buffer.concat(parts), format);
}

function sortKey(entry: TreeEntry): Buffer {
  return Buffer.from(isTree(entry) ? `${entry.name}/` : entry.name, 'utf8');
}

export function compareTreeEntries(a: TreeEntry, b: TreeEntry): number {
  return Buffer.compare(sortKey(a), sortKey(b));
}

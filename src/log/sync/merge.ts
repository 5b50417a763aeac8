/**
 * Merging two copies of the log: the union of their files. Entries are
 * immutable and named by id, so two sides almost never disagree about a
 * path; when they do (the same caller id used for different bytes on two
 * machines, or two entries for one runtime message id in the key index),
 * the blob with the smaller id is kept — a rule that gives every machine the
 * same tree whichever side it merges from. The other version stays in the
 * history of the merge's second parent. Only subtrees that differ are read.
 */
import type { ObjectReader } from '../../git/object-reader.js';
import type { GitObject, ObjectFormat } from '../../git/objects.js';
import { type TreeEntry, isTree, makeTree, parseTree } from '../../git/tree.js';

export interface UnionResult {
  tree: string;
  /** New tree objects to write. */
  objects: GitObject[];
  /** Paths where the two sides held different files, and which blob was kept. */
  disagreements: Array<{ path: string; kept: string; other: string }>;
}

export async function unionTrees(reader: ObjectReader, ours: string, theirs: string, format: ObjectFormat): Promise<UnionResult> {
  const result: UnionResult = { tree: ours, objects: [], disagreements: [] };
  result.tree = await unionTree(reader, ours, theirs, '', format, result);
  return result;
}

async function unionTree(reader: ObjectReader, ours: string, theirs: string, path: string, format: ObjectFormat, result: UnionResult): Promise<string> {
  if (ours === theirs) return ours;
  const [left, right] = await reader.read([ours, theirs]);
  if (left?.type !== 'tree' || right?.type !== 'tree') throw new Error(`cannot merge ${path || 'the root'}: a tree is missing from the repository`);
  const merged = new Map<string, TreeEntry>(parseTree(left.content, format).map((entry) => [entry.name, entry]));
  for (const entry of parseTree(right.content, format)) {
    const present = merged.get(entry.name);
    const childPath = path === '' ? entry.name : `${path}/${entry.name}`;
    if (!present || present.id === entry.id) {
      merged.set(entry.name, entry);
    } else if (isTree(present) && isTree(entry)) {
      merged.set(entry.name, { ...entry, id: await unionTree(reader, present.id, entry.id, childPath, format, result) });
    } else {
      const [kept, other] = preferred(present, entry);
      merged.set(entry.name, kept);
      result.disagreements.push({ path: childPath, kept: kept.id, other: other.id });
    }
  }
  const tree = makeTree(merged.values(), format);
  result.objects.push(tree);
  return tree.id;
}

/** A tree before a file, then the smaller object id: the same answer from either side. */
function preferred(a: TreeEntry, b: TreeEntry): [TreeEntry, TreeEntry] {
  if (isTree(a) !== isTree(b)) return isTree(a) ? [a, b] : [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

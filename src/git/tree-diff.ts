/**
 * Tree walks in-process, reading only subtrees that differ:
 *
 *  - what a merge brought itself: a path whose object no parent has there
 *    (added or changed by the merge), and a path some parent has and the
 *    merge dropped. A union of its parents brings nothing of its own;
 *  - every file below a folder of a tree, where a damaged subtree costs only
 *    the files it holds (they are named as lost, the rest are listed).
 */
import type { FileChange } from './commit-changes.js';
import { DamagedObject, type ObjectReader } from './object-reader.js';
import { type TreeEntry, TREE_MODE, isTree } from './tree.js';

export async function mergeOwnChanges(reader: ObjectReader, tree: string, parentTrees: readonly string[]): Promise<FileChange[]> {
  const changes: FileChange[] = [];
  await ownChanges(reader, '', tree, parentTrees, changes);
  return changes;
}

/** Files under `path` in the merge's subtree `tree` that no parent's subtree has as they are, and parents' files it dropped. */
async function ownChanges(
  reader: ObjectReader,
  path: string,
  tree: string | undefined,
  parents: ReadonlyArray<string | undefined>,
  changes: FileChange[],
): Promise<void> {
  if (tree !== undefined && parents.includes(tree)) {
    // Taken whole from one parent: only what another parent had and this subtree lacks can be missing.
    for (const parent of new Set(parents)) if (parent !== undefined && parent !== tree) await droppedFiles(reader, path, tree, parent, changes);
    return;
  }
  const own = tree === undefined ? [] : await entriesOf(reader, tree);
  const theirs = await Promise.all(parents.map((parent) => (parent === undefined ? [] : entriesOf(reader, parent))));
  const names = new Set([...own.map((entry) => entry.name), ...theirs.flatMap((entries) => entries.map((entry) => entry.name))]);
  for (const name of [...names].sort()) {
    const childPath = path === '' ? name : `${path}/${name}`;
    const mine = own.find((entry) => entry.name === name);
    const others = theirs.map((entries) => entries.find((entry) => entry.name === name));
    const mySubtree = subtreeOf(mine);
    const theirSubtrees = others.map(subtreeOf);
    if (mySubtree !== undefined || theirSubtrees.some((id) => id !== undefined)) await ownChanges(reader, childPath, mySubtree, theirSubtrees, changes);
    const myFile = fileOf(mine);
    const theirFiles = others.map(fileOf).filter((entry): entry is TreeEntry => entry !== undefined);
    if (myFile && !theirFiles.some((entry) => entry.id === myFile.id && entry.mode === myFile.mode)) {
      const before = theirFiles[0];
      changes.push(
        before
          ? { status: 'M', path: childPath, before: before.id, after: myFile.id, mode: myFile.mode }
          : { status: 'A', path: childPath, after: myFile.id, mode: myFile.mode },
      );
    } else if (!myFile && theirFiles[0]) {
      changes.push({ status: 'D', path: childPath, before: theirFiles[0].id, mode: theirFiles[0].mode });
    }
  }
}

/** Files under `path` in a parent's subtree that the merge's subtree does not hold. */
async function droppedFiles(reader: ObjectReader, path: string, tree: string | undefined, parent: string, changes: FileChange[]): Promise<void> {
  if (tree === parent) return;
  const own = tree === undefined ? [] : await entriesOf(reader, tree);
  for (const entry of await entriesOf(reader, parent)) {
    const childPath = path === '' ? entry.name : `${path}/${entry.name}`;
    const mine = own.find((candidate) => candidate.name === entry.name);
    if (isTree(entry)) await droppedFiles(reader, childPath, subtreeOf(mine), entry.id, changes);
    else if (!fileOf(mine)) changes.push({ status: 'D', path: childPath, before: entry.id, mode: entry.mode });
  }
}

function subtreeOf(entry: TreeEntry | undefined): string | undefined {
  return entry && isTree(entry) ? entry.id : undefined;
}

function fileOf(entry: TreeEntry | undefined): TreeEntry | undefined {
  return entry && !isTree(entry) ? entry : undefined;
}

async function entriesOf(reader: ObjectReader, tree: string): Promise<TreeEntry[]> {
  return (await reader.treeEntries(tree)) ?? [];
}

export interface TreeListing {
  files: Array<{ path: string; id: string }>;
  /** Subtrees that could not be read: everything below each is unknown. */
  lost: Array<{ path: string; id: string; problem: string }>;
}

/** Every file below `prefix` in `tree`; a damaged or missing subtree is named in `lost` instead. */
export async function listTree(reader: ObjectReader, tree: string, prefix: string): Promise<TreeListing> {
  const listing: TreeListing = { files: [], lost: [] };
  const start =
    prefix === '' ? { mode: TREE_MODE, name: '', id: tree } : await reader.entryAt(tree, prefix).catch((error: unknown) => lostAt(prefix, error, listing));
  if (start && isTree(start)) await walk(reader, prefix, start.id, listing);
  return listing;
}

async function walk(reader: ObjectReader, path: string, tree: string, listing: TreeListing): Promise<void> {
  let entries: TreeEntry[] | undefined;
  try {
    entries = await reader.treeEntries(tree);
  } catch (error) {
    lostAt(path, error, listing, tree);
    return;
  }
  if (!entries) {
    listing.lost.push({ path, id: tree, problem: `its tree ${tree} is missing from the repository` });
    return;
  }
  await Promise.all(
    entries.map((entry) => {
      const childPath = path === '' ? entry.name : `${path}/${entry.name}`;
      if (isTree(entry)) return walk(reader, childPath, entry.id, listing);
      listing.files.push({ path: childPath, id: entry.id });
      return undefined;
    }),
  );
}

function lostAt(path: string, error: unknown, listing: TreeListing, id?: string): undefined {
  if (!(error instanceof DamagedObject)) throw error;
  listing.lost.push({ path, id: id ?? error.id, problem: error.message });
  return undefined;
}

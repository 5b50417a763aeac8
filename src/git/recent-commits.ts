/**
 * The few commits between a known commit and a tip, read in-process. An
 * append moves the log's tip by one commit, and every read after it brings
 * its read cache up to date: asking git (`merge-base --is-ancestor`, then
 * `git log --raw`) would start two processes for what three or four object
 * reads answer. Only a straight line is read here — each commit with one
 * parent, `base` reached within `limit` steps — and each commit's changes
 * are its tree against its parent's (tree-diff.ts, reading only subtrees
 * that differ). Anything else (a merge, a root, a shallow or damaged
 * object, a longer stretch) answers undefined, and the caller asks git.
 */
import type { CommitChanges } from './commit-changes.js';
import { parseCommit } from './commit-object.js';
import type { ObjectReader } from './object-reader.js';
import { mergeOwnChanges } from './tree-diff.js';

const LIMIT = 32;

/** The commits after `base` up to `tip`, oldest first, as commit-changes.ts lists them; undefined when the stretch is not a short straight line. */
export async function straightCommitsSince(reader: ObjectReader, base: string, tip: string): Promise<CommitChanges[] | undefined> {
  try {
    const line: Array<{ commit: string; tree: string; parent: string }> = [];
    for (let at = tip; at !== base; ) {
      const commit = line.length < LIMIT ? await treeAndParents(reader, at) : undefined;
      if (commit?.parents.length !== 1) return undefined;
      line.push({ commit: at, tree: commit.tree, parent: commit.parents[0]! });
      at = commit.parents[0]!;
    }
    const baseTree = line.length === 0 ? undefined : (await treeAndParents(reader, base))?.tree;
    if (line.length > 0 && baseTree === undefined) return undefined;
    return await Promise.all(
      line.reverse().map(async ({ commit, tree, parent }, index, oldestFirst) => ({
        commit,
        parents: [parent],
        changes: await mergeOwnChanges(reader, tree, [index === 0 ? baseTree! : oldestFirst[index - 1]!.tree]),
      })),
    );
  } catch {
    return undefined;
  }
}

async function treeAndParents(reader: ObjectReader, id: string): Promise<{ tree: string; parents: string[] } | undefined> {
  const object = await reader.readOne(id);
  return object?.type === 'commit' ? parseCommit(object.content) : undefined;
}

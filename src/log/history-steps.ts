/**
 * The commits of a stretch of the log's history, each with the changes it
 * brought itself: git's own diff for a plain commit (commit-changes.ts), and
 * for a merge what it holds beyond all its parents (tree-diff.ts) — which,
 * for a union of its parents as `teamdoc sync` makes, is nothing.
 */
import type { CommitChanges } from '../git/commit-changes.js';
import { parseCommit } from '../git/commit-object.js';
import type { ObjectReader } from '../git/object-reader.js';
import { mergeOwnChanges } from '../git/tree-diff.js';
import type { CommitStep } from './integrity.js';

export async function historySteps(reader: ObjectReader, commits: readonly CommitChanges[]): Promise<CommitStep[]> {
  return Promise.all(
    commits.map(async (commit) => {
      if (commit.parents.length < 2) return { ...commit, merge: false };
      const [own, ...parents] = await Promise.all([commit.commit, ...commit.parents].map((id) => treeOf(reader, id)));
      const changes = own === undefined ? [] : await mergeOwnChanges(reader, own, parents.filter((tree): tree is string => tree !== undefined));
      return { ...commit, changes, merge: true };
    }),
  );
}

async function treeOf(reader: ObjectReader, commit: string): Promise<string | undefined> {
  const object = await reader.readOne(commit).catch(() => undefined);
  return object?.type === 'commit' ? parseCommit(object.content).tree : undefined;
}

/** `precedes(a, b)`: a is an ancestor of b, within `commits` (a stretch walked parents first). */
export function precedence(commits: readonly CommitChanges[]): (a: string, b: string) => Promise<boolean> {
  const parents = new Map(commits.map((commit) => [commit.commit, commit.parents]));
  return async (ancestor, descendant) => {
    const seen = new Set<string>();
    const queue = [...(parents.get(descendant) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === ancestor) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(parents.get(next) ?? []));
    }
    return false;
  };
}

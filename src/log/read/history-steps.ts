/**
 * The commits of a stretch of the log's history, each with the changes it
 * brought itself: git's own diff for a plain commit (commit-changes.ts), and
 * for a merge what it holds beyond all its parents (tree-diff.ts) — which,
 * for a union of its parents as `teamdoc sync` makes, is nothing.
 */
import type { CommitChanges } from '../../git/commit-changes.js';
import { parseCommit } from '../../git/commit-object.js';
import type { ObjectReader } from '../../git/object-reader.js';
import { mergeOwnChanges } from '../../git/tree-diff.js';
import type { CommitStep, HistoryOrder } from './integrity.js';

export async function historySteps(reader: ObjectReader, commits: readonly CommitChanges[]): Promise<CommitStep[]> {
  return Promise.all(
    commits.map(async (commit) => {
      if (commit.parents.length < 2) return { ...commit, merge: false };
      const [own, ...parents] = await Promise.all([commit.commit, ...commit.parents].map((id) => treeOf(reader, id)));
      const changes =
        own === undefined
          ? []
          : await mergeOwnChanges(
              reader,
              own,
              parents.filter((tree): tree is string => tree !== undefined),
            );
      return { ...commit, changes, merge: true };
    }),
  );
}

async function treeOf(reader: ObjectReader, commit: string): Promise<string | undefined> {
  const object = await reader.readOne(commit).catch(() => undefined);
  return object?.type === 'commit' ? parseCommit(object.content).tree : undefined;
}

/**
 * The order a reader trusts over a stretch of history walked parents first:
 * ancestry, and each commit's place in the log's first-parent-first order —
 * a commit comes after everything its first parent holds, then what its
 * other parents bring. A merge made on the receiving side (`git merge` into
 * the ref, `teamdoc sync`) has the ref's own line as its first parent, so
 * what the log held comes before what a merge brought.
 */
export function historyOrder(commits: readonly CommitChanges[]): HistoryOrder {
  const parents = new Map(commits.map((commit) => [commit.commit, commit.parents]));
  // Only an id claimed twice needs the order: a log without one never walks it.
  let places: Map<string, number> | undefined;
  return {
    place: (commit) => (places ??= firstParentFirst(commits, parents)).get(commit) ?? -1,
    precedes: async (ancestor, descendant) => {
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
    },
  };
}

/** Post-order from the stretch's heads (the tip first), each commit's parents in their order; without recursion. */
function firstParentFirst(commits: readonly CommitChanges[], parents: Map<string, string[]>): Map<string, number> {
  const hasChild = new Set(commits.flatMap((commit) => commit.parents));
  const heads = commits
    .filter((commit) => !hasChild.has(commit.commit))
    .map((commit) => commit.commit)
    .reverse();
  const places = new Map<string, number>();
  const entered = new Set<string>();
  for (const head of heads) {
    const stack: Array<{ commit: string; next: number }> = [{ commit: head, next: 0 }];
    entered.add(head);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const parent = parents.get(top.commit)?.[top.next++];
      if (parent === undefined) {
        stack.pop();
        places.set(top.commit, places.size);
      } else if (parents.has(parent) && !entered.has(parent)) {
        entered.add(parent);
        stack.push({ commit: parent, next: 0 });
      }
    }
  }
  return places;
}

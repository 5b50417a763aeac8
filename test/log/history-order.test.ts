/**
 * The first-parent-first order a reader trusts (history-steps.ts), over
 * histories given as commits and parents: what a merge joined into comes
 * before what it brought, whatever the commits are called.
 */
import { describe, expect, it } from 'vitest';
import { historyOrder } from '../../src/log/read/history-steps.js';

/** Commits as `name: parents`, in a parents-first order as `git log --reverse --topo-order` gives them. */
function history(graph: Record<string, string[]>) {
  return historyOrder(Object.entries(graph).map(([commit, parents]) => ({ commit, parents, changes: [] })));
}

describe('the first-parent-first order', () => {
  it('puts the line a merge joined into before the line it brought, whichever sorts first by name', () => {
    for (const [ours, theirs] of [
      ['a', 'z'],
      ['z', 'a'],
    ] as const) {
      const order = history({ root: [], [ours]: ['root'], [theirs]: ['root'], merge: [ours, theirs] });
      expect(order.place(ours)).toBeLessThan(order.place(theirs));
      expect(order.place('root')).toBeLessThan(order.place(ours));
      expect(order.place(theirs)).toBeLessThan(order.place('merge'));
    }
  });

  it('keeps a side line’s own order inside it, and places every ancestor before its descendants', async () => {
    // main: root → m1 → join(m1, side2); side: root → s1 → side2(s1, t1), t1 from root.
    const order = history({ root: [], m1: ['root'], s1: ['root'], t1: ['root'], side2: ['s1', 't1'], join: ['m1', 'side2'] });
    expect(['root', 'm1', 's1', 't1', 'side2', 'join'].map((commit) => order.place(commit))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await order.precedes('s1', 'join')).toBe(true);
    expect(await order.precedes('m1', 's1')).toBe(false);
  });

  it('walks a long line without recursion', () => {
    const graph: Record<string, string[]> = { c0: [] };
    for (let index = 1; index < 50_000; index++) graph[`c${index}`] = [`c${index - 1}`];
    expect(history(graph).place('c49999')).toBe(49_999);
  });
});

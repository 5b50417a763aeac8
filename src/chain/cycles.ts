/**
 * Loops of parents in any parent relation (roles by the table, sessions of the
 * chain): each loop once, starting at its member that comes first in `nodes`.
 * Walked iteratively, so a long chain cannot exhaust the stack.
 */
export function parentCycles<T>(nodes: readonly T[], parentOf: (node: T) => T | undefined): T[][] {
  const position = new Map(nodes.map((node, index) => [node, index]));
  const cycles: T[][] = [];
  const done = new Set<T>();
  for (const start of nodes) {
    const path: T[] = [];
    const onPath = new Map<T, number>();
    let current: T | undefined = start;
    while (current !== undefined && !done.has(current) && !onPath.has(current)) {
      onPath.set(current, path.length);
      path.push(current);
      current = parentOf(current);
    }
    if (current !== undefined && onPath.has(current)) {
      const cycle = path.slice(onPath.get(current));
      const first = cycle.reduce((a, b) => ((position.get(b) ?? Infinity) < (position.get(a) ?? Infinity) ? b : a));
      const from = cycle.indexOf(first);
      cycles.push([...cycle.slice(from), ...cycle.slice(0, from)]);
    }
    for (const node of path) done.add(node);
  }
  return cycles;
}

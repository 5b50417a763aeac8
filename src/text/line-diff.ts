/**
 * Which lines changed between two versions of a doc, as hunks: Myers' O(ND)
 * difference (the algorithm behind `git diff`) after trimming the common
 * prefix and suffix, so two versions that differ in a line or two cost next
 * to nothing. Past `maxEdits` the middle is one hunk: a rewrite is a rewrite.
 */

/** Old lines [oldStart, oldEnd) became new lines [newStart, newEnd); 0-based, end exclusive. */
export interface Hunk {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

export function diffLines(older: readonly string[], newer: readonly string[], maxEdits = 400): Hunk[] {
  let prefix = 0;
  const shorter = Math.min(older.length, newer.length);
  while (prefix < shorter && older[prefix] === newer[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && older[older.length - 1 - suffix] === newer[newer.length - 1 - suffix]) suffix++;
  const oldEnd = older.length - suffix;
  const newEnd = newer.length - suffix;
  if (prefix === oldEnd && prefix === newEnd) return [];
  if (prefix === oldEnd || prefix === newEnd) return [{ oldStart: prefix, oldEnd, newStart: prefix, newEnd }];

  // Lines as small integers: comparing numbers in the inner loop, not strings.
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    let id = ids.get(line);
    if (id === undefined) ids.set(line, (id = ids.size));
    return id;
  };
  const a = Int32Array.from(older.slice(prefix, oldEnd), idOf);
  const b = Int32Array.from(newer.slice(prefix, newEnd), idOf);
  const runs = matchingRuns(a, b, maxEdits);
  if (runs === undefined) return [{ oldStart: prefix, oldEnd, newStart: prefix, newEnd }];

  const hunks: Hunk[] = [];
  let [atOld, atNew] = [0, 0];
  for (const [x, y, length] of runs) {
    if (x > atOld || y > atNew) hunks.push({ oldStart: prefix + atOld, oldEnd: prefix + x, newStart: prefix + atNew, newEnd: prefix + y });
    [atOld, atNew] = [x + length, y + length];
  }
  if (atOld < a.length || atNew < b.length)
    hunks.push({ oldStart: prefix + atOld, oldEnd: prefix + a.length, newStart: prefix + atNew, newEnd: prefix + b.length });
  return hunks;
}

/** Runs of equal lines `[x, y, length]` in order, along a shortest edit script; undefined past `maxEdits`. */
function matchingRuns(a: Int32Array, b: Int32Array, maxEdits: number): [number, number, number][] | undefined {
  const [n, m] = [a.length, b.length];
  const limit = Math.min(n + m, maxEdits);
  // frontier[d] holds, for each diagonal k in [-d, d], the furthest x reached with d edits.
  const frontier: Int32Array[] = [];
  let previous = new Int32Array(1);
  for (let d = 0; d <= limit; d++) {
    const current = new Int32Array(2 * d + 1);
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1));
      let x = d === 0 ? 0 : down ? at(previous, d - 1, k + 1) : at(previous, d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) [x, y] = [x + 1, y + 1];
      current[k + d] = x;
      if (x >= n && y >= m) {
        frontier.push(current);
        return backtrack(frontier, n, m);
      }
    }
    frontier.push(current);
    previous = current;
  }
  return undefined;
}

function at(values: Int32Array, d: number, k: number): number {
  return values[k + d]!;
}

function backtrack(frontier: Int32Array[], n: number, m: number): [number, number, number][] {
  const runs: [number, number, number][] = [];
  let [x, y] = [n, m];
  for (let d = frontier.length - 1; d > 0; d--) {
    const previous = frontier[d - 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1));
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(previous, d - 1, fromK);
    const startX = down ? fromX : fromX + 1;
    if (x > startX) runs.push([startX, startX - k, x - startX]);
    [x, y] = [fromX, fromX - fromK];
  }
  if (x > 0) runs.push([0, 0, x]);
  return runs.reverse();
}

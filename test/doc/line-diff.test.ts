/** The line diff the history uses: hunks that turn the old lines into the new ones, as few changed lines as an LCS allows. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/random.js';
import { diffLines, type Hunk } from '../../src/text/line-diff.js';

function apply(older: readonly string[], newer: readonly string[], hunks: readonly Hunk[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const hunk of hunks) {
    out.push(...older.slice(at, hunk.oldStart), ...newer.slice(hunk.newStart, hunk.newEnd));
    at = hunk.oldEnd;
  }
  return [...out, ...older.slice(at)];
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) table[i]![j] = a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
  }
  return table[a.length]![b.length]!;
}

describe('diffLines', () => {
  it('finds nothing between equal versions, and one hunk for a one-line edit', () => {
    expect(diffLines(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(diffLines(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual([{ oldStart: 1, oldEnd: 2, newStart: 1, newEnd: 2 }]);
    expect(diffLines(['a', 'c'], ['a', 'b', 'c'])).toEqual([{ oldStart: 1, oldEnd: 1, newStart: 1, newEnd: 2 }]);
  });

  it('keeps two edits far apart as two hunks', () => {
    const older = ['x', '1', '2', '3', '4', '5', 'y'];
    expect(diffLines(older, ['X', '1', '2', '3', '4', '5', 'Y'])).toEqual([
      { oldStart: 0, oldEnd: 1, newStart: 0, newEnd: 1 },
      { oldStart: 6, oldEnd: 7, newStart: 6, newEnd: 7 },
    ]);
  });

  it('on random edits: the hunks rebuild the new version, are in order, and change no more lines than a longest common subsequence needs', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 300; round++) {
      const older = Array.from({ length: Math.floor(next() * 30) }, () => String.fromCharCode(97 + Math.floor(next() * 5)));
      const newer = [...older];
      for (let edit = Math.floor(next() * 6); edit > 0; edit--) {
        const at = Math.floor(next() * (newer.length + 1));
        const kind = next();
        if (kind < 0.4) newer.splice(at, 0, String.fromCharCode(97 + Math.floor(next() * 6)));
        else if (kind < 0.7) newer.splice(at, 1);
        else newer[at] = 'z';
      }
      const hunks = diffLines(older, newer);
      expect(apply(older, newer, hunks)).toEqual(newer);
      hunks.forEach((hunk, index) => {
        const previous = hunks[index - 1];
        if (previous) expect(hunk.oldStart).toBeGreaterThan(previous.oldEnd - 1);
      });
      const changed = hunks.reduce((sum, hunk) => sum + (hunk.oldEnd - hunk.oldStart) + (hunk.newEnd - hunk.newStart), 0);
      expect(changed).toBe(older.length + newer.length - 2 * lcsLength(older, newer));
    }
  });

  it('gives up on a rewrite past its edit budget with one hunk over the middle', () => {
    const older = Array.from({ length: 50 }, (_, index) => `old ${index}`);
    const newer = Array.from({ length: 50 }, (_, index) => `new ${index}`);
    expect(diffLines(['same', ...older, 'end'], ['same', ...newer, 'end'], 10)).toEqual([{ oldStart: 1, oldEnd: 51, newStart: 1, newEnd: 51 }]);
  });
});

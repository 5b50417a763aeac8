/**
 * "Did you mean": the one place that decides how close a typo is to what was
 * meant, for the doc's rules and for the commands that check names at the door.
 */

/** The candidate closest to `word` (for "did you mean"), when it is close enough to be a likely typo. */
export function closest<T extends string>(word: string, candidates: readonly T[]): T | undefined {
  const lower = word.toLowerCase();
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    // A word cut short (`warn` for `warning`) is as close as one typo.
    const distance = lower.length >= 3 && other.startsWith(lower) && other !== lower ? 1 : editDistance(lower, other);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(lower.length / 4)) + 1 ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * "Did you mean": the one place that decides how close a typo is to what was
 * meant, for the doc's rules and for the commands that check names at the door.
 */

/**
 * The candidate closest to `word` (for "did you mean"), when it is close
 * enough to be a likely typo, or the one candidate that begins with all of
 * `word` but its last letter (`serve` for `serving`: a name cut short, or
 * given another ending).
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const stem = lower.length >= 4 ? lower.slice(0, -1) : lower;
  const extended = stem.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(stem)) : [];
  if (extended.length === 1) return extended[0];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
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

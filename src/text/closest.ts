/**
 * "Did you mean": the one place that decides how close a typo is to what was
 * meant, for the doc's rules (which also read a misspelt heading, column or
 * name as the word it most likely is) and for the commands that check names
 * at the door.
 */

/**
 * The candidate closest to `word` (letter case aside), when it is close enough
 * to be a likely typo: one slip for a word of up to seven letters, two up to
 * eleven, and so on, where a slip is a letter added, dropped, changed or two
 * letters swapped; a word cut short (three letters or more) counts as one
 * when it begins no other candidate.
 * Before that, the one candidate that begins with all of `word` but its last
 * letter (`serve` for `serving`: a name cut short, or given another ending).
 */
export function closest<T extends string>(word: string, candidates: readonly T[]): T | undefined {
  const lower = word.toLowerCase();
  const stem = lower.length >= 4 ? lower.slice(0, -1) : lower;
  const extended = stem.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(stem)) : [];
  if (extended.length === 1) return extended[0];
  let best: T | undefined;
  // A word cut short is one slip only when it begins one candidate alone.
  const cutShort = lower.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower) && candidate.toLowerCase() !== lower) : [];
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = cutShort.length === 1 && cutShort[0] === candidate ? 1 : slips(lower, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(lower.length / 4)) ? best : undefined;
}

/**
 * Whether `meant` is the one likely reading of `word` among `candidates`: no
 * other candidate is close enough to be what was meant. Only then is the
 * did-you-mean certain enough to be written unasked.
 */
export function onlyReading(word: string, meant: string, candidates: readonly string[]): boolean {
  const others = candidates.filter((candidate) => candidate.toLowerCase() !== meant.toLowerCase());
  return closest(word, others) === undefined;
}

/** Edit distance where swapping two neighbouring letters is one edit (optimal string alignment). */
function slips(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, beforePrevious[j - 2]! + 1);
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length]!;
}

import { createRequire as __teamdocCreateRequire } from 'node:module'; const require = __teamdocCreateRequire(import.meta.url);

// src/text/closest.ts
function closest(word, candidates) {
  const lower = word.toLowerCase();
  const stem = lower.length >= 4 ? lower.slice(0, -1) : lower;
  const extended = stem.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(stem)) : [];
  if (extended.length === 1) return extended[0];
  let best;
  const cutShort = lower.length >= 3 ? candidates.filter((candidate) => candidate.toLowerCase().startsWith(lower) && candidate.toLowerCase() !== lower) : [];
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = cutShort.length === 1 && cutShort[0] === candidate ? 1 : slips(lower, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(lower.length / 4)) ? best : void 0;
}
function onlyReading(word, meant, candidates) {
  const others = candidates.filter((candidate) => candidate.toLowerCase() !== meant.toLowerCase());
  return closest(word, others) === void 0;
}
function slips(a, b) {
  let beforePrevious = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length];
}

export {
  closest,
  onlyReading
};

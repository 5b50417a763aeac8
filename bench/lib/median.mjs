// The median of a list of timings: what every benchmark here reports, since one slow round on a shared machine
// says more about the other jobs than about teamdoc. Its own module so that scripts not needing the library
// bundle that setup.mjs builds can use it.
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// A small seeded generator (an LCG): the same seed replays the same case. Plain JS, so benchmarks run it
// without a build; the tests import it through test/helpers/random.ts.
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A small seeded generator for property tests: the same seed replays the same case (shared with bench/). */
export { seededRandom } from '../../bench/lib/random.mjs';

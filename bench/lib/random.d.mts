// Types for random.mjs.
export function seededRandom(seed: number): () => number;

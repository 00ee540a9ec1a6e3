/**
 * mulberry32: a tiny seeded PRNG returning numbers in [0, 1). The one source of repeatable randomness for the
 * random-build tests (here and in the builder service) and the bench, so every run picks the same cases.
 *
 * Why here: game-rules may import nothing but contracts and lz-string, so its own tests cannot take a helper
 * from elsewhere; the services' tests import libs, and scripts/bench.mjs loads the built dist of the libs. A
 * PRNG is not an API type, so not contracts. It is deterministic and the rules never call it (callers pass
 * a seed), so the rules stay free of randomness. It lives outside src/testing because that folder is not a
 * production input of the build (nx.json), and this file is part of the built entry.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

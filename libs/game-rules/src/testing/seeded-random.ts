/**
 * mulberry32: a tiny seeded PRNG returning numbers in [0, 1). The one source of repeatable randomness for
 * tests and the bench (random legal builds), so every run picks the same cases. Deterministic: the rules
 * themselves never call it; callers pass a seed.
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

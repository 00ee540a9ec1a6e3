// Seeded randomness for the generator: pure-rand's xoroshiro128+, one independent stream per part of the
// world (so adding records to one part does not reshuffle another).

import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Gen = ReturnType<typeof xoroshiro128plus>;

export class Rng {
  private constructor(private readonly gen: Gen) {}

  /** A stream for one named part of the world, derived from the seed and the name. */
  static stream(seed: number, name: string): Rng {
    const lo = seed | 0;
    const hi = Math.floor(seed / 0x100000000) | 0;
    let h = 2166136261 ^ lo;
    for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
    h = Math.imul(h ^ hi, 16777619);
    return new Rng(xoroshiro128plus((h ^ Math.imul(lo, 0x9e3779b1)) | 0));
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return max <= min ? min : uniformInt(this.gen, min, max);
  }
  /** Float in [0, 1). */
  float(): number {
    return uniformFloat64(this.gen);
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.float();
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(0, list.length - 1)]!;
  }
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let x = this.float() * total;
    for (const [v, w] of entries) {
      x -= w;
      if (x < 0) return v;
    }
    return entries[entries.length - 1]![0];
  }
  /** k distinct elements in random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    const copy = [...list];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = this.int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  }
}

export const round = (x: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

// Deterministic noise over the world's degrees: 2D simplex noise (after Stefan Gustavson's public-domain
// description) from a seeded permutation, fractal sums of it, and integer hashes for jittered lattices. Every
// value is a function of the world position and the seed only, so two maps sampling the same place agree.

const F2 = 0.5 * (Math.sqrt(3) - 1);
const G2 = (3 - Math.sqrt(3)) / 6;
/** Twelve gradient directions (x, y pairs). */
const GRADIENTS = new Float64Array([1, 1, -1, 1, 1, -1, -1, -1, 1, 0, -1, 0, 0, 1, 0, -1, 1, 0.5, -1, 0.5, 0.5, -1, -0.5, -1]);

export type Noise2 = (x: number, y: number) => number;

/** Simplex noise in [-1, 1] for one seed. */
export function simplex2(seed: number): Noise2 {
  const p = new Uint8Array(256);
  for (let i = 0; i < 256; i++) p[i] = i;
  for (let i = 255; i > 0; i--) {
    const j = hashInts(seed, i, 0x5eed) % (i + 1);
    const t = p[i]!;
    p[i] = p[j]!;
    p[j] = t;
  }
  const perm = new Uint8Array(512);
  const grad = new Uint8Array(512);
  for (let i = 0; i < 512; i++) {
    perm[i] = p[i & 255]!;
    grad[i] = (perm[i]! % 12) * 2;
  }
  return (x, y) => {
    const s = (x + y) * F2;
    const i = Math.floor(x + s);
    const j = Math.floor(y + s);
    const t = (i + j) * G2;
    const x0 = x - (i - t);
    const y0 = y - (j - t);
    const i1 = x0 > y0 ? 1 : 0;
    const j1 = 1 - i1;
    const x1 = x0 - i1 + G2;
    const y1 = y0 - j1 + G2;
    const x2 = x0 - 1 + 2 * G2;
    const y2 = y0 - 1 + 2 * G2;
    const ii = i & 255;
    const jj = j & 255;
    let n = 0;
    let t0 = 0.5 - x0 * x0 - y0 * y0;
    if (t0 > 0) {
      const g = grad[ii + perm[jj]!]!;
      t0 *= t0;
      n += t0 * t0 * (GRADIENTS[g]! * x0 + GRADIENTS[g + 1]! * y0);
    }
    let t1 = 0.5 - x1 * x1 - y1 * y1;
    if (t1 > 0) {
      const g = grad[ii + i1 + perm[jj + j1]!]!;
      t1 *= t1;
      n += t1 * t1 * (GRADIENTS[g]! * x1 + GRADIENTS[g + 1]! * y1);
    }
    let t2 = 0.5 - x2 * x2 - y2 * y2;
    if (t2 > 0) {
      const g = grad[ii + 1 + perm[jj + 1]!]!;
      t2 *= t2;
      n += t2 * t2 * (GRADIENTS[g]! * x2 + GRADIENTS[g + 1]! * y2);
    }
    return 70 * n;
  };
}

/** Fractal sum of `octaves` layers (each twice the frequency, `gain` the amplitude), normalised to about [-1, 1]. */
export function fbm(noise: Noise2, octaves: number, gain = 0.5): Noise2 {
  let norm = 0;
  for (let o = 0, a = 1; o < octaves; o++, a *= gain) norm += a;
  return (x, y) => {
    let sum = 0;
    let amplitude = 1;
    let frequency = 1;
    for (let o = 0; o < octaves; o++) {
      // Each octave is shifted so the layers' lattices do not line up.
      sum += amplitude * noise(x * frequency + o * 17.31, y * frequency - o * 9.73);
      amplitude *= gain;
      frequency *= 2;
    }
    return sum / norm;
  };
}

/** Ridged fractal noise in [0, 1]: sharp crests where the noise crosses zero (mountain chains). */
export function ridged(noise: Noise2, octaves: number): Noise2 {
  return (x, y) => {
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 1;
    let weight = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      let v = 1 - Math.abs(noise(x * frequency + o * 31.7, y * frequency + o * 11.1));
      v *= v * weight;
      weight = Math.min(1, v * 2);
      sum += v * amplitude;
      norm += amplitude;
      amplitude *= 0.5;
      frequency *= 2;
    }
    return sum / norm;
  };
}

/** A 32-bit hash of integers (lattice cells), stable across runs. */
export function hashInts(a: number, b: number, c = 0): number {
  let h = Math.imul(a | 0, 0x27d4eb2d) ^ Math.imul(b | 0, 0x165667b1) ^ Math.imul(c | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The hash as a number in [0, 1). */
export function hash01(a: number, b: number, c = 0): number {
  return hashInts(a, b, c) / 4294967296;
}

// Marching squares: the closed outlines of where a sampled field is above a level, as rings of grid positions.
// The grid is treated as surrounded by "below", so every ring closes (outside the drawn area when the grid
// reaches past the image). Output is local: a ring near a place depends only on the samples near it, which is what
// lets two maps sampling the same world nodes draw the same coastline along their shared edge.

export interface SampledGrid {
  cols: number;
  rows: number;
  values: Float32Array;
}

/** A point in grid units (column, row). */
export type GridPoint = [number, number];

// Segments per case (corners tl=8, tr=4, br=2, bl=1; edges 0 top, 1 right, 2 bottom, 3 left); saddles apart.
const SEGMENTS: (readonly (readonly [number, number])[])[] = [
  [], [[3, 2]], [[2, 1]], [[3, 1]], [[0, 1]], [], [[0, 2]], [[3, 0]],
  [[3, 0]], [[0, 2]], [], [[0, 1]], [[3, 1]], [[2, 1]], [[3, 2]], [],
];

/** The outlines of value > level (the grid padded with one ring of "below" all round). */
export function contourRings(grid: SampledGrid, level: number): GridPoint[][] {
  const { cols, rows, values } = grid;
  // Padded sample: outside the grid is below the level.
  const at = (c: number, r: number) => (c < 0 || r < 0 || c >= cols || r >= rows ? -Infinity : values[r * cols + c]!);
  const W = cols + 2;
  // Edge keys: horizontal edge starting at node (c, r) → 2 * index; vertical → 2 * index + 1 (nodes offset by 1).
  const hKey = (c: number, r: number) => 2 * ((r + 1) * W + (c + 1));
  const vKey = (c: number, r: number) => 2 * ((r + 1) * W + (c + 1)) + 1;
  const points = new Map<number, GridPoint>();
  const links = new Map<number, number[]>();
  const cross = (a: number, b: number) => {
    if (a === -Infinity) return 0.999;
    if (b === -Infinity) return 0.001;
    const t = (level - a) / (b - a);
    return Math.min(0.999, Math.max(0.001, t));
  };
  const edgePoint = (c: number, r: number, edge: number, v: [number, number, number, number]): number => {
    const [tl, tr, br, bl] = v;
    let key: number;
    let p: GridPoint;
    if (edge === 0) {
      key = hKey(c, r);
      p = [c + cross(tl, tr), r];
    } else if (edge === 2) {
      key = hKey(c, r + 1);
      p = [c + cross(bl, br), r + 1];
    } else if (edge === 3) {
      key = vKey(c, r);
      p = [c, r + cross(tl, bl)];
    } else {
      key = vKey(c + 1, r);
      p = [c + 1, r + cross(tr, br)];
    }
    if (!points.has(key)) points.set(key, p);
    return key;
  };
  const link = (a: number, b: number) => {
    const la = links.get(a);
    if (la) la.push(b);
    else links.set(a, [b]);
    const lb = links.get(b);
    if (lb) lb.push(a);
    else links.set(b, [a]);
  };
  for (let r = -1; r < rows; r++) {
    for (let c = -1; c < cols; c++) {
      const v: [number, number, number, number] = [at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)];
      const code = (v[0] > level ? 8 : 0) | (v[1] > level ? 4 : 0) | (v[2] > level ? 2 : 0) | (v[3] > level ? 1 : 0);
      if (code === 0 || code === 15) continue;
      let segments = SEGMENTS[code]!;
      if (code === 5 || code === 10) {
        const centre = (v[0] + v[1] + v[2] + v[3]) / 4 > level;
        // Inside corners tr+bl (5) or tl+br (10): a centre above the level joins them.
        segments = (code === 5) === centre ? [[3, 0], [2, 1]] : [[0, 1], [3, 2]];
      }
      for (const [a, b] of segments) link(edgePoint(c, r, a, v), edgePoint(c, r, b, v));
    }
  }
  const rings: GridPoint[][] = [];
  const seen = new Set<number>();
  // Keys in creation order (row-major): the same rings in the same order every time.
  for (const start of points.keys()) {
    if (seen.has(start)) continue;
    const ring: GridPoint[] = [];
    let previous = -1;
    let current = start;
    while (!seen.has(current)) {
      seen.add(current);
      ring.push(points.get(current)!);
      const next = links.get(current)!;
      const candidate = next[0] !== previous ? next[0]! : next[1]!;
      previous = current;
      current = candidate;
      if (current === undefined) break;
    }
    if (ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** Chaikin's corner cutting on a closed ring (each pass rounds the corners a little more; local). */
export function smoothRing(ring: GridPoint[], passes = 2): GridPoint[] {
  let out = ring;
  for (let pass = 0; pass < passes; pass++) {
    const next: GridPoint[] = [];
    for (let i = 0; i < out.length; i++) {
      const a = out[i]!;
      const b = out[(i + 1) % out.length]!;
      next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]], [0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    out = next;
  }
  return out;
}

/** Chaikin on an open line (the ends stay where they are). */
export function smoothLine(line: GridPoint[], passes = 2): GridPoint[] {
  let out = line;
  for (let pass = 0; pass < passes && out.length > 2; pass++) {
    const next: GridPoint[] = [out[0]!];
    for (let i = 0; i < out.length - 1; i++) {
      const a = out[i]!;
      const b = out[i + 1]!;
      if (i > 0) next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]]);
      if (i < out.length - 2) next.push([0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    next.push(out[out.length - 1]!);
    out = next;
  }
  return out;
}

// Rivers and roads, worked out once for the whole world (so a river or a road leaving one zone map enters the next
// at the same place) on the terrain's coarse grid: rivers follow the drainage of the land (a priority flood from
// the sea and the world's edge gives every cell a way down; water gathers along it), roads join the settlements
// (the Gabriel graph of their positions) along the cheapest way through the land (A*: slopes, heights, forests
// and marshes cost, the sea cannot be crossed, a road already built is cheap to follow). Each map draws the parts
// that cross it.

import type { GridPoint } from './contours.js';
import { smoothLine } from './contours.js';
import { PLACE_CODES, type WorldGeography } from './geography.js';
import { fbm, simplex2 } from './noise.js';
import { PALETTE } from './palette.js';
import { linePath } from './svg.js';
import { COARSE_STEP, TERRAIN_SEED, type Terrain } from './terrain.js';
import type { View } from './view.js';

/** A line in degrees ([lon, lat] points). */
export type WorldLine = GridPoint[];

export interface River {
  points: WorldLine;
  /** Cells drained at each point (the river widens downstream). */
  flow: number[];
}

export interface Waterways {
  rivers: River[];
  roads: WorldLine[];
}

/** Cells (of 0.25°) a river must drain before it is drawn. */
const RIVER_SOURCE_CELLS = 110;
/** Settlements farther apart than this (degrees) get no direct road. */
const MAX_ROAD_LENGTH = 13;

const memo = new WeakMap<Terrain, Waterways>();

/** The world's rivers and roads for a terrain (computed once per terrain). */
export function worldWaterways(terrain: Terrain, world: WorldGeography): Waterways {
  let known = memo.get(terrain);
  if (!known) {
    known = computeWaterways(terrain, world);
    memo.set(terrain, known);
  }
  return known;
}

class MinHeap {
  private keys: number[] = [];
  private values: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, value: number): void {
    const keys = this.keys;
    const values = this.values;
    let i = keys.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! < key || (keys[parent] === key && values[parent]! <= value)) break;
      keys[i] = keys[parent]!;
      values[i] = values[parent]!;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** The value with the smallest key (ties: the smallest value, so the order never depends on insertion history). */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0]!;
    const lastKey = keys.pop()!;
    const lastValue = values.pop()!;
    if (keys.length > 0) {
      let i = 0;
      const n = keys.length;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let mk = lastKey;
        let mv = lastValue;
        if (l < n && (keys[l]! < mk || (keys[l] === mk && values[l]! < mv))) {
          m = l;
          mk = keys[l]!;
          mv = values[l]!;
        }
        if (r < n && (keys[r]! < mk || (keys[r] === mk && values[r]! < mv))) m = r;
        if (m === i) break;
        keys[i] = keys[m]!;
        values[i] = values[m]!;
        i = m;
      }
      keys[i] = lastKey;
      values[i] = lastValue;
    }
    return top;
  }
}

const NEIGHBOURS: [number, number, number][] = [
  [1, 0, 1], [-1, 0, 1], [0, 1, 1], [0, -1, 1], [1, 1, Math.SQRT2], [1, -1, Math.SQRT2], [-1, 1, Math.SQRT2], [-1, -1, Math.SQRT2],
];

function computeWaterways(terrain: Terrain, world: WorldGeography): Waterways {
  const step = COARSE_STEP;
  const c0 = Math.floor(terrain.box.minLon / step);
  const r0 = Math.floor(terrain.box.minLat / step);
  const cols = Math.ceil(terrain.box.maxLon / step) - c0 + 1;
  const rows = Math.ceil(terrain.box.maxLat / step) - r0 + 1;
  const n = cols * rows;
  const lonOf = (i: number) => (c0 + (i % cols)) * step;
  const latOf = (i: number) => (r0 + Math.floor(i / cols)) * step;
  const elevation = new Float32Array(n);
  const sea = new Uint8Array(n);
  const rough = new Float32Array(n);
  const jitter = fbm(simplex2(TERRAIN_SEED + 30), 3);
  for (let i = 0; i < n; i++) {
    const t = terrain.sample(lonOf(i), latOf(i));
    // Gentle noise on the land's height so that water leaving a flat does not run in straight lines.
    elevation[i] = t.elevation + 0.035 * jitter(lonOf(i) / 1.3, latOf(i) / 1.3);
    sea[i] = t.sea > 0 ? 1 : 0;
    rough[i] = Math.max(0, t.forest) * 0.8 + Math.max(0, t.marsh) * 1.5;
  }

  // Drainage: a priority flood from the sea and the edge; each cell drains to the cell that reached it.
  const receiver = new Int32Array(n).fill(-1);
  const order: number[] = [];
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    if (sea[i] || c === 0 || r === 0 || c === cols - 1 || r === rows - 1) {
      heap.push(sea[i] ? -1 : elevation[i]!, i);
      done[i] = 1;
    }
  }
  const filled = Float32Array.from(elevation);
  while (heap.size > 0) {
    const i = heap.pop();
    order.push(i);
    const c = i % cols;
    const r = Math.floor(i / cols);
    for (const [dc, dr] of NEIGHBOURS) {
      const cc = c + dc;
      const rr = r + dr;
      if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
      const j = rr * cols + cc;
      if (done[j]) continue;
      done[j] = 1;
      receiver[j] = i;
      filled[j] = Math.max(elevation[j]!, filled[i]! + 1e-5);
      heap.push(filled[j]!, j);
    }
  }
  const flow = new Float32Array(n).fill(1);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    const to = receiver[i]!;
    if (to >= 0 && !sea[i]) flow[to]! += flow[i]!;
  }

  // Rivers: from each source (a river cell no river cell drains into) down to the sea or a river already traced.
  const isRiver = (i: number) => !sea[i] && flow[i]! >= RIVER_SOURCE_CELLS;
  const fed = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (isRiver(i) && receiver[i]! >= 0) fed[receiver[i]!] = 1;
  const traced = new Uint8Array(n);
  const meanderX = fbm(simplex2(TERRAIN_SEED + 31), 2);
  const meanderY = fbm(simplex2(TERRAIN_SEED + 32), 2);
  const rivers: River[] = [];
  for (let i = 0; i < n; i++) {
    if (!isRiver(i) || fed[i]) continue;
    const cells: number[] = [];
    let j = i;
    while (j >= 0 && !traced[j]) {
      cells.push(j);
      traced[j] = 1;
      if (sea[j]) break;
      j = receiver[j]!;
    }
    if (j >= 0 && traced[j] && cells[cells.length - 1] !== j) cells.push(j);
    if (cells.length < 3) continue;
    const straight = smoothLine(cells.map((cell): GridPoint => [lonOf(cell), latOf(cell)]), 2);
    // Meanders, the same wherever the river is drawn (a function of the world position).
    const bent = straight.map(([lon, lat]): GridPoint => [lon + 0.13 * meanderX(lon * 1.4, lat * 1.4), lat + 0.13 * meanderY(lon * 1.4, lat * 1.4)]);
    const points = smoothLine(bent, 2);
    const widths = points.map((_, k) => flow[cells[Math.min(cells.length - 1, Math.round((k / (points.length - 1)) * (cells.length - 1)))]!]!);
    rivers.push({ points, flow: widths });
  }

  // Roads.
  const towns = world.places.filter((p) => p.code === PLACE_CODES.settlement).sort((a, b) => a.longitude - b.longitude || a.latitude - b.latitude);
  const cellOf = (lon: number, lat: number) => {
    const c = Math.max(0, Math.min(cols - 1, Math.round(lon / step) - c0));
    const r = Math.max(0, Math.min(rows - 1, Math.round(lat / step) - r0));
    return r * cols + c;
  };
  const edges: [number, number][] = [];
  for (let a = 0; a < towns.length; a++) {
    for (let b = a + 1; b < towns.length; b++) {
      const A = towns[a]!;
      const B = towns[b]!;
      const mx = (A.longitude + B.longitude) / 2;
      const my = (A.latitude + B.latitude) / 2;
      const r2 = ((A.longitude - B.longitude) ** 2 + (A.latitude - B.latitude) ** 2) / 4;
      if (r2 * 4 > MAX_ROAD_LENGTH ** 2) continue;
      const blocked = towns.some((C, c) => c !== a && c !== b && (C.longitude - mx) ** 2 + (C.latitude - my) ** 2 < r2);
      if (!blocked) edges.push([a, b]);
    }
  }
  edges.sort((x, y) => dist2(towns[x[0]]!, towns[x[1]]!) - dist2(towns[y[0]]!, towns[y[1]]!));
  const used = new Uint8Array(n);
  const roadEdges = new Set<string>();
  const stepCost = (i: number, j: number, length: number) => {
    if (sea[j]) return Infinity;
    const climb = Math.abs(elevation[j]! - elevation[i]!) * 40;
    const height = Math.max(0, elevation[j]! - 0.55) * 25;
    const water = isRiver(j) && !isRiver(i) ? 2 : 0;
    const base = length * (1 + climb + height + rough[j]!) + water;
    return used[j] ? base * 0.45 : base;
  };
  for (const [a, b] of edges) {
    const path = aStar(cellOf(towns[a]!.longitude, towns[a]!.latitude), cellOf(towns[b]!.longitude, towns[b]!.latitude), cols, rows, stepCost);
    if (!path) continue;
    for (let k = 0; k < path.length; k++) {
      used[path[k]!] = 1;
      if (k > 0) roadEdges.add(edgeKey(path[k - 1]!, path[k]!));
    }
  }
  // Each stretch of road once: chains between junctions, ends and towns.
  const adjacency = new Map<number, number[]>();
  for (const key of roadEdges) {
    const [x, y] = key.split('-').map(Number) as [number, number];
    adjacency.set(x, [...(adjacency.get(x) ?? []), y]);
    adjacency.set(y, [...(adjacency.get(y) ?? []), x]);
  }
  const townCells = new Map(towns.map((t) => [cellOf(t.longitude, t.latitude), t]));
  const isNode = (i: number) => (adjacency.get(i)?.length ?? 0) !== 2 || townCells.has(i);
  const walked = new Set<string>();
  const chains: number[][] = [];
  const starts = [...adjacency.keys()].sort((x, y) => x - y);
  for (const start of starts) {
    if (!isNode(start)) continue;
    for (const next of adjacency.get(start)!.slice().sort((x, y) => x - y)) {
      if (walked.has(edgeKey(start, next))) continue;
      const chain = [start, next];
      walked.add(edgeKey(start, next));
      let previous = start;
      let current = next;
      while (!isNode(current)) {
        const following = adjacency.get(current)!.find((x) => x !== previous)!;
        walked.add(edgeKey(current, following));
        chain.push(following);
        previous = current;
        current = following;
      }
      chains.push(chain);
    }
  }
  // Loops without a node (rare): not drawn.
  const roads = chains.map((chain) => {
    const points: GridPoint[] = chain.map((cell) => {
      const town = townCells.get(cell);
      return town ? [town.longitude, town.latitude] : [lonOf(cell), latOf(cell)];
    });
    return smoothLine(points, 3);
  });
  return { rivers, roads };
}

const dist2 = (a: { longitude: number; latitude: number }, b: { longitude: number; latitude: number }) =>
  (a.longitude - b.longitude) ** 2 + (a.latitude - b.latitude) ** 2;
const edgeKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The cheapest 8-connected path between two cells, or null. */
function aStar(from: number, to: number, cols: number, rows: number, cost: (i: number, j: number, length: number) => number): number[] | null {
  const tc = to % cols;
  const tr = Math.floor(to / cols);
  const h = (i: number) => Math.hypot((i % cols) - tc, Math.floor(i / cols) - tr);
  const g = new Map<number, number>([[from, 0]]);
  const came = new Map<number, number>();
  const closed = new Set<number>();
  const heap = new MinHeap();
  heap.push(h(from), from);
  while (heap.size > 0) {
    const i = heap.pop();
    if (i === to) {
      const path = [i];
      let k = i;
      while (came.has(k)) {
        k = came.get(k)!;
        path.push(k);
      }
      return path.reverse();
    }
    if (closed.has(i)) continue;
    closed.add(i);
    const c = i % cols;
    const r = Math.floor(i / cols);
    for (const [dc, dr, length] of NEIGHBOURS) {
      const cc = c + dc;
      const rr = r + dr;
      if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
      const j = rr * cols + cc;
      if (closed.has(j)) continue;
      const step = cost(i, j, length);
      if (!Number.isFinite(step)) continue;
      const candidate = g.get(i)! + step;
      if (candidate < (g.get(j) ?? Infinity)) {
        g.set(j, candidate);
        came.set(j, i);
        heap.push(candidate + h(j), j);
      }
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ drawing

function crosses(line: WorldLine, box: { minLon: number; minLat: number; maxLon: number; maxLat: number }): boolean {
  return line.some(([lon, lat]) => lon >= box.minLon && lon <= box.maxLon && lat >= box.minLat && lat <= box.maxLat);
}

/** The rivers and roads crossing a map, as SVG. */
export function waterways(terrain: Terrain, world: WorldGeography, view: View): string {
  const { rivers, roads } = worldWaterways(terrain, world);
  const area = view.around(40);
  const toPx = (line: WorldLine): GridPoint[] => line.map(([lon, lat]) => [view.x(lon), view.y(lat)]);
  const unit = Math.max(0.55, Math.min(1.6, view.scale / 75));
  // Rivers in width classes: pieces of constant width, overlapping by a point so they join.
  const classes = [0, 300, 900, 2500];
  const byClass: string[][] = classes.map(() => []);
  for (const river of rivers) {
    if (!crosses(river.points, area)) continue;
    let start = 0;
    const classOf = (f: number) => classes.filter((c) => f >= c).length - 1;
    for (let k = 1; k <= river.points.length; k++) {
      if (k === river.points.length || classOf(river.flow[k]!) !== classOf(river.flow[start]!)) {
        byClass[classOf(river.flow[start]!)]!.push(linePath(toPx(river.points.slice(start, Math.min(river.points.length, k + 1)))));
        start = k;
      }
    }
  }
  const widths = [1.1, 1.7, 2.5, 3.4];
  let svg = byClass
    .map((ds, k) => (ds.length ? `<path d="${ds.join('')}" fill="none" stroke="${PALETTE.river}" stroke-width="${(widths[k]! * unit).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>` : ''))
    .join('');
  const roadPaths = roads.filter((road) => crosses(road, area)).map((road) => linePath(toPx(road))).join('');
  if (roadPaths) {
    svg += `<path d="${roadPaths}" fill="none" stroke="${PALETTE.parchment}" stroke-opacity="0.7" stroke-width="${(4.2 * unit).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    svg += `<path d="${roadPaths}" fill="none" stroke="${PALETTE.road}" stroke-width="${(1.8 * unit).toFixed(2)}" stroke-dasharray="${(7 * unit).toFixed(1)} ${(4 * unit).toFixed(1)}" stroke-linecap="butt" stroke-linejoin="round"/>`;
  }
  return svg;
}

// How a map's box becomes pixels: the image spans the box with north up, at a fixed number of pixels per degree
// for each kind of map (the same in both directions), and world positions are sampled on lattices aligned to
// whole fractions of a degree — so two maps at the same scale sample the same world nodes.

import type { GridPoint, SampledGrid } from './contours.js';
import { mapRole, type GeoBox, type GeoMap } from './geography.js';
import type { Terrain, TerrainSample } from './terrain.js';

/** Pixels per degree of the zone maps: the composite "All Zones" view's scale (spec 2 §9), so it shows them 1:1. */
export const ZONE_PIXELS_PER_DEGREE = 75;
/** The longer side of the world map, area maps and dungeon maps, in pixels. */
export const LONG_SIDE = { world: 2400, area: 2048, dungeon: 1600 } as const;
/** No image is larger than this on either side (a hostile or odd box cannot ask for a huge one). */
export const MAX_SIDE = 4096;

export interface MapImageSize {
  width: number;
  height: number;
  /** Pixels per degree. */
  scale: number;
}

/** The image's size: zone maps at 75 px per degree, the others fitted to a long side; never past MAX_SIDE. */
export function mapImageSize(map: Pick<GeoMap, 'type' | 'parentId' | 'box'>): MapImageSize {
  const role = mapRole(map as GeoMap);
  const w = Math.max(1e-6, map.box.maxLon - map.box.minLon);
  const h = Math.max(1e-6, map.box.maxLat - map.box.minLat);
  let scale = role === 'zone' ? ZONE_PIXELS_PER_DEGREE : LONG_SIDE[role] / Math.max(w, h);
  scale = Math.min(scale, MAX_SIDE / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)), scale };
}

/** A map's pixel frame. */
export class View {
  readonly width: number;
  readonly height: number;
  readonly scale: number;

  constructor(
    readonly box: GeoBox,
    size: MapImageSize,
  ) {
    this.width = size.width;
    this.height = size.height;
    this.scale = size.scale;
  }

  x(lon: number): number {
    return (lon - this.box.minLon) * this.scale;
  }

  y(lat: number): number {
    return (this.box.maxLat - lat) * this.scale;
  }

  /** The box widened by a margin in pixels (what must be drawn so that shapes crossing the edge are whole). */
  around(marginPx: number): GeoBox {
    const m = marginPx / this.scale;
    return { minLon: this.box.minLon - m, minLat: this.box.minLat - m, maxLon: this.box.maxLon + m, maxLat: this.box.maxLat + m };
  }

  /** A lattice step of about `targetPx` pixels that is a whole fraction (or multiple) of a degree. */
  latticeStep(targetPx: number): number {
    const perDegree = this.scale / targetPx;
    return perDegree >= 1 ? 1 / Math.round(perDegree) : Math.round(1 / perDegree);
  }
}

/** The terrain sampled on an aligned lattice over a map (plus a margin of cells), north row first. */
export interface FieldGrid {
  cols: number;
  rows: number;
  /** Longitude of column 0 and latitude of row 0 (the northern row). */
  lon0: number;
  lat0: number;
  step: number;
  elevation: Float32Array;
  sea: Float32Array;
  forest: Float32Array;
  marsh: Float32Array;
  cold: Float32Array;
  blight: Float32Array;
  farm: Float32Array;
}

export function sampleFields(terrain: Terrain, view: View, step: number, marginCells = 12): FieldGrid {
  const box = view.box;
  const c0 = Math.floor(box.minLon / step) - marginCells;
  const c1 = Math.ceil(box.maxLon / step) + marginCells;
  const r0 = Math.ceil(box.maxLat / step) + marginCells;
  const r1 = Math.floor(box.minLat / step) - marginCells;
  const cols = c1 - c0 + 1;
  const rows = r0 - r1 + 1;
  const grid: FieldGrid = {
    cols, rows, lon0: c0 * step, lat0: r0 * step, step,
    elevation: new Float32Array(cols * rows), sea: new Float32Array(cols * rows), forest: new Float32Array(cols * rows),
    marsh: new Float32Array(cols * rows), cold: new Float32Array(cols * rows), blight: new Float32Array(cols * rows),
    farm: new Float32Array(cols * rows),
  };
  const sample: TerrainSample = { elevation: 0, sea: 0, forest: 0, marsh: 0, cold: 0, farm: 0, blight: 0 };
  for (let r = 0; r < rows; r++) {
    // Integer lattice indices times the step: the very same floating-point node in every map.
    const lat = (r0 - r) * step;
    for (let c = 0; c < cols; c++) {
      const lon = (c0 + c) * step;
      terrain.sample(lon, lat, sample);
      const i = r * cols + c;
      grid.elevation[i] = sample.elevation;
      grid.sea[i] = sample.sea;
      grid.forest[i] = sample.forest;
      grid.marsh[i] = sample.marsh;
      grid.cold[i] = sample.cold;
      grid.blight[i] = sample.blight;
      grid.farm[i] = sample.farm;
    }
  }
  return grid;
}

/**
 * The fields at a place, interpolated between the grid's nodes. The node index and the weights come from lon / step
 * less an integer, which floating point computes exactly: every map gets the very same values at the same place.
 */
export function fieldsAt(grid: FieldGrid, lon: number, lat: number, out: TerrainSample): TerrainSample {
  const c0 = Math.round(grid.lon0 / grid.step);
  const r0 = Math.round(grid.lat0 / grid.step);
  const fx = Math.max(0, Math.min(grid.cols - 1.000001, lon / grid.step - c0));
  const fy = Math.max(0, Math.min(grid.rows - 1.000001, r0 - lat / grid.step));
  const c = Math.floor(fx);
  const r = Math.floor(fy);
  const tx = fx - c;
  const ty = fy - r;
  const i = r * grid.cols + c;
  const j = i + grid.cols;
  const lerp = (v: Float32Array) => {
    const top = v[i]! + (v[i + 1]! - v[i]!) * tx;
    const bottom = v[j]! + (v[j + 1]! - v[j]!) * tx;
    return top + (bottom - top) * ty;
  };
  out.elevation = lerp(grid.elevation);
  out.sea = lerp(grid.sea);
  out.forest = lerp(grid.forest);
  out.marsh = lerp(grid.marsh);
  out.cold = lerp(grid.cold);
  out.blight = lerp(grid.blight);
  out.farm = lerp(grid.farm);
  return out;
}

/** One field of the grid for contouring. */
export function field(grid: FieldGrid, values: Float32Array): SampledGrid {
  return { cols: grid.cols, rows: grid.rows, values };
}

/** Grid units → pixels of the view. */
export function toPixels(grid: FieldGrid, view: View, points: readonly GridPoint[]): GridPoint[] {
  return points.map(([c, r]) => [view.x(grid.lon0 + c * grid.step), view.y(grid.lat0 - r * grid.step)]);
}

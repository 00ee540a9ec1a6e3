// The world's terrain as fields over degrees: elevation, sea, forest, marsh and cold, each a pure function of the
// world position. What shapes them comes from the atlas data: the land is where the zone maps are (the sea begins
// a noisy distance beyond them), each zone has a character (the Misty Mountains are a mountain chain, the Shire
// rolling farmland…) and each area's name may add to it (a Wood is forested, Marshes are wet, Downs are hilly).
// Characters blend smoothly across borders, so neighbouring maps agree wherever they meet.

import { ZONE_MAP_IDS } from '@eoa/contracts';
import { distanceToBox, mapRole, worldBox, zoneMaps, type GeoBox, type GeoMap, type WorldGeography } from './geography.js';
import { fbm, ridged, simplex2, type Noise2 } from './noise.js';

/** A land's character, each in [0, 1] (cold and blight may pass 1 a little). */
export interface Relief {
  /** Mountains. */
  mount: number;
  /** How much the mountains run in north–south chains rather than massifs. */
  chain: number;
  hills: number;
  forest: number;
  wet: number;
  cold: number;
  /** Fields and hedges (tilled land). */
  farm: number;
  /** Withered, ashen land (Angmar). */
  blight: number;
}

const RELIEF_KEYS = ['mount', 'chain', 'hills', 'forest', 'wet', 'cold', 'farm', 'blight'] as const;

/** Land that no zone describes. */
const WILD: Relief = { mount: 0.25, chain: 0.3, hills: 0.45, forest: 0.3, wet: 0.15, cold: 0.2, farm: 0, blight: 0 };

/**
 * The ten main zones (spec 2 §9 ids, in the spec's order): Ered Luin, the Shire, Bree-land, the Lone-lands, the North
 * Downs, Evendim, the Trollshaws, the Misty Mountains, Angmar, Forochel.
 */
const ZONE_RELIEF: Record<number, Relief> = Object.fromEntries(
  (
    [
      { mount: 0.75, chain: 0.85, hills: 0.5, forest: 0.45, wet: 0.1, cold: 0.15, farm: 0, blight: 0 },
      { mount: 0, chain: 0, hills: 0.3, forest: 0.35, wet: 0.15, cold: 0, farm: 1, blight: 0 },
      { mount: 0, chain: 0, hills: 0.4, forest: 0.45, wet: 0.35, cold: 0, farm: 0.55, blight: 0 },
      { mount: 0.2, chain: 0.2, hills: 0.75, forest: 0.15, wet: 0.1, cold: 0.05, farm: 0, blight: 0.1 },
      { mount: 0.1, chain: 0.2, hills: 0.8, forest: 0.25, wet: 0.1, cold: 0.15, farm: 0.1, blight: 0 },
      { mount: 0.05, chain: 0, hills: 0.4, forest: 0.3, wet: 0.55, cold: 0.15, farm: 0.2, blight: 0 },
      { mount: 0.35, chain: 0.3, hills: 0.7, forest: 0.62, wet: 0.1, cold: 0.2, farm: 0, blight: 0 },
      { mount: 1, chain: 0.9, hills: 0.6, forest: 0.15, wet: 0, cold: 0.7, farm: 0, blight: 0 },
      { mount: 0.85, chain: 0.25, hills: 0.6, forest: 0.05, wet: 0.05, cold: 0.5, farm: 0, blight: 1 },
      { mount: 0.15, chain: 0.2, hills: 0.3, forest: 0.42, wet: 0.25, cold: 1.1, farm: 0, blight: 0 },
    ] satisfies Relief[]
  ).map((relief, index) => [ZONE_MAP_IDS[index]!, relief]),
);

/** What an area's (English) name says about its land. */
const NAME_WORDS: [RegExp, Partial<Relief>][] = [
  [/\b(wood|forest|chetwood|woods|thicket|grove)\b/i, { forest: 0.55 }],
  [/\b(marsh|marshes|marish|fen|mere|bog|riverbottoms|midgewater)\b/i, { wet: 0.55, forest: -0.1 }],
  [/\b(downs|hills|hill|heights|barrow)/i, { hills: 0.35 }],
  [/\b(crags?|mountains?|peaks?|gorges?|rift|angdúr|ered)\b/i, { mount: 0.35, chain: 0.1 }],
  [/\b(fields?|farthing|vale|valley|bree-town|bottom)\b/i, { farm: 0.35, mount: -0.2 }],
  [/\b(glacier|ice|frozen|snow)\b/i, { cold: 0.3 }],
];

function clampRelief(relief: Relief): Relief {
  const out = { ...relief };
  for (const key of RELIEF_KEYS) out[key] = Math.max(0, Math.min(key === 'cold' || key === 'blight' ? 1.2 : 1, out[key]));
  return out;
}

/** The character of one map (a zone, or an area: its zone's with what its name adds). */
export function reliefOf(map: GeoMap, zone: GeoMap | undefined): Relief {
  const base = ZONE_RELIEF[zone?.id ?? map.id] ?? ZONE_RELIEF[map.zoneId ?? -1] ?? WILD;
  if (mapRole(map) !== 'area') return base;
  const out = { ...base };
  for (const [pattern, delta] of NAME_WORDS) {
    if (!pattern.test(map.name.en)) continue;
    for (const key of RELIEF_KEYS) out[key] += delta[key] ?? 0;
  }
  return clampRelief(out);
}

/** Cell size of the world-wide hydrology grid (rivers and roads), in degrees. */
export const COARSE_STEP = 0.25;
/** Cell size of the relief grid (the lands' characters change over degrees), in degrees. */
const RELIEF_STEP = 0.5;
/** Degrees of terrain kept around the world box (rivers and coasts run on past the maps' edges). */
const WORLD_MARGIN = 3;
/** Reach of a map's character beyond its box (the Gaussian's sigma, degrees). */
const BLEND_SIGMA = 1.6;

export interface TerrainSample {
  /** 0 (sea level) … 1 (the highest peaks). */
  elevation: number;
  /** > 0 in the sea (degrees beyond the coast, roughly), < 0 on land. */
  sea: number;
  /** > 0 where a forest grows. */
  forest: number;
  /** > 0 in a marsh. */
  marsh: number;
  cold: number;
  farm: number;
  blight: number;
}

/** The seed of the world's noise: one world, one relief, whatever the data version. */
export const TERRAIN_SEED = 20070424;

/** A regular grid of the world's relief channels (bilinear between nodes). */
interface ReliefGrid {
  x0: number;
  y0: number;
  cols: number;
  rows: number;
  channels: Float32Array[];
  /** Outside distance to the land (the zones): negative inside a zone. */
  land: Float32Array;
  /** Width of the gap between the land and the world's edge at each node (the room a coast has). */
  room: Float32Array;
}

export class Terrain {
  readonly box: GeoBox;
  private readonly grid: ReliefGrid;
  private readonly warpX: Noise2;
  private readonly warpY: Noise2;
  private readonly base: Noise2;
  private readonly hillNoise: Noise2;
  private readonly ridgeNoise: Noise2;
  private readonly forestNoise: Noise2;
  private readonly wetNoise: Noise2;
  private readonly coastNoise: Noise2;
  private readonly relief = new Float32Array(RELIEF_KEYS.length);

  constructor(world: WorldGeography, seed = TERRAIN_SEED) {
    const outer = worldBox(world);
    this.box = { minLon: outer.minLon - WORLD_MARGIN, minLat: outer.minLat - WORLD_MARGIN, maxLon: outer.maxLon + WORLD_MARGIN, maxLat: outer.maxLat + WORLD_MARGIN };
    const warp = simplex2(seed + 1);
    this.warpX = fbm(warp, 3);
    this.warpY = fbm(simplex2(seed + 2), 3);
    this.base = fbm(simplex2(seed + 3), 4);
    this.hillNoise = fbm(simplex2(seed + 4), 4);
    this.ridgeNoise = ridged(simplex2(seed + 5), 5);
    this.forestNoise = fbm(simplex2(seed + 6), 3, 0.45);
    this.wetNoise = fbm(simplex2(seed + 7), 3, 0.4);
    this.coastNoise = fbm(simplex2(seed + 8), 4);
    this.grid = buildReliefGrid(world, this.box, outer);
  }

  /** Every field at one place. */
  sample(lon: number, lat: number, out: TerrainSample = emptySample()): TerrainSample {
    const r = this.reliefAt(lon, lat);
    const [mount, chain, hills, forest, wet, cold, farm, blight] = r as unknown as number[] as [number, number, number, number, number, number, number, number];
    const wx = lon + 0.9 * this.warpX(lon / 6, lat / 6);
    const wy = lat + 0.9 * this.warpY(lon / 6 + 40, lat / 6 - 40);

    // The coast: beyond the land by a distance that depends on the room to the world's edge, and on noise, seen
    // through a broad warp (bays and capes); never closer to a zone than a few hundredths of a degree.
    const near = this.landAt(lon, lat);
    let sea = near.land - 0.12;
    // Deep inside the land the coast is too far to matter (nothing reads a sea value below -1.5).
    if (near.land > -1.6) {
      const cx = lon + 3 * this.warpX(lon / 12 - 20, lat / 12 + 20);
      const cy = lat + 3 * this.warpY(lon / 12 + 30, lat / 12 - 30);
      const far = this.landAt(cx, cy);
      const reach = Math.max(0.9, Math.min(3.6, far.room * 0.6));
      sea = Math.min(sea, far.land - reach * (1 + 0.7 * this.coastNoise(cx / 3.5, cy / 3.5)) - 0.22 * this.coastNoise(lon * 1.4, lat * 1.4));
    }

    let e = 0.29 + 0.07 * this.base(wx / 9, wy / 9);
    e += hills * 0.38 * (0.45 + 0.55 * this.hillNoise(wx / 1.4, wy / 1.4));
    if (mount > 0.01) {
      const iso = chain < 0.999 ? this.ridgeNoise(wx / 4, wy / 4) : 0;
      const chained = chain > 0.001 ? this.ridgeNoise(wx / 4.5 + 50, wy / 13 - 50) : 0;
      const crest = iso + (chained - iso) * chain;
      e += mount * (0.08 + 0.6 * Math.pow(crest, 1.3));
    }
    // Lowlands towards the sea.
    if (sea > -1.5) e = e * (0.45 + 0.55 * smoothstep(0, 1.5, -sea));
    out.elevation = e;
    out.sea = sea;
    const f = this.forestNoise(wx / 2.2, wy / 2.2);
    out.forest = forest * 0.8 - 0.45 + 0.5 * f - Math.max(0, e - 0.56) * 2.5 - farm * 0.12 - Math.max(0, sea + 0.4);
    out.marsh = wet * 0.8 - 0.5 + 0.45 * this.wetNoise(wx / 3, wy / 3) - Math.max(0, e - 0.42) * 3;
    out.cold = cold + (e - 0.5) * 0.8;
    out.farm = farm;
    // Blight lies in patches (the same noise as the marshes, elsewhere).
    out.blight = blight * (0.75 + 0.5 * this.wetNoise(wx / 1.2 + 70, wy / 1.2 - 70));
    return out;
  }

  /** The relief channels at a place, interpolated on the relief grid (the returned array is reused). */
  reliefAt(lon: number, lat: number): Float32Array {
    const at = this.cell(lon, lat);
    this.grid.channels.forEach((channel, c) => (this.relief[c] = this.lerp(channel, at)));
    return this.relief;
  }

  private landAt(lon: number, lat: number): { land: number; room: number } {
    const at = this.cell(lon, lat);
    return { land: this.lerp(this.grid.land, at), room: this.lerp(this.grid.room, at) };
  }

  /** The grid cell holding a place and the place's position in it. */
  private cell(lon: number, lat: number): { i: number; tx: number; ty: number } {
    const g = this.grid;
    const fx = Math.max(0, Math.min(g.cols - 1.0001, (lon - g.x0) / RELIEF_STEP));
    const fy = Math.max(0, Math.min(g.rows - 1.0001, (lat - g.y0) / RELIEF_STEP));
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    return { i: iy * g.cols + ix, tx: fx - ix, ty: fy - iy };
  }

  private lerp(values: Float32Array, { i, tx, ty }: { i: number; tx: number; ty: number }): number {
    const cols = this.grid.cols;
    const a = values[i]! + (values[i + 1]! - values[i]!) * tx;
    const b = values[i + cols]! + (values[i + cols + 1]! - values[i + cols]!) * tx;
    return a + (b - a) * ty;
  }
}

export function emptySample(): TerrainSample {
  return { elevation: 0, sea: 0, forest: 0, marsh: 0, cold: 0, farm: 0, blight: 0 };
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Grid nodes sit on multiples of the step, so every map (and every process) samples the same nodes. */
function buildReliefGrid(world: WorldGeography, box: GeoBox, outer: GeoBox): ReliefGrid {
  const x0 = Math.floor(box.minLon / RELIEF_STEP) * RELIEF_STEP;
  const y0 = Math.floor(box.minLat / RELIEF_STEP) * RELIEF_STEP;
  const cols = Math.ceil((box.maxLon - x0) / RELIEF_STEP) + 2;
  const rows = Math.ceil((box.maxLat - y0) / RELIEF_STEP) + 2;
  const channels = RELIEF_KEYS.map(() => new Float32Array(cols * rows));
  const land = new Float32Array(cols * rows);
  const room = new Float32Array(cols * rows);
  const zones = zoneMaps(world);
  const byId = new Map(world.maps.map((m) => [m.id, m]));
  // The finest maps that carry a character: the areas, and the zones where they have none.
  const areas = world.maps.filter((m) => mapRole(m) === 'area');
  const zonesWithAreas = new Set(areas.map((a) => a.parentId));
  const sources = [...areas, ...zones.filter((z) => !zonesWithAreas.has(z.id))].map((map) => ({
    box: map.box,
    relief: reliefOf(map, map.zoneId !== null ? byId.get(map.zoneId) : undefined),
  }));
  const wildWeight = 0.02;
  for (let r = 0; r < rows; r++) {
    const lat = y0 + r * RELIEF_STEP;
    for (let c = 0; c < cols; c++) {
      const lon = x0 + c * RELIEF_STEP;
      const i = r * cols + c;
      let total = wildWeight;
      const sums = RELIEF_KEYS.map((key) => WILD[key] * wildWeight);
      for (const source of sources) {
        const d = distanceToBox(source.box, lon, lat) / BLEND_SIGMA;
        if (d > 3.5) continue;
        const w = Math.exp(-d * d);
        total += w;
        RELIEF_KEYS.forEach((key, k) => (sums[k]! += source.relief[key] * w));
      }
      RELIEF_KEYS.forEach((_, k) => (channels[k]![i] = sums[k]! / total));
      let outside = Infinity;
      let inside = 0;
      for (const zone of zones) {
        const d = distanceToBox(zone.box, lon, lat);
        if (d === 0) inside = Math.max(inside, Math.min(lon - zone.box.minLon, zone.box.maxLon - lon, lat - zone.box.minLat, zone.box.maxLat - lat));
        outside = Math.min(outside, d);
      }
      land[i] = inside > 0 ? -inside : outside === Infinity ? 99 : outside;
      // The gap to the world's edge, measured through this point.
      const toEdge = Math.min(lon - outer.minLon, outer.maxLon - lon, lat - outer.minLat, outer.maxLat - lat);
      room[i] = Math.max(0, land[i]!) + Math.max(0, toEdge);
    }
  }
  return { x0, y0, cols, rows, channels, land, room };
}

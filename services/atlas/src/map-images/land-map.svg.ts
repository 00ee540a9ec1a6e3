// A land map (the world map, a zone or an area) as SVG text: parchment, the sea with its coast lines, elevation
// tints and contour lines, forests, marshes, rivers, roads between the settlements, hills and mountains, area and
// zone borders, and labels in the requested language. Everything is placed from world positions, so the zone
// maps join seamlessly in the composite view; the zone maps therefore carry no frame or compass (ten of them
// would stand in the middle of the composite), the other maps do.

import { LRUCache } from 'lru-cache';
import { localize, type LanguageCode } from '@eoa/contracts';
import { contourRings, smoothRing } from './contours.js';
import { mapRole, PLACE_CODES, type GeoMap, type WorldGeography } from './geography.js';
import { hash01 } from './noise.js';
import { PALETTE, FONT } from './palette.js';
import { px, ringPath, xmlText } from './svg.js';
import { emptySample, type Terrain } from './terrain.js';
import { field, fieldsAt, sampleFields, toPixels, View, type FieldGrid } from './view.js';
import { waterways } from './waterways.js';

export interface LandMapInput {
  world: WorldGeography;
  terrain: Terrain;
  map: GeoMap;
  lang: LanguageCode;
  view: View;
}

/** Filled outlines of field > level as one path's data (even-odd fill handles holes). */
function regions(grid: FieldGrid, view: View, values: Float32Array, level: number, passes = 2): string {
  return contourRings(field(grid, values), level)
    .map((ring) => ringPath(smoothRing(toPixels(grid, view, ring), passes)))
    .join('');
}

const pathEl = (d: string, attrs: string) => (d ? `<path d="${d}" ${attrs}/>` : '');

/**
 * The drawing under the labels, per terrain (one per world) and map: the same in every language, so the four
 * languages of a map sample the terrain and trace its outlines once. A few maps' worth (each a few hundred KB).
 */
const groundMemo = new WeakMap<Terrain, LRUCache<string, string>>();
const GROUNDS_KEPT = 16;

export function landMapSvg(input: LandMapInput): string {
  const { world, terrain, map, lang, view } = input;
  let grounds = groundMemo.get(terrain);
  if (!grounds) groundMemo.set(terrain, (grounds = new LRUCache({ max: GROUNDS_KEPT })));
  const key = `${map.id}:${view.width}x${view.height}`;
  let ground = grounds.get(key);
  if (ground === undefined) grounds.set(key, (ground = landGround(world, terrain, map, view)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}">${ground}${labels(world, map, lang, view)}</svg>`;
}

/** Everything of a land map but its labels. */
function landGround(world: WorldGeography, terrain: Terrain, map: GeoMap, view: View): string {
  const grid = sampleFields(terrain, view, view.latticeStep(6));
  const parts: string[] = [];

  // Parchment and its stains.
  parts.push(`<rect width="${view.width}" height="${view.height}" fill="${PALETTE.parchment}"/>`);

  // Elevation tints, low to high.
  const tints: [number, string, number][] = [
    [0.42, PALETTE.upland, 0.5],
    [0.5, PALETTE.hills, 0.55],
    [0.6, PALETTE.highland, 0.6],
    [0.7, PALETTE.mountain, 0.65],
  ];
  for (const [level, colour, opacity] of tints) {
    parts.push(pathEl(regions(grid, view, grid.elevation, level), `fill="${colour}" fill-opacity="${opacity}" fill-rule="evenodd"`));
  }
  parts.push(pathEl(regions(grid, view, grid.blight, 0.55), `fill="${PALETTE.blight}" fill-opacity="0.22" fill-rule="evenodd"`));
  parts.push(pathEl(regions(grid, view, grid.blight, 0.85), `fill="${PALETTE.blight}" fill-opacity="0.25" fill-rule="evenodd"`));
  parts.push(pathEl(regions(grid, view, grid.cold, 0.75), `fill="${PALETTE.snow}" fill-opacity="0.55" fill-rule="evenodd"`));
  parts.push(pathEl(regions(grid, view, grid.marsh, 0), `fill="${PALETTE.marsh}" fill-opacity="0.45" fill-rule="evenodd"`));
  parts.push(pathEl(regions(grid, view, grid.forest, 0), `fill="${PALETTE.forest}" fill-opacity="0.5" fill-rule="evenodd" stroke="${PALETTE.forestEdge}" stroke-opacity="0.35" stroke-width="1"`));

  // Contour lines.
  const contourLines = [0.42, 0.5, 0.6, 0.7, 0.8].map((level) => regions(grid, view, grid.elevation, level)).join('');
  parts.push(pathEl(contourLines, `fill="none" stroke="${PALETTE.ink}" stroke-opacity="0.22" stroke-width="0.8"`));

  // The sea: a wash, the coast, and lines following it out to sea.
  const sea = regions(grid, view, grid.sea, 0);
  if (sea) {
    parts.push(pathEl(sea, `fill="${PALETTE.sea}" fill-rule="evenodd"`));
    for (const [offset, opacity] of [[0.12, 0.5], [0.28, 0.32], [0.5, 0.2]] as const) {
      parts.push(pathEl(regions(grid, view, grid.sea, offset * (75 / Math.max(20, view.scale)) ** 0.5), `fill="none" stroke="${PALETTE.seaLine}" stroke-opacity="${opacity}" stroke-width="0.9"`));
    }
    parts.push(pathEl(sea, `fill="none" stroke="${PALETTE.ink}" stroke-width="1.6" stroke-linejoin="round"`));
  }

  parts.push(waterways(terrain, world, view));
  parts.push(glyphs(grid, view));
  parts.push(borders(world, map, view));
  return parts.join('');
}

// ------------------------------------------------------------------------------------------------ glyphs

/** Hills, mountains, trees and marsh tufts on jittered lattices of world positions (north first, so the south overlaps). */
function glyphs(grid: FieldGrid, view: View): string {
  const out: string[] = [];
  const t = emptySample();
  const s = view.scale;
  // Mountains and hills.
  const step = view.latticeStep(30);
  const sizePx = Math.min(34, Math.max(12, step * s * 1.25));
  const area = view.around(sizePx * 1.5);
  const hills: string[] = [];
  const mountains: { x: number; y: number; h: number; w: number; snow: boolean; seed: number }[] = [];
  const a0 = Math.floor(area.minLon / step);
  const a1 = Math.ceil(area.maxLon / step);
  const b0 = Math.floor(area.minLat / step);
  const b1 = Math.ceil(area.maxLat / step);
  for (let b = b1; b >= b0; b--) {
    for (let a = a0; a <= a1; a++) {
      const lon = (a + 0.15 + 0.7 * hash01(a, b, 1)) * step;
      const lat = (b + 0.15 + 0.7 * hash01(a, b, 2)) * step;
      fieldsAt(grid, lon, lat, t);
      if (t.sea > -0.05) continue;
      const x = view.x(lon);
      const y = view.y(lat);
      const chance = hash01(a, b, 6);
      if (t.elevation > 0.64 && chance < 0.3 + (t.elevation - 0.64) * 6) {
        const k = Math.min(1, (t.elevation - 0.64) / 0.25);
        mountains.push({ x, y, h: sizePx * (0.55 + 0.6 * k), w: sizePx * (0.55 + 0.25 * hash01(a, b, 3)), snow: t.cold > 0.55 || t.elevation > 0.86, seed: hash01(a, b, 4) });
      } else if (t.elevation > 0.49 && t.elevation <= 0.64 && t.forest < 0.05 && chance < (t.elevation - 0.49) * 7) {
        const w = sizePx * (0.45 + 0.2 * hash01(a, b, 5));
        const h = w * 0.55;
        hills.push(`M${px(x - w)} ${px(y)}Q${px(x)} ${px(y - h * 1.6)} ${px(x + w)} ${px(y)}`);
        hills.push(`M${px(x + w * 0.35)} ${px(y - h * 0.45)}l${px(w * 0.25)} ${px(h * 0.35)}M${px(x + w * 0.05)} ${px(y - h * 0.6)}l${px(w * 0.25)} ${px(h * 0.45)}`);
      }
    }
  }
  out.push(pathEl(hills.join(''), `fill="none" stroke="${PALETTE.ink}" stroke-width="1.1" stroke-linecap="round" stroke-opacity="0.75"`));
  for (const m of mountains) {
    const peakX = m.x + (m.seed - 0.5) * m.w * 0.4;
    const peakY = m.y - m.h;
    const body = `M${px(m.x - m.w)} ${px(m.y)}L${px(peakX)} ${px(peakY)}L${px(m.x + m.w)} ${px(m.y)}Z`;
    const shade = `M${px(peakX)} ${px(peakY)}L${px(m.x + m.w)} ${px(m.y)}L${px(m.x + m.w * 0.15)} ${px(m.y)}Z`;
    out.push(`<path d="${body}" fill="${PALETTE.mountainBody}"/>`);
    out.push(`<path d="${shade}" fill="${PALETTE.mountainShade}"/>`);
    if (m.snow) {
      const sx = m.w * 0.28;
      const sy = m.h * 0.28;
      out.push(`<path d="M${px(peakX)} ${px(peakY)}L${px(peakX + sx * 1.05)} ${px(peakY + sy)}L${px(peakX + sx * 0.3)} ${px(peakY + sy * 0.8)}L${px(peakX - sx * 0.2)} ${px(peakY + sy * 1.1)}L${px(peakX - sx * 0.95)} ${px(peakY + sy)}Z" fill="${PALETTE.snowCap}"/>`);
    }
    out.push(`<path d="M${px(m.x - m.w)} ${px(m.y)}L${px(peakX)} ${px(peakY)}L${px(m.x + m.w)} ${px(m.y)}" fill="none" stroke="${PALETTE.ink}" stroke-width="1.3" stroke-linejoin="round"/>`);
  }

  out.push(fields(grid, view));

  // Trees.
  const treeStep = view.latticeStep(14);
  const r = Math.min(7.5, Math.max(2.2, treeStep * s * 0.5));
  const tArea = view.around(r * 3);
  const crowns: string[] = [];
  const shades: string[] = [];
  const firs: string[] = [];
  const firShades: string[] = [];
  const trunks: string[] = [];
  for (let b = Math.ceil(tArea.maxLat / treeStep); b >= Math.floor(tArea.minLat / treeStep); b--) {
    for (let a = Math.floor(tArea.minLon / treeStep); a <= Math.ceil(tArea.maxLon / treeStep); a++) {
      const lon = (a + 0.1 + 0.8 * hash01(a, b, 11)) * treeStep;
      const lat = (b + 0.1 + 0.8 * hash01(a, b, 12)) * treeStep;
      fieldsAt(grid, lon, lat, t);
      if (t.forest < 0.04 || t.sea > -0.05) continue;
      const x = view.x(lon);
      const y = view.y(lat);
      const rr = r * (0.8 + 0.4 * hash01(a, b, 13));
      if (t.cold > 0.45 || t.elevation > 0.55) {
        const h = rr * 2.1;
        firs.push(`M${px(x)} ${px(y - h)}L${px(x + rr * 0.8)} ${px(y)}L${px(x - rr * 0.8)} ${px(y)}Z`);
        firShades.push(`M${px(x)} ${px(y - h)}L${px(x + rr * 0.8)} ${px(y)}L${px(x)} ${px(y)}Z`);
        trunks.push(`M${px(x)} ${px(y)}v${px(rr * 0.45)}`);
      } else {
        crowns.push(`M${px(x - rr)} ${px(y)}a${px(rr)} ${px(rr)} 0 1 0 ${px(2 * rr)} 0a${px(rr)} ${px(rr)} 0 1 0 ${px(-2 * rr)} 0Z`);
        shades.push(`M${px(x)} ${px(y - rr)}a${px(rr)} ${px(rr)} 0 0 1 0 ${px(2 * rr)}a${px(rr * 0.55)} ${px(rr)} 0 0 0 0 ${px(-2 * rr)}Z`);
      }
    }
  }
  out.push(pathEl(trunks.join(''), `fill="none" stroke="${PALETTE.ink}" stroke-width="0.9"`));
  out.push(pathEl(crowns.join(''), `fill="${PALETTE.treeCrown}" stroke="${PALETTE.ink}" stroke-width="0.8"`));
  out.push(pathEl(shades.join(''), `fill="${PALETTE.treeShade}"`));
  out.push(pathEl(firs.join(''), `fill="${PALETTE.firCrown}" stroke="${PALETTE.ink}" stroke-width="0.8" stroke-linejoin="round"`));
  out.push(pathEl(firShades.join(''), `fill="${PALETTE.treeShade}"`));

  // Marsh tufts.
  const tuftStep = view.latticeStep(21);
  const tufts: string[] = [];
  const drifts: string[] = [];
  const mArea = view.around(12);
  for (let b = Math.ceil(mArea.maxLat / tuftStep); b >= Math.floor(mArea.minLat / tuftStep); b--) {
    for (let a = Math.floor(mArea.minLon / tuftStep); a <= Math.ceil(mArea.maxLon / tuftStep); a++) {
      const lon = (a + 0.1 + 0.8 * hash01(a, b, 21)) * tuftStep;
      const lat = (b + 0.1 + 0.8 * hash01(a, b, 22)) * tuftStep;
      fieldsAt(grid, lon, lat, t);
      if (t.sea > -0.05 || t.forest > 0.04) continue;
      const x = view.x(lon);
      const y = view.y(lat);
      if (t.cold > 0.8 && t.marsh < 0.05 && t.elevation < 0.6) {
        // Snow drifts: a low curve with a short shadow.
        if (hash01(a, b, 23) < 0.55) {
          const w = 6 + 3 * hash01(a, b, 24);
          drifts.push(`M${px(x - w)} ${px(y)}q${px(w)} ${px(-w * 0.55)} ${px(2 * w)} 0M${px(x - w * 0.3)} ${px(y + 2)}q${px(w * 0.5)} ${px(-w * 0.25)} ${px(w)} 0`);
        }
        continue;
      }
      if (t.marsh < 0.05) continue;
      const w = 5;
      tufts.push(`M${px(x - w)} ${px(y)}h${px(2 * w)}M${px(x - w * 0.5)} ${px(y)}l${px(-w * 0.3)} ${px(-w * 0.8)}M${px(x)} ${px(y)}v${px(-w)}M${px(x + w * 0.5)} ${px(y)}l${px(w * 0.3)} ${px(-w * 0.8)}`);
    }
  }
  out.push(pathEl(tufts.join(''), `fill="none" stroke="${PALETTE.marshInk}" stroke-width="0.9" stroke-linecap="round"`));
  out.push(pathEl(drifts.join(''), `fill="none" stroke="${PALETTE.snowInk}" stroke-width="1" stroke-linecap="round" stroke-opacity="0.7"`));
  return out.join('');
}

/** Tilled land: small clusters of fields (a patchwork with furrows) where the land is farmed, open and low. */
function fields(grid: FieldGrid, view: View): string {
  const t = emptySample();
  const step = view.latticeStep(80);
  const size = step * view.scale;
  // Fields are drawn from a zone's scale up (on the world map they would be stamps).
  if (view.scale < 40) return '';
  const patches: [string[], string[]] = [[], []];
  const furrows: string[] = [];
  const area = view.around(size);
  for (let b = Math.ceil(area.maxLat / step); b >= Math.floor(area.minLat / step); b--) {
    for (let a = Math.floor(area.minLon / step); a <= Math.ceil(area.maxLon / step); a++) {
      const lon = (a + 0.3 + 0.4 * hash01(a, b, 30)) * step;
      const lat = (b + 0.3 + 0.4 * hash01(a, b, 31)) * step;
      fieldsAt(grid, lon, lat, t);
      if (t.farm < 0.2 || t.forest > -0.1 || t.marsh > -0.1 || t.elevation > 0.47 || t.sea > -0.3) continue;
      if (hash01(a, b, 32) > t.farm * 0.45) continue;
      const cx = view.x(lon);
      const cy = view.y(lat);
      const angle = (hash01(a, b, 34) - 0.5) * 0.9;
      const ux = Math.cos(angle);
      const uy = Math.sin(angle);
      const cols = 2 + Math.floor(hash01(a, b, 35) * 2);
      const rows = 2;
      const fw = size * 0.24;
      const fh = size * 0.18;
      const at = (sx: number, sy: number): [number, number] => [cx + ux * sx - uy * sy, cy + uy * sx + ux * sy];
      for (let i = 0; i < cols; i++) {
        for (let j = 0; j < rows; j++) {
          if (hash01(a * 7 + i, b * 7 + j, 36) < 0.15) continue;
          const x0 = (i - cols / 2) * fw;
          const y0 = (j - rows / 2) * fh;
          const q = [at(x0, y0), at(x0 + fw, y0), at(x0 + fw, y0 + fh), at(x0, y0 + fh)];
          patches[(i + j) % 2]!.push(`M${q.map(([x, y]) => `${px(x)} ${px(y)}`).join('L')}Z`);
          const across = (i + j) % 2 === 0;
          for (let k = 1; k < 3; k++) {
            const f = k / 3;
            const [x1, y1] = across ? at(x0 + fw * f, y0 + fh * 0.15) : at(x0 + fw * 0.12, y0 + fh * f);
            const [x2, y2] = across ? at(x0 + fw * f, y0 + fh * 0.85) : at(x0 + fw * 0.88, y0 + fh * f);
            furrows.push(`M${px(x1)} ${px(y1)}L${px(x2)} ${px(y2)}`);
          }
        }
      }
    }
  }
  const edge = `stroke="${PALETTE.hedge}" stroke-width="1" stroke-opacity="0.55" stroke-linejoin="round"`;
  return (
    pathEl(patches[0].join(''), `fill="${PALETTE.field}" fill-opacity="0.6" ${edge}`) +
    pathEl(patches[1].join(''), `fill="${PALETTE.fieldAlt}" fill-opacity="0.6" ${edge}`) +
    pathEl(furrows.join(''), `fill="none" stroke="${PALETTE.hedge}" stroke-width="0.7" stroke-opacity="0.4"`)
  );
}

// ------------------------------------------------------------------------------------------------ borders

function borders(world: WorldGeography, map: GeoMap, view: View): string {
  const role = mapRole(map);
  const pad = view.around(4);
  const within = (m: GeoMap) => m.box.maxLon >= pad.minLon && m.box.minLon <= pad.maxLon && m.box.maxLat >= pad.minLat && m.box.minLat <= pad.maxLat;
  const areas = role === 'world' ? [] : world.maps.filter((m) => mapRole(m) === 'area' && within(m));
  const zones = world.maps.filter((m) => mapRole(m) === 'zone' && within(m));
  const zoneWidth = role === 'world' ? 1.6 : 2.6;
  return (
    pathEl(dashedEdges(areas, view, [7, 5]), `fill="none" stroke="${PALETTE.border}" stroke-width="1.4" stroke-opacity="0.6"`) +
    pathEl(dashedEdges(zones, view, [12, 5, 2, 5]), `fill="none" stroke="${PALETTE.zoneBorder}" stroke-width="${zoneWidth}" stroke-opacity="0.75"`)
  );
}

/**
 * The edges of boxes as explicit dashes laid on a lattice of world positions: an edge two boxes share (or two maps
 * draw) gets the very same dashes, where a dashed stroke would start its pattern wherever each path starts.
 */
function dashedEdges(maps: GeoMap[], view: View, patternPx: number[]): string {
  const period = patternPx.reduce((a, b) => a + b, 0) / view.scale;
  const dashes = new Map<string, string>();
  const lay = (fixed: number, from: number, to: number, horizontal: boolean) => {
    for (let k = Math.floor(from / period); k * period < to; k++) {
      let at = k * period;
      patternPx.forEach((lengthPx, index) => {
        const length = lengthPx / view.scale;
        const a = Math.max(from, at);
        const b = Math.min(to, at + length);
        at += length;
        if (index % 2 === 1 || b <= a) return;
        const key = `${horizontal ? 'h' : 'v'}${fixed.toFixed(4)}:${k}:${index}`;
        if (dashes.has(key)) return;
        dashes.set(
          key,
          horizontal
            ? `M${px(view.x(a))} ${px(view.y(fixed))}H${px(view.x(b))}`
            : `M${px(view.x(fixed))} ${px(view.y(b))}V${px(view.y(a))}`,
        );
      });
    }
  };
  for (const m of maps) {
    lay(m.box.minLat, m.box.minLon, m.box.maxLon, true);
    lay(m.box.maxLat, m.box.minLon, m.box.maxLon, true);
    lay(m.box.minLon, m.box.minLat, m.box.maxLat, false);
    lay(m.box.maxLon, m.box.minLat, m.box.maxLat, false);
  }
  return [...dashes.values()].join('');
}

// ------------------------------------------------------------------------------------------------ labels

interface Placed {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Placed, b: Placed) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A rough width of a text in pixels (serif: average letters, or capitals, which are wider). */
function textWidth(text: string, size: number, spacing = 0): number {
  const caps = text === text.toLocaleUpperCase();
  return [...text].length * (size * (caps ? 0.72 : 0.56) + spacing);
}

function label(text: string, x: number, y: number, size: number, style: { italic?: boolean; caps?: boolean; spacing?: number; colour?: string; weight?: string; opacity?: number }): string {
  const shown = style.caps ? text.toLocaleUpperCase() : text;
  const attrs = [
    `x="${px(x)}"`, `y="${px(y)}"`, `font-size="${px(size)}"`, `text-anchor="middle"`, `font-family="${FONT}"`,
    style.italic ? 'font-style="italic"' : '', style.weight ? `font-weight="${style.weight}"` : '',
    style.spacing ? `letter-spacing="${px(style.spacing)}"` : '', `fill="${style.colour ?? PALETTE.ink}"`,
    style.opacity !== undefined ? `fill-opacity="${style.opacity}"` : '',
    `stroke="${PALETTE.parchment}"`, `stroke-width="${px(Math.max(2, size * 0.18))}"`, 'stroke-linejoin="round"', 'paint-order="stroke"',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${xmlText(shown)}</text>`;
}

function labels(world: WorldGeography, map: GeoMap, lang: LanguageCode, view: View): string {
  const role = mapRole(map);
  const out: string[] = [];
  const taken: Placed[] = [];
  const box = view.around(0);
  const inside = (lon: number, lat: number) => lon >= box.minLon && lon <= box.maxLon && lat >= box.minLat && lat <= box.maxLat;
  const name = (m: { name: Parameters<typeof localize>[0] }) => localize(m.name, lang) ?? '';
  const scale = role === 'zone' ? 1 : role === 'area' ? 1.15 : 0.8;

  // Settlements: a town mark and the name beside it.
  const towns = world.places.filter((p) => p.code === PLACE_CODES.settlement && inside(p.longitude, p.latitude));
  const townSize = 17 * scale;
  for (const town of towns) {
    const x = view.x(town.longitude);
    const y = view.y(town.latitude);
    out.push(townMark(x, y, 7 * scale));
    const text = localize(town.label, lang) ?? '';
    const w = textWidth(text, townSize);
    const ty = y + 8 * scale + townSize;
    taken.push({ x0: x - 9 * scale, y0: y - 9 * scale, x1: x + 9 * scale, y1: y + 9 * scale });
    taken.push({ x0: x - w / 2, y0: ty - townSize, x1: x + w / 2, y1: ty + 3 });
    out.push(label(text, x, ty, townSize, { weight: 'bold' }));
  }

  // Landmarks on area maps (the zone maps show them as markers).
  if (role === 'area') {
    for (const place of world.places.filter((p) => p.code === PLACE_CODES.landmark && inside(p.longitude, p.latitude))) {
      const x = view.x(place.longitude);
      const y = view.y(place.latitude);
      const size = 14;
      const text = localize(place.label, lang) ?? '';
      const w = textWidth(text, size);
      const spot: Placed = { x0: x - w / 2, y0: y - size, x1: x + w / 2, y1: y + 4 };
      if (taken.some((t) => overlaps(t, spot))) continue;
      taken.push(spot);
      out.push(`<circle cx="${px(x)}" cy="${px(y + 6)}" r="2.2" fill="${PALETTE.ink}"/>`);
      out.push(label(text, x, y, size, { italic: true, colour: PALETTE.inkSoft }));
    }
  }

  // Area names (zone maps): spaced italic capitals at the area's middle, moved off the towns.
  const areaSize = 26;
  if (role === 'zone') {
    for (const area of world.maps.filter((m) => mapRole(m) === 'area' && m.parentId === map.id)) {
      const text = name(area);
      const cx = view.x((area.box.minLon + area.box.maxLon) / 2);
      const cy = view.y((area.box.minLat + area.box.maxLat) / 2);
      const w = textWidth(text, areaSize, 4);
      for (const dy of [0, -60, 60, -120, 120, -180, 180]) {
        const spot: Placed = { x0: cx - w / 2, y0: cy + dy - areaSize, x1: cx + w / 2, y1: cy + dy + 6 };
        if (taken.some((t) => overlaps(t, spot)) && dy !== 180) continue;
        taken.push(spot);
        out.push(label(text, cx, cy + dy, areaSize, { italic: true, caps: true, spacing: 4, colour: PALETTE.areaInk }));
        break;
      }
    }
  }

  // Zone names: on the world map every zone; on a zone map its own name, large and faint.
  if (role === 'world') {
    for (const zone of world.maps.filter((m) => mapRole(m) === 'zone')) {
      const text = name(zone);
      const half = textWidth(text.toLocaleUpperCase(), 30, 5) / 2 + 20;
      const cx = Math.max(half, Math.min(view.width - half, view.x((zone.box.minLon + zone.box.maxLon) / 2)));
      const cy = view.y((zone.box.minLat + zone.box.maxLat) / 2);
      out.push(label(text, cx, cy, 30, { caps: true, spacing: 5, colour: PALETTE.areaInk, weight: 'bold' }));
    }
  } else if (role === 'zone') {
    const text = name(map);
    const size = Math.min(64, (view.width * 0.7) / Math.max(4, [...text].length) / 0.9);
    const cx = view.width / 2;
    let cy = view.height / 2 + size * 0.35;
    const w = textWidth(text, size, size * 0.3);
    for (const dy of [0, -size * 1.5, size * 1.5, -size * 3, size * 3]) {
      const spot: Placed = { x0: cx - w / 2, y0: cy + dy - size, x1: cx + w / 2, y1: cy + dy + 8 };
      if (!taken.some((t) => overlaps(t, spot))) {
        cy += dy;
        break;
      }
    }
    out.push(label(text, cx, cy, size, { caps: true, spacing: size * 0.3, colour: PALETTE.zoneInk, opacity: 0.55, weight: 'bold' }));
  }
  if (role !== 'zone') out.push(frame(view), compass(view, lang), scaleBar(view), cartouche(name(map), view));
  return out.join('');
}

/** A small cluster of houses. */
function townMark(x: number, y: number, r: number): string {
  const house = (hx: number, hy: number, s: number) =>
    `M${px(hx - s)} ${px(hy)}v${px(-s)}l${px(s)} ${px(-s * 0.9)}l${px(s)} ${px(s * 0.9)}v${px(s)}Z`;
  const d = house(x - r * 0.55, y + r * 0.45, r * 0.5) + house(x + r * 0.5, y + r * 0.55, r * 0.45) + house(x, y - r * 0.05, r * 0.55);
  return `<circle cx="${px(x)}" cy="${px(y)}" r="${px(r * 1.35)}" fill="${PALETTE.parchment}" fill-opacity="0.85"/><path d="${d}" fill="${PALETTE.town}" stroke="${PALETTE.ink}" stroke-width="0.9" stroke-linejoin="round"/>`;
}

/** The letter of north in each language (Russian: С for север). */
const NORTH: Record<LanguageCode, string> = { en: 'N', de: 'N', fr: 'N', ru: 'С' };

/** A compass rose in the lower right corner. */
function compass(view: View, lang: LanguageCode): string {
  const r = Math.round(Math.max(34, Math.min(70, view.width / 28)));
  const cx = view.width - r * 1.9;
  const cy = view.height - r * 2.1;
  const point = (angle: number, length: number, width: number) => {
    const ux = Math.sin(angle);
    const uy = -Math.cos(angle);
    const tip = [cx + ux * length, cy + uy * length];
    const left = [cx - uy * width, cy + ux * width];
    const right = [cx + uy * width, cy - ux * width];
    return {
      light: `M${px(cx)} ${px(cy)}L${px(tip[0]!)} ${px(tip[1]!)}L${px(left[0]!)} ${px(left[1]!)}Z`,
      dark: `M${px(cx)} ${px(cy)}L${px(tip[0]!)} ${px(tip[1]!)}L${px(right[0]!)} ${px(right[1]!)}Z`,
    };
  };
  const light: string[] = [];
  const dark: string[] = [];
  for (let k = 0; k < 8; k++) {
    const p = point((k * Math.PI) / 4, k % 2 === 0 ? r : r * 0.55, k % 2 === 0 ? r * 0.16 : r * 0.11);
    light.push(p.light);
    dark.push(p.dark);
  }
  return (
    `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(r * 0.72)}" fill="${PALETTE.parchment}" fill-opacity="0.8" stroke="${PALETTE.ink}" stroke-width="1.2"/>` +
    `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(r * 0.62)}" fill="none" stroke="${PALETTE.ink}" stroke-width="0.6"/>` +
    `<path d="${light.join('')}" fill="${PALETTE.ribbon}" stroke="${PALETTE.ink}" stroke-width="1" stroke-linejoin="round"/>` +
    `<path d="${dark.join('')}" fill="${PALETTE.zoneInk}" stroke="${PALETTE.ink}" stroke-width="1" stroke-linejoin="round"/>` +
    label(NORTH[lang], cx, cy - r * 1.12, r * 0.45, { weight: 'bold' })
  );
}

/** A scale bar of a round number of degrees, about a sixth of the width, in the lower left corner. */
function scaleBar(view: View): string {
  const target = view.width / 6 / view.scale;
  const degrees = [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20].reduce((best, d) => (Math.abs(d - target) < Math.abs(best - target) ? d : best));
  const length = degrees * view.scale;
  const x0 = Math.max(40, view.width * 0.04);
  const y0 = view.height - Math.max(40, view.height * 0.05);
  const h = 7;
  const blocks: string[] = [];
  for (let k = 0; k < 4; k++) if (k % 2 === 0) blocks.push(`M${px(x0 + (k * length) / 4)} ${px(y0)}h${px(length / 4)}v${h}h${px(-length / 4)}Z`);
  return (
    `<rect x="${px(x0)}" y="${px(y0)}" width="${px(length)}" height="${h}" fill="${PALETTE.ribbon}" stroke="${PALETTE.ink}" stroke-width="1.2"/>` +
    `<path d="${blocks.join('')}" fill="${PALETTE.ink}"/>` +
    label('0', x0, y0 - 6, 15, {}) +
    label(`${degrees}°`, x0 + length, y0 - 6, 15, {})
  );
}

/** A double rule round the map. */
function frame(view: View): string {
  return (
    `<rect x="5" y="5" width="${view.width - 10}" height="${view.height - 10}" fill="none" stroke="${PALETTE.ink}" stroke-width="3"/>` +
    `<rect x="12" y="12" width="${view.width - 24}" height="${view.height - 24}" fill="none" stroke="${PALETTE.ink}" stroke-width="1"/>`
  );
}

/** The map's title in a ribbon at the top. */
function cartouche(text: string, view: View): string {
  const size = Math.round(Math.max(26, Math.min(44, view.width / 45)));
  const w = textWidth(text, size, size * 0.2) + size * 2.4;
  const x = view.width / 2;
  const y = size * 1.2;
  const h = size * 1.5;
  const left = x - w / 2;
  const ribbon = `M${px(left)} ${px(y - h / 2)}H${px(left + w)}l${px(-size * 0.5)} ${px(h / 2)}l${px(size * 0.5)} ${px(h / 2)}H${px(left)}l${px(size * 0.5)} ${px(-h / 2)}Z`;
  return (
    `<path d="${ribbon}" fill="${PALETTE.ribbon}" stroke="${PALETTE.ink}" stroke-width="1.5"/>` +
    `<path d="M${px(left + size * 0.7)} ${px(y - h / 2 + 5)}H${px(left + w - size * 0.7)}M${px(left + size * 0.7)} ${px(y + h / 2 - 5)}H${px(left + w - size * 0.7)}" stroke="${PALETTE.ink}" stroke-opacity="0.5" stroke-width="0.8"/>` +
    label(text, x, y + size * 0.35, size, { caps: true, spacing: size * 0.2, weight: 'bold' })
  );
}


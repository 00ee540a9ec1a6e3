// A dungeon's map as SVG text: caverns carved out of hatched rock around what the dungeon holds — a hall at its
// way out (the map link back to its area), a chamber at every creature, chest or boss (places close together share
// one), tunnels joining them (a minimum spanning tree, plus a loop or two) — with walls inked, rubble on the floor,
// stairs at the way out, a frame and the dungeon's name. The caverns' shapes follow noise seeded by the map id.

import { localize, type LanguageCode } from '@eoa/contracts';
import { contourRings, smoothRing } from './contours.js';
import type { GeoLink, GeoMap, GeoPlace } from './geography.js';
import { hash01, simplex2 } from './noise.js';
import { DUNGEON, FONT, PALETTE } from './palette.js';
import { px, ringPath, xmlText } from './svg.js';
import type { View } from './view.js';

export interface DungeonMapInput {
  map: GeoMap;
  places: GeoPlace[];
  links: GeoLink[];
  lang: LanguageCode;
  view: View;
}

interface Chamber {
  x: number;
  y: number;
  r: number;
}

/** Chambers in pixels: the way out first, then one per group of places (nearer than a chamber's size share one). */
function chambers(input: DungeonMapInput): Chamber[] {
  const { view, places, links, map } = input;
  const base = Math.min(view.width, view.height) * 0.055;
  const out: Chamber[] = [];
  const exits = links.filter((l) => l.parentId === map.id);
  const hall = exits[0] ?? { longitude: (map.box.minLon + map.box.maxLon) / 2, latitude: (map.box.minLat + map.box.maxLat) / 2 };
  out.push({ x: view.x(hall.longitude), y: view.y(hall.latitude), r: base * 1.5 });
  const sorted = [...places].sort((a, b) => a.longitude - b.longitude || a.latitude - b.latitude || a.code - b.code);
  for (const place of sorted) {
    const x = view.x(place.longitude);
    const y = view.y(place.latitude);
    const near = out.find((c) => Math.hypot(c.x - x, c.y - y) < c.r * 1.2);
    const r = place.code === 34 ? base * 1.6 : base * (0.8 + 0.4 * hash01(Math.round(x), Math.round(y), map.id));
    if (near) {
      // Grow the chamber to hold both.
      near.r = Math.max(near.r, Math.hypot(near.x - x, near.y - y) * 0.6 + r * 0.6);
      continue;
    }
    out.push({ x, y, r });
  }
  return out;
}

/** Tunnels: the minimum spanning tree of the chambers (Prim), plus the shortest edges that close a loop. */
function tunnels(rooms: Chamber[], seed: number): [number, number][] {
  const inTree = new Set<number>([0]);
  const edges: [number, number][] = [];
  const d = (a: number, b: number) => Math.hypot(rooms[a]!.x - rooms[b]!.x, rooms[a]!.y - rooms[b]!.y);
  while (inTree.size < rooms.length) {
    let best: [number, number] | null = null;
    for (const a of inTree) {
      for (let b = 0; b < rooms.length; b++) {
        if (inTree.has(b)) continue;
        if (!best || d(a, b) < d(best[0], best[1])) best = [a, b];
      }
    }
    edges.push(best!);
    inTree.add(best![1]);
  }
  const extra: [number, number][] = [];
  for (let a = 0; a < rooms.length; a++) {
    for (let b = a + 1; b < rooms.length; b++) {
      if (edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) continue;
      extra.push([a, b]);
    }
  }
  extra.sort((x, y) => d(x[0], x[1]) - d(y[0], y[1]));
  const loops = Math.min(extra.length, 1 + Math.floor(hash01(seed, rooms.length) * 2));
  return [...edges, ...extra.slice(0, loops)];
}

function segmentDistance(x: number, y: number, a: Chamber, b: Chamber): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

export function dungeonMapSvg(input: DungeonMapInput): string {
  const { map, lang, view } = input;
  const W = view.width;
  const H = view.height;
  const rooms = chambers(input);
  const links = tunnels(rooms, map.id);
  const noise = simplex2(map.id);
  const tunnelWidth = Math.min(W, H) * 0.022;

  // The open floor: chambers and tunnels, with ragged walls.
  const step = 6;
  const cols = Math.ceil(W / step) + 1;
  const rows = Math.ceil(H / step) + 1;
  const values = new Float32Array(cols * rows);
  const margin = Math.min(W, H) * 0.06;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * step;
      const y = r * step;
      let v = -Infinity;
      for (const room of rooms) v = Math.max(v, 1 - Math.hypot(x - room.x, y - room.y) / room.r);
      for (const [a, b] of links) {
        const wobble = 1 + 0.35 * noise(x / 60 + 7, y / 60 - 7);
        v = Math.max(v, 1 - segmentDistance(x, y, rooms[a]!, rooms[b]!) / (tunnelWidth * wobble));
      }
      v += 0.2 * noise(x / 50, y / 50) + 0.04 * noise(x / 30, y / 30);
      // Rock all round the frame.
      const edge = Math.min(x, y, W - x, H - y);
      if (edge < margin) v -= (margin - edge) / margin;
      values[r * cols + c] = v;
    }
  }
  const toPx = (ring: [number, number][]) => ring.map(([c, r]): [number, number] => [c * step, r * step]);
  const floor = contourRings({ cols, rows, values }, 0)
    .map((ring) => ringPath(smoothRing(toPx(ring), 2)))
    .join('');

  const parts: string[] = [];
  parts.push(
    `<defs><pattern id="rock" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">` +
      `<rect width="14" height="14" fill="${DUNGEON.rock}"/><path d="M0 3.5H14M0 10.5H14" stroke="${DUNGEON.hatch}" stroke-width="1.1"/></pattern></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#rock)"/>`);
  // A soft shadow under the walls, then the floor and its outline.
  parts.push(`<path d="${floor}" fill="none" stroke="${DUNGEON.shadow}" stroke-width="14" stroke-opacity="0.35" stroke-linejoin="round"/>`);
  parts.push(`<path d="${floor}" fill="${DUNGEON.floor}" fill-rule="evenodd"/>`);

  // Floor flagstones (a faint grid) and rubble.
  const tiles: string[] = [];
  const rubble: string[] = [];
  const tile = 28;
  for (let y = tile; y < H; y += tile) tiles.push(`M0 ${y}H${W}`);
  for (let x = tile; x < W; x += tile) tiles.push(`M${x} 0V${H}`);
  for (let k = 0; k < 420; k++) {
    const x = hash01(map.id, k, 1) * W;
    const y = hash01(map.id, k, 2) * H;
    const c = Math.min(cols - 1, Math.round(x / step));
    const r = Math.min(rows - 1, Math.round(y / step));
    if (values[r * cols + c]! < 0.08) continue;
    const s = 1.2 + hash01(map.id, k, 3) * 2.4;
    rubble.push(`M${px(x - s)} ${px(y)}l${px(s)} ${px(-s * 0.8)}l${px(s)} ${px(s * 0.8)}l${px(-s)} ${px(s * 0.6)}Z`);
  }
  parts.push(`<clipPath id="floor"><path d="${floor}" fill-rule="evenodd"/></clipPath>`);
  parts.push(`<path d="${tiles.join('')}" clip-path="url(#floor)" stroke="${DUNGEON.grid}" stroke-width="0.8" stroke-opacity="0.5" fill="none"/>`);
  parts.push(`<path d="${rubble.join('')}" fill="${DUNGEON.rubble}" stroke="${PALETTE.ink}" stroke-width="0.6"/>`);
  parts.push(`<path d="${floor}" fill="none" stroke="${PALETTE.ink}" stroke-width="3.2" stroke-linejoin="round"/>`);

  // Stairs at the way out.
  const hall = rooms[0]!;
  const sw = hall.r * 0.5;
  const stairs: string[] = [];
  for (let k = 0; k < 5; k++) {
    const y = hall.y - sw * 0.5 + (k * sw) / 4;
    const inset = (k * sw) / 12;
    stairs.push(`M${px(hall.x - sw / 2 + inset)} ${px(y)}H${px(hall.x + sw / 2 - inset)}`);
  }
  parts.push(`<rect x="${px(hall.x - sw / 2 - 3)}" y="${px(hall.y - sw * 0.5 - 3)}" width="${px(sw + 6)}" height="${px(sw + 6)}" fill="${DUNGEON.floor}" stroke="${PALETTE.ink}" stroke-width="1.6"/>`);
  parts.push(`<path d="${stairs.join('')}" stroke="${PALETTE.ink}" stroke-width="2" fill="none"/>`);

  // Frame and title.
  parts.push(`<rect x="6" y="6" width="${W - 12}" height="${H - 12}" fill="none" stroke="${PALETTE.ink}" stroke-width="3"/>`);
  parts.push(`<rect x="13" y="13" width="${W - 26}" height="${H - 26}" fill="none" stroke="${PALETTE.ink}" stroke-width="1"/>`);
  const title = localize(map.name, lang) ?? '';
  const size = Math.round(Math.max(24, Math.min(40, W / 32)));
  const tw = [...title].length * size * 0.62 + size * 2;
  parts.push(`<rect x="${px(W / 2 - tw / 2)}" y="${px(size * 0.6)}" width="${px(tw)}" height="${px(size * 1.6)}" fill="${PALETTE.ribbon}" stroke="${PALETTE.ink}" stroke-width="1.5"/>`);
  parts.push(
    `<text x="${px(W / 2)}" y="${px(size * 1.85)}" font-size="${size}" font-family="${FONT}" font-weight="bold" letter-spacing="${px(size * 0.12)}" text-anchor="middle" fill="${PALETTE.ink}">${xmlText(title.toLocaleUpperCase(lang))}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

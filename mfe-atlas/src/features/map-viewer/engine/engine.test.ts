import { describe, expect, it } from '@jest/globals';
import type { Marker } from '@eoa/contracts';
import { singleFrame } from '../../../shared/view-frame';
import { MAPS, MARKERS } from '../../../testing/atlas-fixture';
import { arrowDirection, arrowSize } from './link-arrows';
import { createMarkerIndex, createMarkerSource, markerSize, RING_COLOURS } from './marker-scene';

// Bree-land: 18° × 22° on a 1024 × 768 image, so 1° of longitude is 56.89 px and 1° of latitude 34.91 px at scale 1.
const frame = singleFrame(MAPS.bree);
const range = { min: 0.5, max: 4 };
const source = (markers: Marker[], bundle: boolean) =>
  createMarkerSource(createMarkerIndex(markers, frame), { range, bundle, worldMap: false, done: new Set([MARKERS.pony.id]), icon: () => undefined });
const whole = { minX: 0, minY: 0, maxX: 1024, maxY: 768 };

describe('marker scene', () => {
  it('sizes markers from 24 px at the smallest zoom to 48 px at the largest (shards on the world map 12–24)', () => {
    expect(markerSize(0.5, range)).toBe(24);
    expect(markerSize(4, range)).toBe(48);
    // (2.25 − 0.5) / 3.5 = 0.5 of the way.
    expect(markerSize(2.25, range)).toBe(36);
    expect(markerSize(10, range)).toBe(48);
    expect(markerSize(2.25, range, { min: 12, max: 24 })).toBe(18);
  });

  it('bundles the two wolves 3.2 px apart at scale 1 (within 40 px) and parts them when bundling is off', () => {
    // wolfA (−48, −25) and wolfB (−48.05, −25.02): 0.05° × 56.89 = 2.84 px and 0.02° × 34.91 = 0.70 px apart.
    const markers = [MARKERS.barliman, MARKERS.wolfA, MARKERS.wolfB];
    const bundled = source(markers, true).query(whole, 1);
    expect(bundled.map((m) => [m.label, m.count])).toEqual([['Barliman Butterbur', 1], ['Wolf', 2]]);
    const single = source(markers, false).query(whole, 1);
    // Unbundled, the two wolves land on different 2 × 2 px cells at scale 1: both drawn.
    expect(single.map((m) => [m.label, m.count])).toEqual([['Barliman Butterbur', 1], ['Wolf', 1], ['Wolf', 1]]);
  });

  it('draws only the markers in the box, with shard rings by type and done marks faded', () => {
    const markers = [MARKERS.barliman, MARKERS.pony, MARKERS.shard];
    // The shard (−46, −36): x = 16 × 56.89 = 910.2, y = 16 × 34.91 = 558.5.
    const east = source(markers, true).query({ minX: 900, minY: 550, maxX: 920, maxY: 570 }, 1);
    expect(east).toHaveLength(1);
    expect(east[0]).toMatchObject({ id: MARKERS.shard.id, ring: RING_COLOURS.orange, done: false });
    expect(east[0]!.x).toBeCloseTo(910.22, 2);
    expect(east[0]!.y).toBeCloseTo(558.55, 2);
    const pony = source(markers, true).query(whole, 1).find((m) => m.id === MARKERS.pony.id);
    expect(pony).toMatchObject({ done: true, ring: null });
  });
});

describe('link arrows', () => {
  const box = MAPS.bree.boundingBox;
  it('point to an edge within 15 % of it, to both in a corner, and nowhere inside', () => {
    // West edge: (−61.5 + 62) / 18 = 2.8 % from the west.
    expect(arrowDirection(box, -61.5, -30)).toBe('w');
    expect(arrowDirection(box, -45, -31)).toBe('e');
    // 1 / 22 = 4.5 % from the north, 2.8 % from the west.
    expect(arrowDirection(box, -61.5, -21)).toBe('nw');
    expect(arrowDirection(box, -53, -41.5)).toBe('s');
    expect(arrowDirection(box, -53, -31)).toBeNull();
    expect(arrowDirection(box, 0, 0)).toBeNull();
  });

  it('are 18 px at the smallest zoom and 27 px at the largest', () => {
    expect(arrowSize(0.5, range)).toBe(18);
    expect(arrowSize(4, range)).toBe(27);
    expect(arrowSize(2.25, range)).toBe(23);
  });
});

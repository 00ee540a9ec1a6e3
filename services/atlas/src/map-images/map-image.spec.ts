import { ZONE_MAP_IDS } from '@eoa/contracts';
import { generateSampleWorld } from '@eoa/dataset';
import { contourRings } from './contours.js';
import { PLACE_CODES, type GeoMap, type WorldGeography } from './geography.js';
import { mapImageSvg } from './map-image.js';
import { renderPng } from './render-png.js';
import { Terrain } from './terrain.js';
import { field, mapImageSize, sampleFields, View, ZONE_PIXELS_PER_DEGREE } from './view.js';
import { worldWaterways } from './waterways.js';

/** The sample world's geography as the loader reads it from the atlas schema. */
function sampleGeography(records: ReturnType<typeof generateSampleWorld>['records']): WorldGeography {
  const dungeons = new Set(records.maps.filter((m) => m.type === 'dungeon').map((m) => m.id));
  const codes = new Set<number>(Object.values(PLACE_CODES));
  return {
    maps: records.maps.map((m) => ({
      id: m.id, name: m.name, type: m.type, parentId: m.parentId, zoneId: m.zoneId, isInstance: m.isInstance,
      box: { minLon: m.boundingBox.min.longitude, minLat: m.boundingBox.min.latitude, maxLon: m.boundingBox.max.longitude, maxLat: m.boundingBox.max.latitude },
    })),
    places: records.markers
      .filter((m) => codes.has(m.categoryCode) || dungeons.has(m.mapId))
      .map((m) => ({ mapId: m.mapId, code: m.categoryCode, label: m.label, longitude: m.longitude, latitude: m.latitude })),
    links: records.mapLinks.map((l) => ({ parentId: l.parentId, targetId: l.targetId, longitude: l.fromLongitude, latitude: l.fromLatitude })),
  };
}

const L = (en: string, de = en, fr = en, ru = en) => ({ en, de, fr, ru });
const box = (minLon: number, minLat: number, maxLon: number, maxLat: number) => ({ minLon, minLat, maxLon, maxLat });

/** A small hand-made world: one zone of two areas, a dungeon, a town with a hostile name. */
function tinyWorld(): WorldGeography {
  const maps: GeoMap[] = [
    { id: 1, name: L('Tiny World', 'Kleine Welt', 'Petit monde', 'Маленький мир'), type: 'region', parentId: null, zoneId: null, isInstance: false, box: box(-12, -8, 4, 6) },
    { id: 2, name: L('Greenholm', 'Grünholm', 'Vertholm', 'Зелёный холм'), type: 'region', parentId: 1, zoneId: 2, isInstance: false, box: box(-10, -6, 2, 4) },
    { id: 3, name: L('West Wood'), type: 'area', parentId: 2, zoneId: 2, isInstance: false, box: box(-10, -6, -4, 4) },
    { id: 4, name: L('East Fields', 'Ostfelder', 'Champs de l’Est', 'Восточные поля'), type: 'area', parentId: 2, zoneId: 2, isInstance: false, box: box(-4, -6, 2, 4) },
    { id: 5, name: L('Deep Cave', 'Tiefe Höhle', 'Grotte profonde', 'Глубокая пещера'), type: 'dungeon', parentId: 3, zoneId: 2, isInstance: false, box: box(-8, -2, -7, -1) },
  ];
  return {
    maps,
    places: [
      { mapId: 2, code: PLACE_CODES.settlement, label: L('<Tom & "Jerry">', '<Tom & "Jerry">', '<Tom & "Jerry">', '<Том & "Джерри">'), longitude: -6, latitude: 0 },
      { mapId: 2, code: PLACE_CODES.settlement, label: { en: 'Ashford', de: 'Eschfurt', fr: 'Gué-des-frênes', ru: '' }, longitude: 0, latitude: 2 },
      { mapId: 2, code: PLACE_CODES.landmark, label: L('Old Mill', 'Alte Mühle', 'Vieux moulin', 'Старая мельница'), longitude: -1, latitude: -3 },
      { mapId: 5, code: 32, label: L('Bat'), longitude: -7.8, latitude: -1.8 },
      { mapId: 5, code: 34, label: L('Cave King'), longitude: -7.2, latitude: -1.3 },
      { mapId: 5, code: 77, label: L('Chest'), longitude: -7.5, latitude: -1.2 },
    ],
    links: [{ parentId: 5, targetId: 3, longitude: -7.5, latitude: -1.5 }],
  };
}

describe('map images: the drawing', () => {
  const tiny = tinyWorld();
  const tinyTerrain = new Terrain(tiny);

  it('is deterministic: the same geography, map and language give the same SVG (a fresh terrain too)', () => {
    // A land map and a dungeon: the two drawings (the region and area maps are land maps drawn larger).
    for (const id of [2, 5]) {
      const a = mapImageSvg(tiny, tinyTerrain, id, 'de')!;
      const b = mapImageSvg(tiny, new Terrain(tinyWorld()), id, 'de')!;
      expect(a.svg).toBe(b.svg);
      expect(a.svg.length).toBeGreaterThan(1000);
    }
  });

  it('escapes labels and writes them in the requested language, English where a text or the language is missing', () => {
    const en = mapImageSvg(tiny, tinyTerrain, 2, 'en')!.svg;
    expect(en).toContain('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
    expect(en).not.toContain('<Tom');
    expect(en).toContain('>Ashford<');
    // The zone's own name, in capitals.
    expect(en).toContain('>GREENHOLM<');
    const ru = mapImageSvg(tiny, tinyTerrain, 2, 'ru')!.svg;
    expect(ru).toContain('&lt;Том &amp; &quot;Джерри&quot;&gt;');
    expect(ru).toContain('>ЗЕЛЁНЫЙ ХОЛМ<');
    expect(ru).toContain('>Ashford<');
    expect(mapImageSvg(tiny, tinyTerrain, 2, 'de')!.svg).toContain('>Eschfurt<');
    expect(mapImageSvg(tiny, tinyTerrain, 2, 'xx')!.svg).toBe(en);
    // Area maps label their landmarks; dungeons their name.
    expect(mapImageSvg(tiny, tinyTerrain, 4, 'fr')!.svg).toContain('>Vieux moulin<');
    expect(mapImageSvg(tiny, tinyTerrain, 5, 'ru')!.svg).toContain('>ГЛУБОКАЯ ПЕЩЕРА<');
  });

  it('answers null for a map the geography does not have', () => {
    expect(mapImageSvg(tiny, tinyTerrain, 99, 'en')).toBeNull();
  });

  it('sizes images by the box: zone maps at 75 px per degree, the others to a long side, never over 4096', () => {
    expect(mapImageSize(tiny.maps[1]!)).toEqual({ width: 12 * 75, height: 10 * 75, scale: ZONE_PIXELS_PER_DEGREE });
    expect(mapImageSize(tiny.maps[0]!)).toMatchObject({ width: 2400, height: 2100 });
    expect(mapImageSize(tiny.maps[2]!)).toMatchObject({ width: 1229, height: 2048 });
    expect(mapImageSize(tiny.maps[4]!)).toMatchObject({ width: 1600, height: 1600 });
    const huge = mapImageSize({ type: 'region', parentId: 1, box: box(-100, -10, 100, 10) });
    expect(Math.max(huge.width, huge.height)).toBe(4096);
  });

  it('renders a PNG of the computed size', async () => {
    const drawn = mapImageSvg(tiny, tinyTerrain, 5, 'en')!;
    const png = await renderPng(drawn.svg);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(drawn.width);
    expect(png.readUInt32BE(20)).toBe(drawn.height);
  });
});

describe('map images: the sample world', () => {
  const records = generateSampleWorld().records;
  const world = sampleGeography(records);
  const terrain = new Terrain(world);
  const zone = (id: number) => world.maps.find((m) => m.id === id)!;
  const [, shireId, breeId] = ZONE_MAP_IDS;

  it('samples neighbouring zones on the same world nodes: equal values and equal outlines along their shared edge', () => {
    const shire = zone(shireId);
    const bree = zone(breeId);
    expect(shire.box.maxLon).toBe(bree.box.minLon);
    const vs = new View(shire.box, mapImageSize(shire));
    const vb = new View(bree.box, mapImageSize(bree));
    const step = vs.latticeStep(6);
    expect(vb.latticeStep(6)).toBe(step);
    const gs = sampleFields(terrain, vs, step);
    const gb = sampleFields(terrain, vb, step);
    const border = shire.box.maxLon;
    const colS = Math.round((border - gs.lon0) / step);
    const colB = Math.round((border - gb.lon0) / step);
    expect(gs.lon0 + colS * step).toBeCloseTo(border, 9);
    expect(gb.lon0 + colB * step).toBeCloseTo(border, 9);
    // Rows of the same latitude (the lattice is aligned: row r is latitude lat0 − r·step in both).
    const offset = Math.round((gs.lat0 - gb.lat0) / step);
    let compared = 0;
    for (let r = 0; r < gs.rows; r++) {
      const rb = r + offset;
      if (rb < 0 || rb >= gb.rows) continue;
      for (const values of ['elevation', 'sea', 'forest', 'marsh', 'cold'] as const) {
        expect(gs[values][r * gs.cols + colS]).toBe(gb[values][rb * gb.cols + colB]);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(250);
    // Where a forest or a height band crosses the shared edge, both maps put its outline at the same latitude.
    for (const [values, level] of [['forest', 0], ['marsh', 0], ['elevation', 0.42]] as const) {
      const crossings = (grid: typeof gs, col: number) =>
        contourRings(field(grid, grid[values]), level)
          .flat()
          .filter(([c]) => Math.abs(c - col) < 1e-9)
          .map(([, r]) => Math.round((grid.lat0 - r * step) * 1e6) / 1e6)
          .sort((a, b) => a - b);
      const inShire = crossings(gs, colS).filter((lat) => lat >= bree.box.minLat && lat <= bree.box.maxLat);
      const inBree = crossings(gb, colB).filter((lat) => lat >= bree.box.minLat && lat <= bree.box.maxLat);
      expect(inShire).toEqual(inBree);
    }
  });

  it('has rivers reaching the sea or another river, and roads to every settlement, the same lines for every map', () => {
    const ways = worldWaterways(terrain, world);
    expect(worldWaterways(terrain, world)).toBe(ways);
    expect(ways.rivers.length).toBeGreaterThan(20);
    expect(ways.roads.length).toBeGreaterThan(20);
    const towns = world.places.filter((p) => p.code === PLACE_CODES.settlement);
    const ends = new Set(ways.roads.flatMap((road) => [road[0]!, road[road.length - 1]!].map(([lon, lat]) => `${lon},${lat}`)));
    const reached = towns.filter((t) => ends.has(`${t.longitude},${t.latitude}`));
    expect(reached.length).toBeGreaterThanOrEqual(towns.length - 2);
    // A river that crosses from one zone into its neighbour is one line, drawn by both maps.
    const shire = zone(shireId);
    const crossing = ways.rivers.find((river) =>
      river.points.some(([lon], k) => k > 0 && (lon - shire.box.maxLon) * (river.points[k - 1]![0] - shire.box.maxLon) < 0 && river.points[k]![1] > shire.box.minLat && river.points[k]![1] < shire.box.maxLat),
    );
    expect(crossing).toBeDefined();
  });

  it('keeps the sea out of the zones (every marker of the data stands on land)', () => {
    const lands = new Set(records.maps.filter((m) => m.type !== 'dungeon').map((m) => m.id));
    const wet = records.markers.filter((m) => lands.has(m.mapId) && terrain.sample(m.longitude, m.latitude).sea >= 0);
    expect(wet).toEqual([]);
  });
});

// A small atlas in the API's shapes (libs/contracts) for the page's tests: the world map, two main zones (Bree-land and
// the Shire), Bree-town (an area of Bree-land) and the Great Barrows (an instance), five marker categories, a few markers
// (two wolves close together, so they bundle), links, three quests (a chain of two on Bree-land, one errand on the
// Barrows and Bree-land) and two NPCs.
import {
  WORLD_MAP_ID, type AtlasMap, type BoundingBox, type CompositeData, type MapHierarchy, type MapHierarchyNode, type MapHierarchyPath, type MapLink,
  type MapType, type Marker, type MarkerCategory, type NpcDetail, type NpcListItem, type QuestChain, type QuestDetail, type QuestListItem,
  type QuestMarker, type QuestRef,
} from '@eoa/contracts';
import { toGameCoordinates } from '@eoa/game-rules';
import type { MockHandler, MockRequest } from '@eoa/ui/testing';

export const IDS = {
  world: WORLD_MAP_ID,
  shire: 268437592,
  bree: 268437603,
  breeTown: 268440013,
  barrows: 268442006,
} as const;

const box = (minLon: number, minLat: number, maxLon: number, maxLat: number): BoundingBox => ({
  min: { longitude: minLon, latitude: minLat },
  max: { longitude: maxLon, latitude: maxLat },
});

function map(id: number, name: string, type: MapType, parentId: number | null, zoneId: number | null, boundingBox: BoundingBox, extra: Partial<AtlasMap> = {}): AtlasMap {
  return {
    id, mapId: id, name, localizedName: name, type, typeName: type[0]!.toUpperCase() + type.slice(1), parentId, zoneId,
    isMainRegionMap: false, isInstance: false, boundingBox, levelMin: 1, levelMax: 50, imageWidth: 1024, imageHeight: 768, ...extra,
  };
}

export const MAPS = {
  world: map(IDS.world, 'Eriador', 'region', null, null, box(-120, -45, 12, 32), { isMainRegionMap: true, imageWidth: 2048, imageHeight: 1200 }),
  shire: map(IDS.shire, 'The Shire', 'region', IDS.world, IDS.shire, box(-92, -42, -62, -20), { isMainRegionMap: true }),
  bree: map(IDS.bree, 'Bree-land', 'region', IDS.world, IDS.bree, box(-62, -42, -44, -20), { isMainRegionMap: true }),
  breeTown: map(IDS.breeTown, 'Bree-town', 'area', IDS.bree, IDS.bree, box(-62, -42, -53, -34.667)),
  barrows: map(IDS.barrows, 'The Great Barrows', 'dungeon', IDS.bree, IDS.bree, box(-60.98, -24.692, -59.72, -23.665), { isInstance: true, imageWidth: 800, imageHeight: 600 }),
};
export const ALL_MAPS: AtlasMap[] = Object.values(MAPS);

const GROUP_NAMES = { services: 'Services', pointsOfInterest: 'Points of Interest', entities: 'Entities', resources: 'Resources & Other' } as const;
function category(code: number, name: string, group: MarkerCategory['group'], defaultEnabled: boolean, bundled: boolean, markerCount: number): MarkerCategory {
  return { code, name, group, groupName: GROUP_NAMES[group], icon: `/api/maps/categories/${code}/icon`, defaultEnabled, bundled, markerCount };
}
export const CATEGORIES: MarkerCategory[] = [
  category(1, 'Vendor', 'services', true, true, 2),
  category(20, 'Landmark', 'pointsOfInterest', true, true, 1),
  category(32, 'Creature', 'entities', true, true, 2),
  category(71, 'Prospecting Node', 'resources', false, false, 1),
  category(79, 'Shard Source', 'resources', false, true, 1),
];

function marker(id: number, label: string, categoryCode: number, mapId: number, longitude: number, latitude: number, extra: Partial<Marker> = {}): Marker {
  return {
    id, label, categoryCode, categoryName: CATEGORIES.find((c) => c.code === categoryCode)!.name, categoryIcon: `/api/maps/categories/${categoryCode}/icon`,
    longitude, latitude, ...toGameCoordinates(longitude, latitude), mapId, name: `marker:${id}`, type: null, npcId: null, itemId: null, ...extra,
  };
}
export const MARKERS = {
  barliman: marker(1, 'Barliman Butterbur', 1, IDS.bree, -50.5, -29.5, { npcId: 201 }),
  pony: marker(2, 'The Prancing Pony', 20, IDS.bree, -51.8, -31),
  wolfA: marker(3, 'Wolf', 32, IDS.bree, -48, -25),
  wolfB: marker(4, 'Wolf', 32, IDS.bree, -48.05, -25.02),
  copper: marker(5, 'Copper Deposit', 71, IDS.bree, -52, -30),
  shard: marker(6, 'Shard of Flame', 79, IDS.bree, -46, -36, { type: 'elite' }),
  hobbiton: marker(7, 'Hobbiton Grocer', 1, IDS.shire, -80, -30),
};
export const BREE_MARKERS = Object.values(MARKERS).filter((m) => m.mapId === IDS.bree);

function link(id: number, parent: AtlasMap, target: AtlasMap, fromLongitude: number, fromLatitude: number): MapLink {
  return {
    id, parentId: parent.id, targetId: target.id, targetName: target.localizedName, targetType: target.type,
    targetIsMainZone: target.isMainRegionMap && target.id !== WORLD_MAP_ID, label: target.localizedName, fromLongitude, fromLatitude,
  };
}
export const LINKS = {
  breeToTown: link(11, MAPS.bree, MAPS.breeTown, -57, -38),
  breeToShire: link(12, MAPS.bree, MAPS.shire, -61.5, -30),
};

export const COMPOSITE: CompositeData = {
  maps: [MAPS.shire, MAPS.bree],
  worldBounds: { minLon: -92, maxLon: -44, minLat: -42, maxLat: -20 },
  links: [LINKS.breeToTown, LINKS.breeToShire],
  markers: [...Object.values(MARKERS), { ...MARKERS.pony, id: 99 }],
};

const node = (m: AtlasMap, type: MapHierarchyNode['type'], children: MapHierarchyNode[] = []): MapHierarchyNode => ({
  id: m.id, mapId: m.id, name: m.name, localizedName: m.localizedName, type, mapType: m.type, isInstance: m.isInstance, children,
});
export const HIERARCHY: MapHierarchy = {
  roots: [node(MAPS.world, 'Region', [node(MAPS.bree, 'Territory', [node(MAPS.breeTown, 'Area'), node(MAPS.barrows, 'Dungeon')]), node(MAPS.shire, 'Territory')])],
};

const entry = (m: AtlasMap) => ({ id: m.id, mapId: m.id, name: m.name, localizedName: m.localizedName, mapType: m.type });
export function hierarchyPath(mapId: number): MapHierarchyPath {
  const m = ALL_MAPS.find((x) => x.id === mapId)!;
  const zone = m.zoneId ? ALL_MAPS.find((x) => x.id === m.zoneId)! : null;
  return {
    region: entry(MAPS.world),
    territory: zone ? entry(zone) : null,
    area: m.type === 'area' ? entry(m) : m.type === 'dungeon' ? entry(MAPS.breeTown) : null,
    map: entry(m),
  };
}

function questMarker(index: number, name: string, mapId: number, longitude: number, latitude: number): QuestMarker {
  return { index, name, localizedName: name, mapId, longitude, latitude, ...toGameCoordinates(longitude, latitude) };
}

function quest(id: number, name: string, level: number, mapId: number, markers: QuestMarker[], extra: Partial<QuestDetail> = {}): QuestDetail {
  const markerMapIds = [mapId, ...new Set(markers.map((m) => m.mapId).filter((x) => x !== mapId))];
  return {
    id, name, localizedName: name, level, mapId, category: 1, categoryName: 'Bree-land', scope: 'mainZone', area: 'Bree-town', areaId: IDS.breeTown,
    zone: 'Bree-land', zoneId: IDS.bree, hasMarkers: markers.length > 0, markerMapIds, hasOverrides: false, isExcluded: false, bestowerNpcId: 201,
    bestowerNpcName: 'Barliman Butterbur', expansionEra: 'SoA', size: 'SOLO', repeatable: false, reputation: null, faction: 'FreePeoples',
    prerequisiteId: null, nextQuestId: null, description: `${name}: the text.`, localizedDescription: `${name}: the text.`,
    objectives: [{ text: 'Find the place', localizedText: 'Find the place', count: 1, markers }], markers,
    rewards: { xp: 1200, gold: 0, silver: 2, copper: 50, totalCopper: 250, items: [], selectableItems: [], reputation: null },
    expansionName: 'Shadows of Angmar', sizeName: 'Solo', factionName: 'Free Peoples',
    allakhazamData: { startZone: 'Bree-land', comments: [{ date: '2025-03-01', author: 'Tarlang', text: 'Easy one.' }] },
    ...extra,
  };
}

export const QUESTS = {
  pony: quest(101, 'Book 1, Chapter 2: The Pony', 10, IDS.bree, [questMarker(1, 'The stable', IDS.bree, -50.4, -29.4), questMarker(2, 'The yard', IDS.bree, -49, -28)], { nextQuestId: 102 }),
  later: quest(102, 'Book 1, Chapter 10: Later', 47, IDS.bree, [questMarker(1, 'The hill', IDS.bree, -47, -26)], { prerequisiteId: 101 }),
  errand: quest(103, 'A Barrow Errand', 20, IDS.barrows, [questMarker(1, 'The door', IDS.barrows, -60.5, -24.2), questMarker(2, 'The road', IDS.bree, -55, -28)]),
};
export const ALL_QUESTS: QuestDetail[] = Object.values(QUESTS);

export function listItem(q: QuestDetail): QuestListItem {
  const { description: _d, localizedDescription: _ld, objectives: _o, markers: _m, rewards: _r, expansionName: _e, sizeName: _s, factionName: _f, allakhazamData: _a, ...item } = q;
  return item;
}
const ref = (q: QuestDetail): QuestRef => ({ id: q.id, name: q.name, localizedName: q.localizedName, level: q.level, mapId: q.mapId });

export function chainOf(questId: number): QuestChain {
  if (questId === 101 || questId === 102) {
    return {
      questId, position: questId === 101 ? 1 : 2, totalQuests: 2, isInChain: true, prerequisiteQuest: questId === 102 ? ref(QUESTS.pony) : null,
      nextQuest: questId === 101 ? ref(QUESTS.later) : null, warnings: [], isIncomplete: false, quests: [ref(QUESTS.pony), ref(QUESTS.later)],
    };
  }
  return { questId, position: 1, totalQuests: 1, isInChain: false, prerequisiteQuest: null, nextQuest: null, warnings: [], isIncomplete: false, quests: [ref(QUESTS.errand)] };
}

const npcItem = (mobId: number, name: string, race: NpcListItem['race'], raceName: string, aggro: NpcListItem['aggro'], aggroName: string, hasQuests: boolean): NpcListItem => ({
  mobId, name, localizedName: name, race, raceName, aggro, aggroName, level: 20, hasQuests, zoneIds: [IDS.bree], areaIds: [IDS.breeTown],
});
export const NPCS: Record<'barliman' | 'wolf', NpcDetail> = {
  barliman: {
    ...npcItem(201, 'Barliman Butterbur', 'man', 'Man', 'friendly', 'Friendly', true),
    zones: [{ mapId: IDS.bree, name: 'Bree-land' }], areas: [{ mapId: IDS.breeTown, name: 'Bree-town' }], location: 'The Prancing Pony', notes: 'Innkeeper.',
    screenshotUrl: null, startsQuests: [ref(QUESTS.pony)], involvedQuests: [ref(QUESTS.errand)],
    markers: [
      { index: 1, mapId: IDS.bree, zone: 'Bree-land', longitude: -50.5, latitude: -29.5, ...toGameCoordinates(-50.5, -29.5) },
      { index: 2, mapId: IDS.breeTown, zone: 'Bree-town', longitude: -55, latitude: -38, ...toGameCoordinates(-55, -38) },
    ],
  },
  wolf: {
    ...npcItem(202, 'Old Wolf', 'wolf', 'Wolf', 'aggressive', 'Aggressive', false),
    zones: [{ mapId: IDS.bree, name: 'Bree-land' }], areas: [], location: 'The hills', notes: null, screenshotUrl: null, startsQuests: [], involvedQuests: [],
    markers: [{ index: 1, mapId: IDS.bree, zone: 'Bree-land', longitude: -48, latitude: -25, ...toGameCoordinates(-48, -25) }],
  },
};

const page = <K extends string, T>(key: K, items: T[]) => ({ [key]: items, totalCount: items.length, page: 1, pageSize: 10000, totalPages: 1 }) as Record<K, T[]> & { totalCount: number };
const idOf = (request: MockRequest) => Number(request.path.split('/')[3]);
const notFound = { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };

/** Every atlas call the page makes, answered from the world above; `overrides` replace some. */
export function atlasRoutes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  const routes: Record<string, MockHandler> = {
    'GET /api/maps': (request) => {
      const search = (request.query.get('search') ?? '').toLowerCase();
      const maps = ALL_MAPS.filter((m) => m.localizedName.toLowerCase().includes(search));
      return { body: { maps, mapsByType: { region: maps.filter((m) => m.type === 'region'), area: maps.filter((m) => m.type === 'area'), dungeon: maps.filter((m) => m.type === 'dungeon') } } };
    },
    'GET /api/maps/main-zones': { body: { worldMapId: IDS.world, mapIds: [IDS.shire, IDS.bree] } },
    'GET /api/maps/categories': { body: CATEGORIES },
    'GET /api/maps/hierarchy': { body: HIERARCHY },
    'GET /api/maps/composite': { body: COMPOSITE },
    'GET /api/quests/categories': { body: [{ id: 1, name: 'Bree-land', localizedName: 'Bree-land', kind: 'zone', questCount: 3 }] },
    'GET /api/quests/expansions': { body: [] },
    'GET /api/npcs/races': { body: [{ code: 'man', name: 'Man' }, { code: 'wolf', name: 'Wolf' }] },
    'GET /api/npcs/aggro-types': { body: [{ code: 'friendly', name: 'Friendly' }, { code: 'aggressive', name: 'Aggressive' }] },
    'GET /api/quests': (request) => {
      const mapId = request.query.get('mapId');
      const search = (request.query.get('search') ?? '').toLowerCase();
      const minLevel = Number(request.query.get('minLevel') ?? 1);
      const maxLevel = Number(request.query.get('maxLevel') ?? 50);
      const quests = ALL_QUESTS.filter(
        (q) => (!mapId || q.markerMapIds.includes(Number(mapId))) && q.localizedName.toLowerCase().includes(search) && q.level >= minLevel && q.level <= maxLevel,
      ).map(listItem);
      return { body: page('quests', quests) };
    },
    'GET /api/npcs': (request) => {
      const race = request.query.get('race');
      const search = (request.query.get('search') ?? '').toLowerCase();
      const npcs = Object.values(NPCS)
        .filter((n) => (!race || n.race === race) && n.localizedName.toLowerCase().includes(search))
        .map(({ zones: _z, areas: _a, location: _l, notes: _n, screenshotUrl: _s, startsQuests: _sq, involvedQuests: _iq, markers: _m, ...item }) => item);
      return { body: page('npcs', npcs) };
    },
    'POST /api/corrections': { status: 201, body: { correctionId: 42 } },
  };
  for (const m of ALL_MAPS) {
    routes[`GET /api/maps/${m.id}`] = { body: m };
    routes[`GET /api/maps/${m.id}/markers`] = { body: { mapId: m.id, markers: Object.values(MARKERS).filter((x) => x.mapId === m.id) } };
    routes[`GET /api/maps/${m.id}/links`] = { body: Object.values(LINKS).filter((l) => l.parentId === m.id) };
    routes[`GET /api/maps/${m.id}/hierarchy-path`] = { body: hierarchyPath(m.id) };
  }
  for (const q of ALL_QUESTS) {
    routes[`GET /api/quests/${q.id}`] = (request) => (idOf(request) === q.id ? { body: q } : notFound);
    routes[`GET /api/quests/${q.id}/chain`] = { body: chainOf(q.id) };
  }
  for (const n of Object.values(NPCS)) routes[`GET /api/npcs/${n.mobId}`] = { body: n };
  return { ...routes, ...overrides };
}

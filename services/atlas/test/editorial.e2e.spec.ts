// The editorial seam: with a QuestEditorial that excludes and overrides quests and calibrates a zone (what admin's data
// does), every answer follows it — lists, details with moved, hidden and added markers, chains, counts, an NPC's quests,
// map and composite markers, NPC spawns — and the precompressed answers change tag.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { CompositeDataSchema, MapMarkersSchema, NpcDetailSchema, NpcsOnMapSchema, QuestCategoryListSchema, QuestChainSchema, QuestDetailSchema, QuestPageSchema } from '@eoa/contracts';
import type { MapRecord, QuestRecord } from '@eoa/dataset';
import { DataCache } from '@eoa/server-kit';
import type { EditorialView } from '../src/editorial/quest-editorial.js';
import { bootAtlas, getAnswer, sampleWorld } from './support/atlas-app.js';

const world = sampleWorld();
const questOf = (id: number) => world.quests.find((q) => q.id === id)!;
const mapOf = (id: number) => world.maps.find((m) => m.id === id)!;
const chainFrom = (first: QuestRecord) => {
  const chain = [first];
  while (chain[chain.length - 1]!.nextQuestId !== null) chain.push(questOf(chain[chain.length - 1]!.nextQuestId!));
  return chain;
};
/** A chain of four or more whose second quest is given by an NPC who gives other quests too. */
const chain = world.quests
  .map((q) => (q.prerequisiteId === null && q.nextQuestId !== null ? chainFrom(q) : []))
  .find((c) => c.length >= 4 && world.npcs.some((n) => n.startsQuests.includes(c[1]!.id) && n.startsQuests.length > 1))!;
const [first, excluded, third] = chain as [QuestRecord, QuestRecord, QuestRecord];
const commented = world.quests.find((q) => q.comments.length >= 2 && !chain.includes(q))!;
const giver = world.npcs.find((n) => n.startsQuests.includes(excluded.id))!;

// ------------------------------------------------------------------ worked by hand: the 500×375 source space, game units

/** Game coordinates from degrees, as the data stores them (gameX = (lon + 120) × 200, gameY = (lat + 45) × 200, to 0.1). */
const toGame = (longitude: number, latitude: number) => ({
  gameX: Math.round((longitude + 120) * 2000) / 10,
  gameY: Math.round((latitude + 45) * 2000) / 10,
});
/** A point of the 500×375 source space of a map's box → degrees (x east from the west edge, y south from the north edge). */
const fromSource = (map: MapRecord, x: number, y: number) => ({
  longitude: map.boundingBox.min.longitude + (x / 500) * (map.boundingBox.max.longitude - map.boundingBox.min.longitude),
  latitude: map.boundingBox.max.latitude - (y / 375) * (map.boundingBox.max.latitude - map.boundingBox.min.latitude),
});
/** A map's seeded calibration: its box in game units (to 0.1), offset 0, scale 1. */
const seededCalibration = (map: MapRecord) => {
  const min = toGame(map.boundingBox.min.longitude, map.boundingBox.min.latitude);
  const max = toGame(map.boundingBox.max.longitude, map.boundingBox.max.latitude);
  return { gameMinX: min.gameX, gameMaxX: max.gameX, gameMinY: min.gameY, gameMaxY: max.gameY, offsetX: 0, offsetY: 0, scale: 1 };
};

// A quest with two markers or more in its first objective, all on its own map (a zone or an area), outside the chain.
const marked = world.quests.find(
  (q) => q.mapId !== null && !chain.includes(q) && q !== commented && q.objectives.length >= 2 && q.objectives[0]!.markers.length >= 2,
)!;
const markedMap = mapOf(marked.mapId!);
const [moved, hidden] = marked.objectives[0]!.markers as [QuestRecord['objectives'][number]['markers'][number], QuestRecord['objectives'][number]['markers'][number]];
const lastIndex = Math.max(...marked.objectives.flatMap((o) => o.markers.map((m) => m.index)));
const otherCategory = world.questCategories.find((c) => c.id !== marked.categoryId)!;

// The calibrated zone: one with markers on it, on an area of it and on a dungeon of it, an NPC spawning on it, and a
// quest whose markers lie on it — other than the edited quest's zone. One unit of game offset is 1/200 of a degree.
const zoneIds = new Set(world.maps.filter((m) => m.isMainRegionMap && m.parentId !== null).map((m) => m.id));
const hasMarkers = (mapId: number) => world.markers.some((m) => m.mapId === mapId);
const zone = world.maps.find(
  (z) =>
    zoneIds.has(z.id) &&
    z.id !== markedMap.zoneId &&
    z.id !== markedMap.id &&
    hasMarkers(z.id) &&
    world.maps.some((a) => a.type === 'area' && a.zoneId === z.id && hasMarkers(a.id)) &&
    world.maps.some((d) => d.type === 'dungeon' && d.zoneId === z.id && hasMarkers(d.id)) &&
    world.npcs.some((n) => n.spawns.some((s) => s.mapId === z.id)) &&
    world.quests.some((q) => q.objectives.some((o) => o.markers.some((m) => m.mapId === z.id))),
)!;
const area = world.maps.find((a) => a.type === 'area' && a.zoneId === zone.id && hasMarkers(a.id))!;
const dungeon = world.maps.find((d) => d.type === 'dungeon' && d.zoneId === zone.id && hasMarkers(d.id))!;
const spawner = world.npcs.find((n) => n.spawns.some((s) => s.mapId === zone.id))!;
const zoneQuest = world.quests.find((q) => q !== marked && q.objectives.some((o) => o.markers.some((m) => m.mapId === zone.id)))!;
/** Where the calibration below draws a game position: 1° east and 0.5° south of it. */
const shifted = (gameX: number, gameY: number) => ({ longitude: gameX / 200 - 120 + 1, latitude: gameY / 200 - 45 - 0.5 });
/** Another zone, calibrated with its seeded numbers: nothing there moves. */
const untouchedZone = world.maps.find((z) => zoneIds.has(z.id) && z.id !== zone.id && hasMarkers(z.id))!;

const editedView = (): EditorialView => ({
  version: 'edit-1',
  excluded: new Set([excluded.id]),
  overrides: new Map([
    [first.id, { name: { ...first.name, en: 'Zzz Edited Name', de: 'Zzz Bearbeitet' }, level: 42 }],
    [commented.id, { hiddenCommentIndices: [0] }],
    [
      marked.id,
      {
        expansionEra: 'Mordor',
        categoryId: otherCategory.id,
        description: { en: 'Edited text', de: 'Edited text', fr: 'Edited text', ru: 'Edited text' },
        objectiveTexts: [undefined, { en: 'Edited objective', de: 'Edited objective', fr: 'Edited objective', ru: 'Edited objective' }],
        markers: [
          { index: moved.index, name: moved.name.en, objectiveIndex: 0, originalX: 1, originalY: 1, overrideX: 100.5, overrideY: 200.25, hidden: false },
          { index: hidden.index, name: hidden.name.en, objectiveIndex: 0, originalX: 1, originalY: 1, overrideX: null, overrideY: null, hidden: true },
          { index: null, name: 'Added spot', objectiveIndex: 1, originalX: null, originalY: null, overrideX: 250, overrideY: 187.5, hidden: false },
          // A new marker without both coordinates cannot be placed: left out.
          { index: null, name: 'Nowhere', objectiveIndex: 0, originalX: null, originalY: null, overrideX: 10, overrideY: 0, hidden: false },
        ],
      },
    ],
  ]),
  calibrations: new Map([
    [zone.id, { ...seededCalibration(zone), offsetX: 200, offsetY: -100 }],
    [untouchedZone.id, seededCalibration(untouchedZone)],
  ]),
  calibrationVersion: 'calibrated-1',
});

let view: EditorialView = editedView();

describe('atlas quests with editorial data', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await bootAtlas(() => view);
    // Answers cached by other test files of the run were built without this editorial data.
    await app.get(DataCache).clear();
  }, 120_000);

  afterAll(async () => {
    await app?.get(DataCache).clear();
    await app?.close();
  });

  it('leaves excluded quests out of the lists unless includeExcluded=true', async () => {
    const all = await getAnswer(QuestPageSchema, app, '/api/quests?pageSize=10000');
    expect(all.totalCount).toBe(world.quests.length - 1);
    expect(all.quests.some((q) => q.id === excluded.id)).toBe(false);
    const withExcluded = await getAnswer(QuestPageSchema, app, '/api/quests?pageSize=10000&includeExcluded=true');
    expect(withExcluded.totalCount).toBe(world.quests.length);
    expect(withExcluded.quests.find((q) => q.id === excluded.id)).toMatchObject({ isExcluded: true });
    if (excluded.zoneId !== null) expect((await getAnswer(QuestPageSchema, app, `/api/quests/zone/${excluded.zoneId}`)).quests.some((q) => q.id === excluded.id)).toBe(false);
    const categories = await getAnswer(QuestCategoryListSchema, app, '/api/quests/categories');
    expect(categories.reduce((n, c) => n + c.questCount, 0)).toBe(world.quests.length - 1);
    // The quest itself still answers (an editor may look at it).
    expect(await getAnswer(QuestDetailSchema, app, `/api/quests/${excluded.id}`)).toMatchObject({ id: excluded.id, isExcluded: true });
  });

  it('applies overrides: name (sorted by it), level, hidden comments, hasOverrides', async () => {
    const all = await getAnswer(QuestPageSchema, app, '/api/quests?pageSize=10000&lang=de');
    expect(all.quests[all.quests.length - 1]).toMatchObject({ id: first.id, name: 'Zzz Edited Name', localizedName: 'Zzz Bearbeitet', level: 42, hasOverrides: true });
    expect((await getAnswer(QuestPageSchema, app, '/api/quests?search=zzz%20edited')).quests.map((q) => q.id)).toEqual([first.id]);
    const detail = await getAnswer(QuestDetailSchema, app, `/api/quests/${commented.id}`);
    expect(detail.hasOverrides).toBe(true);
    expect(detail.allakhazamData.comments).toEqual(commented.comments.slice(1));
  });

  it('applies the era, category, description and objective text overrides in every language', async () => {
    const detail = await getAnswer(QuestDetailSchema, app, `/api/quests/${marked.id}?lang=fr`);
    expect(detail).toMatchObject({
      expansionEra: 'Mordor',
      category: otherCategory.id,
      categoryName: otherCategory.name.fr,
      description: 'Edited text',
      localizedDescription: 'Edited text',
    });
    expect(detail.objectives[0]!.localizedText).toBe(marked.objectives[0]!.text.fr);
    expect(detail.objectives[1]).toMatchObject({ text: 'Edited objective', localizedText: 'Edited objective' });
    // The list's era filter follows the override.
    const mordor = await getAnswer(QuestPageSchema, app, '/api/quests?pageSize=10000&expansionFilter=Mordor');
    expect(mordor.quests.some((q) => q.id === marked.id)).toBe(true);
    if (marked.expansionEra !== 'Mordor') {
      const before = await getAnswer(QuestPageSchema, app, `/api/quests?pageSize=10000&expansionFilter=${marked.expansionEra}`);
      expect(before.quests.some((q) => q.id === marked.id)).toBe(false);
    }
  });

  it('moves, hides and adds quest markers from the 500×375 source space of the quest map', async () => {
    const detail = await getAnswer(QuestDetailSchema, app, `/api/quests/${marked.id}`);
    const movedTo = fromSource(markedMap, 100.5, 200.25);
    const movedMarker = detail.markers.find((m) => m.index === moved.index)!;
    expect(movedMarker.longitude).toBeCloseTo(movedTo.longitude, 9);
    expect(movedMarker.latitude).toBeCloseTo(movedTo.latitude, 9);
    expect({ gameX: movedMarker.gameX, gameY: movedMarker.gameY }).toEqual(toGame(movedTo.longitude, movedTo.latitude));
    expect(movedMarker).toMatchObject({ name: moved.name.en, mapId: moved.mapId });

    expect(detail.markers.some((m) => m.index === hidden.index)).toBe(false);
    expect(detail.objectives[0]!.markers.map((m) => m.index)).toEqual(marked.objectives[0]!.markers.filter((m) => m !== hidden).map((m) => m.index));

    const addedAt = fromSource(markedMap, 250, 187.5);
    const added = detail.objectives[1]!.markers.at(-1)!;
    expect(added).toMatchObject({ index: lastIndex + 1, name: 'Added spot', localizedName: 'Added spot', mapId: markedMap.id, ...toGame(addedAt.longitude, addedAt.latitude) });
    expect(added.longitude).toBeCloseTo(addedAt.longitude, 9);
    expect(detail.markers.map((m) => m.index)).toEqual([...detail.markers.map((m) => m.index)].sort((a, b) => a - b));
    expect(detail.markers.some((m) => m.name === 'Nowhere')).toBe(false);
    expect(detail.markers).toHaveLength(marked.objectives.flatMap((o) => o.markers).length);
  });

  it("draws a calibrated zone's map, area and composite markers where the calibration says; game coordinates stay", async () => {
    const zoneMarkers = (await getAnswer(MapMarkersSchema, app, `/api/maps/${zone.id}/markers`)).markers;
    const stored = world.markers.filter((m) => m.mapId === zone.id);
    expect(zoneMarkers).toHaveLength(stored.length);
    for (const marker of stored.slice(0, 25)) {
      const served = zoneMarkers.find((m) => m.id === marker.id)!;
      expect(served).toMatchObject({ gameX: marker.gameX, gameY: marker.gameY });
      expect(served.longitude).toBeCloseTo(shifted(marker.gameX, marker.gameY).longitude, 6);
      expect(served.latitude).toBeCloseTo(shifted(marker.gameX, marker.gameY).latitude, 6);
    }
    const areaMarker = world.markers.find((m) => m.mapId === area.id)!;
    const servedInArea = (await getAnswer(MapMarkersSchema, app, `/api/maps/${area.id}/markers`)).markers.find((m) => m.id === areaMarker.id)!;
    expect(servedInArea.longitude).toBeCloseTo(shifted(areaMarker.gameX, areaMarker.gameY).longitude, 6);

    // Dungeons keep their own frame; the zone calibrated with its seeded numbers moves nothing.
    const dungeonMarker = world.markers.find((m) => m.mapId === dungeon.id)!;
    expect((await getAnswer(MapMarkersSchema, app, `/api/maps/${dungeon.id}/markers`)).markers.find((m) => m.id === dungeonMarker.id)).toMatchObject({
      longitude: dungeonMarker.longitude, latitude: dungeonMarker.latitude,
    });
    const untouched = world.markers.find((m) => m.mapId === untouchedZone.id)!;
    expect((await getAnswer(MapMarkersSchema, app, `/api/maps/${untouchedZone.id}/markers`)).markers.find((m) => m.id === untouched.id)).toMatchObject({
      longitude: untouched.longitude, latitude: untouched.latitude,
    });

    const composite = await getAnswer(CompositeDataSchema, app, '/api/maps/composite');
    const inComposite = composite.markers.find((m) => m.id === stored[0]!.id)!;
    expect(inComposite.longitude).toBeCloseTo(shifted(stored[0]!.gameX, stored[0]!.gameY).longitude, 6);
    expect(composite.markers.find((m) => m.id === untouched.id)).toMatchObject({ longitude: untouched.longitude, latitude: untouched.latitude });
  });

  it('draws quest markers and NPC spawns of a calibrated zone moved too', async () => {
    const marker = zoneQuest.objectives.flatMap((o) => o.markers).find((m) => m.mapId === zone.id)!;
    const served = (await getAnswer(QuestDetailSchema, app, `/api/quests/${zoneQuest.id}`)).markers.find((m) => m.index === marker.index)!;
    expect(served).toMatchObject({ gameX: marker.gameX, gameY: marker.gameY });
    expect(served.longitude).toBeCloseTo(shifted(marker.gameX, marker.gameY).longitude, 6);
    expect(served.latitude).toBeCloseTo(shifted(marker.gameX, marker.gameY).latitude, 6);

    const spawnIndex = spawner.spawns.findIndex((s) => s.mapId === zone.id);
    const spawn = spawner.spawns[spawnIndex]!;
    const detail = await getAnswer(NpcDetailSchema, app, `/api/npcs/${spawner.id}`);
    expect(detail.markers[spawnIndex]!.longitude).toBeCloseTo(shifted(spawn.gameX, spawn.gameY).longitude, 6);
    const onMap = await getAnswer(NpcsOnMapSchema, app, `/api/npcs/map/${zone.id}`);
    const there = onMap.npcs.find((n) => n.mobId === spawner.id)!.markers.find((m) => m.index === spawnIndex + 1)!;
    expect(there.latitude).toBeCloseTo(shifted(spawn.gameX, spawn.gameY).latitude, 6);
  });

  it('cuts a chain at an excluded quest and says the position is estimated', async () => {
    const after = await getAnswer(QuestChainSchema, app, `/api/quests/${third.id}/chain`);
    expect(after).toMatchObject({
      position: 1, totalQuests: chain.length - 2, isInChain: true, prerequisiteQuest: null, warnings: ['brokenChain', 'positionEstimated'], isIncomplete: true,
    });
    const before = await getAnswer(QuestChainSchema, app, `/api/quests/${first.id}/chain`);
    expect(before).toMatchObject({ position: 1, totalQuests: 1, nextQuest: null, warnings: ['brokenChain'], isIncomplete: true });
    expect(before.quests.map((q) => [q.id, q.name, q.level])).toEqual([[first.id, 'Zzz Edited Name', 42]]);
  });

  it("leaves excluded quests out of an NPC's quests", async () => {
    const detail = await getAnswer(NpcDetailSchema, app, `/api/npcs/${giver.id}`);
    expect(detail.startsQuests.map((q) => q.id).sort()).toEqual(giver.startsQuests.filter((id) => id !== excluded.id).sort());
  });

  it('builds new quest answers when the editorial version changes, new marker answers only when the calibrations do', async () => {
    const quests = await http().get('/api/quests?pageSize=10000').expect(200);
    const markers = await http().get(`/api/maps/${zone.id}/markers`).expect(200);
    const composite = await http().get('/api/maps/composite').expect(200);

    // A quest edit: the quest lists change tag, the markers keep theirs.
    view = { ...editedView(), version: 'edit-2', excluded: new Set() };
    await http().get('/api/quests?pageSize=10000').set('If-None-Match', quests.headers.etag!).expect(200);
    expect((await getAnswer(QuestPageSchema, app, '/api/quests?pageSize=10000')).totalCount).toBe(world.quests.length);
    expect((await getAnswer(QuestChainSchema, app, `/api/quests/${third.id}/chain`)).position).toBe(3);
    await http().get(`/api/maps/${zone.id}/markers`).set('If-None-Match', markers.headers.etag!).expect(304);

    // The calibration reset: every marker back where it is stored, under new tags.
    view = { ...view, version: 'edit-3', calibrations: new Map(), calibrationVersion: 'seeded' };
    await http().get(`/api/maps/${zone.id}/markers`).set('If-None-Match', markers.headers.etag!).expect(200);
    await http().get('/api/maps/composite').set('If-None-Match', composite.headers.etag!).expect(200);
    const stored = world.markers.find((m) => m.mapId === zone.id)!;
    expect((await getAnswer(MapMarkersSchema, app, `/api/maps/${zone.id}/markers`)).markers.find((m) => m.id === stored.id)).toMatchObject({
      longitude: stored.longitude, latitude: stored.latitude,
    });
  });
});

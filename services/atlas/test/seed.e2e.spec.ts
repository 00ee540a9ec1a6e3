import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { describeDatasetSeeding } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { ATLAS_SCHEMA, ATLAS_TABLES } from '../src/dataset/atlas.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
const rewardedItems = (records: DatasetRecords) =>
  new Set([
    ...records.quests.flatMap((q) => [...q.rewards.items, ...q.rewards.selectableItems].map((r) => r.itemId)),
    ...records.markers.flatMap((m) => (m.itemId === null ? [] : [m.itemId])),
  ]);
/** Rows each table holds once seeded with these records. */
const countsOf = (records: DatasetRecords): Record<(typeof ATLAS_TABLES)[number], number> => ({
  markers: records.markers.length,
  quests: records.quests.length,
  npc_spawns: records.npcs.reduce((sum, n) => sum + n.spawns.length, 0),
  npcs: records.npcs.length,
  quest_categories: records.questCategories.length,
  marker_categories: records.markerCategories.length,
  map_links: records.mapLinks.length,
  maps: records.maps.length,
  item_refs: rewardedItems(records).size,
  translations: records.translations.length,
});

describeDatasetSeeding(
  {
    service: 'atlas', schema: ATLAS_SCHEMA, tables: ATLAS_TABLES, countsOf, appModule: AppModule, serviceInfo: SERVICE, runSeed, world,
    // The line and field the corrupted-dataset tests break (a reference to a category that does not exist).
    brokenFile: 'markers.ndjson',
    brokenLine: 5,
    breakLine: (line) => line.replace(/"categoryCode":\d+/, '"categoryCode":4242'),
    brokenMessage: 'categoryCode: unknown markerCategories id 4242',
    duplicateForRollback: 'markers',
  },
  ({ probe }) => {
    it('keeps every field of a record: coordinates as columns, objectives and rewards as jsonb', async () => {
      const quest = data.quests.find((q) => q.objectives.some((o) => o.markers.length > 0) && q.rewards.reputation !== null && q.prerequisiteId !== null)!;
      const [row] = await probe.query('SELECT * FROM "atlas"."quests" WHERE id = $1', [quest.id]);
      expect(row).toMatchObject({
        id: quest.id, name: quest.name, level: quest.level, category_id: quest.categoryId, zone_id: quest.zoneId, area_id: quest.areaId,
        map_id: quest.mapId, bestower_npc_id: quest.bestowerNpcId, objectives: quest.objectives, rewards: quest.rewards,
        reputation_faction: quest.rewards.reputation!.faction, has_markers: true, prerequisite_id: quest.prerequisiteId,
        comments: quest.comments, expansion_era: quest.expansionEra, size: quest.size, repeatable: quest.repeatable, faction: quest.faction,
      });
      expect(row.marker_map_ids).toEqual([...new Set(quest.objectives.flatMap((o) => o.markers.map((m) => m.mapId)))].sort((a, b) => a - b));
      const map = data.maps.find((m) => m.id === quest.mapId)!;
      const [box] = await probe.query('SELECT min_longitude, min_latitude, max_longitude, max_latitude FROM "atlas"."maps" WHERE id = $1', [map.id]);
      expect(box).toEqual({
        min_longitude: map.boundingBox.min.longitude, min_latitude: map.boundingBox.min.latitude,
        max_longitude: map.boundingBox.max.longitude, max_latitude: map.boundingBox.max.latitude,
      });
      const npc = data.npcs.find((n) => n.spawns.length > 1)!;
      const spawns = await probe.query('SELECT map_id, longitude, latitude, game_x, game_y FROM "atlas"."npc_spawns" WHERE npc_id = $1 ORDER BY position', [npc.id]);
      expect(spawns).toEqual(npc.spawns.map((s) => ({ map_id: s.mapId, longitude: s.longitude, latitude: s.latitude, game_x: s.gameX, game_y: s.gameY })));
      const marker = data.markers[0]!;
      const [m] = await probe.query('SELECT map_id, category_code, label, longitude, latitude, game_x, game_y FROM "atlas"."markers" WHERE id = $1', [marker.id]);
      expect(m).toEqual({
        map_id: marker.mapId, category_code: marker.categoryCode, label: marker.label, longitude: marker.longitude, latitude: marker.latitude,
        game_x: marker.gameX, game_y: marker.gameY,
      });
    });
  },
);

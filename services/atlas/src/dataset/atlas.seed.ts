import type { DatasetKind, DatasetRecords } from '@eoa/dataset';
import { bulkInsert, type DatasetSchemaSeed, type SqlRunner } from '@eoa/server-kit';

export const ATLAS_SCHEMA = 'atlas';

/** The dataset kinds atlas reads: its own, plus items for the names of quest rewards. */
export const ATLAS_KINDS = [
  'translations', 'maps', 'mapLinks', 'markerCategories', 'markers', 'questCategories', 'quests', 'npcs', 'items',
] as const satisfies readonly DatasetKind[];

export type AtlasRecords = Pick<DatasetRecords, (typeof ATLAS_KINDS)[number]>;

/** Tables filled from the dataset, in the order a reset empties them (referencing tables first). */
export const ATLAS_TABLES = [
  'markers', 'quests', 'npc_spawns', 'npcs', 'quest_categories', 'marker_categories', 'map_links', 'maps', 'item_refs', 'translations',
] as const;

const target = (table: (typeof ATLAS_TABLES)[number], columns: Record<string, string>) => ({ schema: ATLAS_SCHEMA, table, columns });

/**
 * Writes atlas's part of a dataset: maps and links, marker categories, NPCs with their spawns, quests,
 * markers, and the display data of the items quests reward or markers show. Inside the caller's transaction.
 */
export async function seedAtlasSchema(db: SqlRunner, data: AtlasRecords): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};

  counts.translations = await bulkInsert(db, target('translations', { key: 'text', text: 'jsonb' }), data.translations);

  const used = new Set<number>();
  for (const quest of data.quests) {
    for (const reward of quest.rewards.items) used.add(reward.itemId);
    for (const reward of quest.rewards.selectableItems) used.add(reward.itemId);
  }
  for (const marker of data.markers) if (marker.itemId !== null) used.add(marker.itemId);
  counts.item_refs = await bulkInsert(
    db,
    target('item_refs', { id: 'integer', name: 'jsonb', icon: 'text', quality: 'text' }),
    data.items.filter((item) => used.has(item.id)).map((item) => ({ id: item.id, name: item.name, icon: item.icon, quality: item.quality })),
  );

  counts.maps = await bulkInsert(
    db,
    target('maps', {
      id: 'integer', name: 'jsonb', type: 'text', parent_id: 'integer', zone_id: 'integer', is_main_region_map: 'boolean',
      is_instance: 'boolean', min_longitude: 'double precision', min_latitude: 'double precision', max_longitude: 'double precision',
      max_latitude: 'double precision', level_min: 'smallint', level_max: 'smallint', image_width: 'integer', image_height: 'integer',
    }),
    data.maps.map((m) => ({
      id: m.id, name: m.name, type: m.type, parent_id: m.parentId, zone_id: m.zoneId, is_main_region_map: m.isMainRegionMap,
      is_instance: m.isInstance, min_longitude: m.boundingBox.min.longitude, min_latitude: m.boundingBox.min.latitude,
      max_longitude: m.boundingBox.max.longitude, max_latitude: m.boundingBox.max.latitude, level_min: m.levelMin, level_max: m.levelMax,
      image_width: m.imageWidth, image_height: m.imageHeight,
    })),
  );

  counts.map_links = await bulkInsert(
    db,
    target('map_links', {
      id: 'integer', parent_id: 'integer', target_id: 'integer', label: 'jsonb', from_longitude: 'double precision',
      from_latitude: 'double precision',
    }),
    data.mapLinks.map((l) => ({
      id: l.id, parent_id: l.parentId, target_id: l.targetId, label: l.label, from_longitude: l.fromLongitude, from_latitude: l.fromLatitude,
    })),
  );

  counts.marker_categories = await bulkInsert(
    db,
    target('marker_categories', {
      code: 'integer', name: 'jsonb', marker_group: 'text', icon: 'text', default_enabled: 'boolean', bundled: 'boolean',
    }),
    data.markerCategories.map((c) => ({
      code: c.code, name: c.name, marker_group: c.group, icon: c.icon, default_enabled: c.defaultEnabled, bundled: c.bundled,
    })),
  );

  counts.quest_categories = await bulkInsert(db, target('quest_categories', { id: 'integer', name: 'jsonb', kind: 'text' }), data.questCategories);

  counts.npcs = await bulkInsert(
    db,
    target('npcs', {
      id: 'integer', name: 'jsonb', race: 'text', aggro: 'text', role: 'text', level: 'smallint', zone_ids: 'integer[]',
      area_ids: 'integer[]', location: 'jsonb', notes: 'jsonb', screenshot_url: 'text', starts_quests: 'integer[]',
      involved_quests: 'integer[]', has_quests: 'boolean',
    }),
    data.npcs.map((n) => ({
      id: n.id, name: n.name, race: n.race, aggro: n.aggro, role: n.role, level: n.level, zone_ids: n.zones, area_ids: n.areas,
      location: n.location, notes: n.notes, screenshot_url: n.screenshotUrl, starts_quests: n.startsQuests,
      involved_quests: n.involvedQuests, has_quests: n.startsQuests.length > 0 || n.involvedQuests.length > 0,
    })),
  );

  counts.npc_spawns = await bulkInsert(
    db,
    target('npc_spawns', {
      npc_id: 'integer', position: 'smallint', map_id: 'integer', longitude: 'double precision', latitude: 'double precision',
      game_x: 'double precision', game_y: 'double precision',
    }),
    data.npcs.flatMap((n) =>
      n.spawns.map((s, index) => ({
        npc_id: n.id, position: index + 1, map_id: s.mapId, longitude: s.longitude, latitude: s.latitude, game_x: s.gameX, game_y: s.gameY,
      })),
    ),
  );

  counts.quests = await bulkInsert(
    db,
    target('quests', {
      id: 'integer', name: 'jsonb', level: 'smallint', category_id: 'integer', scope: 'text', zone_id: 'integer', area_id: 'integer',
      map_id: 'integer', start_zone: 'jsonb', bestower_npc_id: 'integer', description: 'jsonb', objectives: 'jsonb',
      marker_map_ids: 'integer[]', has_markers: 'boolean', rewards: 'jsonb', reputation_faction: 'text', prerequisite_id: 'integer',
      next_quest_id: 'integer', comments: 'jsonb', expansion_era: 'text', size: 'text', repeatable: 'boolean', faction: 'text',
    }),
    data.quests.map((q) => {
      const markerMapIds = [...new Set(q.objectives.flatMap((o) => o.markers.map((m) => m.mapId)))].sort((a, b) => a - b);
      return {
        id: q.id, name: q.name, level: q.level, category_id: q.categoryId, scope: q.scope, zone_id: q.zoneId, area_id: q.areaId,
        map_id: q.mapId, start_zone: q.startZone, bestower_npc_id: q.bestowerNpcId, description: q.description, objectives: q.objectives,
        marker_map_ids: markerMapIds, has_markers: markerMapIds.length > 0, rewards: q.rewards,
        reputation_faction: q.rewards.reputation?.faction ?? null, prerequisite_id: q.prerequisiteId, next_quest_id: q.nextQuestId,
        comments: q.comments, expansion_era: q.expansionEra, size: q.size, repeatable: q.repeatable, faction: q.faction,
      };
    }),
  );

  counts.markers = await bulkInsert(
    db,
    target('markers', {
      id: 'integer', map_id: 'integer', category_code: 'integer', label: 'jsonb', name: 'text', longitude: 'double precision',
      latitude: 'double precision', game_x: 'double precision', game_y: 'double precision', type: 'text', npc_id: 'integer',
      item_id: 'integer',
    }),
    data.markers.map((m) => ({
      id: m.id, map_id: m.mapId, category_code: m.categoryCode, label: m.label, name: m.name, longitude: m.longitude, latitude: m.latitude,
      game_x: m.gameX, game_y: m.gameY, type: m.type, npc_id: m.npcId, item_id: m.itemId,
    })),
  );

  return counts;
}

/** Atlas's part of the dataset, for the seeding in @eoa/server-kit (at start: datasetSeedHook; the seed command: seedRunner). */
export const ATLAS_SEED: DatasetSchemaSeed = {
  schema: ATLAS_SCHEMA,
  kinds: ATLAS_KINDS,
  tables: ATLAS_TABLES,
  fill: seedAtlasSchema,
};

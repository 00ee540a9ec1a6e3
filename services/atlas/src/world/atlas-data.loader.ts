import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Localized } from '@eoa/contracts';
import type { QuestRecord } from '@eoa/dataset';
import { readSeededState } from '@eoa/server-kit';
import { ATLAS_SCHEMA } from '../dataset/atlas.seed.js';

/** The atlas data as stored, every text in all four languages (what Redis keeps; presented per language). */
export interface RawMap {
  id: number;
  name: Localized;
  type: string;
  parentId: number | null;
  zoneId: number | null;
  isMainRegionMap: boolean;
  isInstance: boolean;
  minLongitude: number;
  minLatitude: number;
  maxLongitude: number;
  maxLatitude: number;
  levelMin: number;
  levelMax: number;
  imageWidth: number;
  imageHeight: number;
}

export interface RawLink {
  id: number;
  parentId: number;
  targetId: number;
  label: Localized;
  fromLongitude: number;
  fromLatitude: number;
}

export interface RawCategory {
  code: number;
  name: Localized;
  group: string;
  defaultEnabled: boolean;
  bundled: boolean;
}

export interface RawMarker {
  id: number;
  mapId: number;
  categoryCode: number;
  label: Localized;
  name: string;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
  type: string | null;
  npcId: number | null;
  itemId: number | null;
}

export interface RawQuestCategory {
  id: number;
  name: Localized;
  kind: string;
}

export interface RawQuest {
  id: number;
  name: Localized;
  level: number;
  categoryId: number;
  scope: string;
  zoneId: number | null;
  areaId: number | null;
  mapId: number | null;
  startZone: Localized | null;
  bestowerNpcId: number | null;
  description: Localized;
  objectives: QuestRecord['objectives'];
  markerMapIds: number[];
  hasMarkers: boolean;
  rewards: QuestRecord['rewards'];
  prerequisiteId: number | null;
  nextQuestId: number | null;
  comments: QuestRecord['comments'];
  expansionEra: string;
  size: string;
  repeatable: boolean;
  faction: string;
}

export interface RawSpawn {
  mapId: number;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
}

export interface RawNpc {
  id: number;
  name: Localized;
  race: string;
  aggro: string;
  level: number;
  zoneIds: number[];
  areaIds: number[];
  location: Localized;
  notes: Localized | null;
  screenshotUrl: string | null;
  startsQuests: number[];
  involvedQuests: number[];
  hasQuests: boolean;
  /** In position order (the spawn list's numbers). */
  spawns: RawSpawn[];
}

export interface RawItem {
  id: number;
  name: Localized;
  icon: string;
  quality: string;
}

export interface RawAtlas {
  /** Changes with every (re)seed of the schema: answers' ETags and cache keys derive from it. */
  fingerprint: string;
  maps: RawMap[];
  links: RawLink[];
  categories: RawCategory[];
  markers: RawMarker[];
  questCategories: RawQuestCategory[];
  quests: RawQuest[];
  npcs: RawNpc[];
  items: RawItem[];
  translations: Record<string, Localized>;
}

/** Reads the whole atlas schema (98 maps, 37,240 markers, 3,139 quests, 3,063 NPCs in the sample world) in a few queries. */
@Injectable()
export class AtlasDataLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(): Promise<RawAtlas> {
    const db = this.dataSource;
    const [state, maps, links, categories, markers, questCategories, quests, npcs, spawns, items, translations] = await Promise.all([
      readSeededState(db, ATLAS_SCHEMA),
      db.query<RawMap[]>(
        `SELECT id, name, type, parent_id AS "parentId", zone_id AS "zoneId", is_main_region_map AS "isMainRegionMap", is_instance AS "isInstance",
                min_longitude AS "minLongitude", min_latitude AS "minLatitude", max_longitude AS "maxLongitude", max_latitude AS "maxLatitude",
                level_min AS "levelMin", level_max AS "levelMax", image_width AS "imageWidth", image_height AS "imageHeight"
           FROM atlas.maps ORDER BY id`,
      ),
      db.query<RawLink[]>(
        `SELECT id, parent_id AS "parentId", target_id AS "targetId", label, from_longitude AS "fromLongitude", from_latitude AS "fromLatitude"
           FROM atlas.map_links ORDER BY id`,
      ),
      db.query<RawCategory[]>(
        `SELECT code, name, marker_group AS "group", default_enabled AS "defaultEnabled", bundled FROM atlas.marker_categories ORDER BY code`,
      ),
      db.query<RawMarker[]>(
        `SELECT id, map_id AS "mapId", category_code AS "categoryCode", label, name, longitude, latitude, game_x AS "gameX", game_y AS "gameY",
                type, npc_id AS "npcId", item_id AS "itemId"
           FROM atlas.markers ORDER BY id`,
      ),
      db.query<RawQuestCategory[]>('SELECT id, name, kind FROM atlas.quest_categories ORDER BY id'),
      db.query<RawQuest[]>(
        `SELECT id, name, level, category_id AS "categoryId", scope, zone_id AS "zoneId", area_id AS "areaId", map_id AS "mapId",
                start_zone AS "startZone", bestower_npc_id AS "bestowerNpcId", description, objectives, marker_map_ids AS "markerMapIds",
                has_markers AS "hasMarkers", rewards, prerequisite_id AS "prerequisiteId", next_quest_id AS "nextQuestId", comments,
                expansion_era AS "expansionEra", size, repeatable, faction
           FROM atlas.quests ORDER BY id`,
      ),
      db.query<Omit<RawNpc, 'spawns'>[]>(
        `SELECT id, name, race, aggro, level, zone_ids AS "zoneIds", area_ids AS "areaIds", location, notes, screenshot_url AS "screenshotUrl",
                starts_quests AS "startsQuests", involved_quests AS "involvedQuests", has_quests AS "hasQuests"
           FROM atlas.npcs ORDER BY id`,
      ),
      db.query<(RawSpawn & { npcId: number })[]>(
        `SELECT npc_id AS "npcId", map_id AS "mapId", longitude, latitude, game_x AS "gameX", game_y AS "gameY"
           FROM atlas.npc_spawns ORDER BY npc_id, position`,
      ),
      db.query<RawItem[]>('SELECT id, name, icon, quality FROM atlas.item_refs ORDER BY id'),
      db.query<{ key: string; text: Localized }[]>('SELECT key, text FROM atlas.translations'),
    ]);
    const spawnsOf = new Map<number, RawSpawn[]>();
    for (const { npcId, ...spawn } of spawns) {
      const list = spawnsOf.get(npcId);
      if (list) list.push(spawn);
      else spawnsOf.set(npcId, [spawn]);
    }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([state?.dataVersion ?? null, state?.seededAt ?? null, state?.manifestSha256 ?? null, state?.source ?? null]))
      .digest('hex')
      .slice(0, 16);
    return {
      fingerprint,
      maps,
      links,
      categories,
      markers,
      questCategories,
      quests,
      npcs: npcs.map((n) => ({ ...n, spawns: spawnsOf.get(n.id) ?? [] })),
      items,
      translations: Object.fromEntries(translations.map((t) => [t.key, t.text])),
    };
  }
}

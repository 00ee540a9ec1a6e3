import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The atlas data (dataset kinds maps, map links, marker categories, markers, quest categories, quests,
 * NPCs) and the display data of the items quests reward (item_refs: a service never reads another's schema).
 * Ids, levels, maps, zones, categories and coordinates are columns; texts, objectives (with their quest
 * markers), rewards and comments stay jsonb. NPC spawns are rows (NPCs by map, NPC markers).
 * Plain SQL, frozen: later changes come as new migrations.
 */
export class GameData1795500000000 implements MigrationInterface {
  name = 'GameData1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "atlas"."translations" (
        "key" text PRIMARY KEY,
        "text" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "atlas"."item_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "icon" text NOT NULL,
        "quality" text NOT NULL
      )`);
    // Bounding box as four columns: min = south-west, max = north-east corner, degrees.
    await queryRunner.query(`
      CREATE TABLE "atlas"."maps" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "type" text NOT NULL,
        "parent_id" integer,
        "zone_id" integer,
        "is_main_region_map" boolean NOT NULL,
        "is_instance" boolean NOT NULL,
        "min_longitude" double precision NOT NULL,
        "min_latitude" double precision NOT NULL,
        "max_longitude" double precision NOT NULL,
        "max_latitude" double precision NOT NULL,
        "level_min" smallint NOT NULL,
        "level_max" smallint NOT NULL,
        "image_width" integer NOT NULL,
        "image_height" integer NOT NULL
      )`);
    // Hierarchy walks (children of a map) and the maps of a zone.
    await queryRunner.query('CREATE INDEX "IDX_maps_parent_id" ON "atlas"."maps" ("parent_id")');
    await queryRunner.query('CREATE INDEX "IDX_maps_zone_id" ON "atlas"."maps" ("zone_id")');
    await queryRunner.query(`
      CREATE TABLE "atlas"."map_links" (
        "id" integer PRIMARY KEY,
        "parent_id" integer NOT NULL REFERENCES "atlas"."maps" ("id"),
        "target_id" integer NOT NULL REFERENCES "atlas"."maps" ("id"),
        "label" jsonb NOT NULL,
        "from_longitude" double precision NOT NULL,
        "from_latitude" double precision NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX "IDX_map_links_parent_id" ON "atlas"."map_links" ("parent_id")');
    await queryRunner.query(`
      CREATE TABLE "atlas"."marker_categories" (
        "code" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "marker_group" text NOT NULL,
        "icon" text NOT NULL,
        "default_enabled" boolean NOT NULL,
        "bundled" boolean NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "atlas"."quest_categories" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "kind" text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "atlas"."npcs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "race" text NOT NULL,
        "aggro" text NOT NULL,
        "role" text NOT NULL,
        "level" smallint NOT NULL,
        "zone_ids" integer[] NOT NULL,
        "area_ids" integer[] NOT NULL,
        "location" jsonb NOT NULL,
        "notes" jsonb,
        "screenshot_url" text,
        "starts_quests" integer[] NOT NULL,
        "involved_quests" integer[] NOT NULL,
        "has_quests" boolean NOT NULL
      )`);
    // GET /npcs?race&aggro&hasQuests&search.
    await queryRunner.query('CREATE INDEX "IDX_npcs_race" ON "atlas"."npcs" ("race")');
    await queryRunner.query('CREATE INDEX "IDX_npcs_aggro" ON "atlas"."npcs" ("aggro")');
    await queryRunner.query(`CREATE INDEX "IDX_npcs_name_en" ON "atlas"."npcs" (lower("name"->>'en') text_pattern_ops)`);
    await queryRunner.query(`
      CREATE TABLE "atlas"."npc_spawns" (
        "npc_id" integer NOT NULL REFERENCES "atlas"."npcs" ("id") ON DELETE CASCADE,
        "position" smallint NOT NULL,
        "map_id" integer NOT NULL REFERENCES "atlas"."maps" ("id"),
        "longitude" double precision NOT NULL,
        "latitude" double precision NOT NULL,
        "game_x" double precision NOT NULL,
        "game_y" double precision NOT NULL,
        PRIMARY KEY ("npc_id", "position")
      )`);
    // GET /npcs?mapId, /npcs/map/{mapId} and NPC markers of a map.
    await queryRunner.query('CREATE INDEX "IDX_npc_spawns_map_id" ON "atlas"."npc_spawns" ("map_id")');
    await queryRunner.query(`
      CREATE TABLE "atlas"."quests" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "level" smallint NOT NULL,
        "category_id" integer NOT NULL REFERENCES "atlas"."quest_categories" ("id"),
        "scope" text NOT NULL,
        "zone_id" integer REFERENCES "atlas"."maps" ("id"),
        "area_id" integer REFERENCES "atlas"."maps" ("id"),
        "map_id" integer REFERENCES "atlas"."maps" ("id"),
        "start_zone" jsonb,
        "bestower_npc_id" integer REFERENCES "atlas"."npcs" ("id"),
        "description" jsonb NOT NULL,
        "objectives" jsonb NOT NULL,
        "marker_map_ids" integer[] NOT NULL,
        "has_markers" boolean NOT NULL,
        "rewards" jsonb NOT NULL,
        "reputation_faction" text,
        "prerequisite_id" integer,
        "next_quest_id" integer,
        "comments" jsonb NOT NULL,
        "expansion_era" text NOT NULL,
        "size" text NOT NULL,
        "repeatable" boolean NOT NULL,
        "faction" text NOT NULL
      )`);
    // GET /quests?mapId|zone|area&minLevel&maxLevel&category&…, /quests/map/{mapId}, /quests/zone/{zone}.
    await queryRunner.query('CREATE INDEX "IDX_quests_map_id_level" ON "atlas"."quests" ("map_id", "level")');
    await queryRunner.query('CREATE INDEX "IDX_quests_zone_id_level" ON "atlas"."quests" ("zone_id", "level")');
    await queryRunner.query('CREATE INDEX "IDX_quests_area_id" ON "atlas"."quests" ("area_id")');
    await queryRunner.query('CREATE INDEX "IDX_quests_level" ON "atlas"."quests" ("level")');
    await queryRunner.query('CREATE INDEX "IDX_quests_category_id" ON "atlas"."quests" ("category_id")');
    await queryRunner.query('CREATE INDEX "IDX_quests_expansion_era" ON "atlas"."quests" ("expansion_era")');
    await queryRunner.query('CREATE INDEX "IDX_quests_bestower_npc_id" ON "atlas"."quests" ("bestower_npc_id")');
    // Quests with a marker on a map (composite view): marker_map_ids && ARRAY[mapId].
    await queryRunner.query('CREATE INDEX "IDX_quests_marker_map_ids" ON "atlas"."quests" USING gin ("marker_map_ids")');
    await queryRunner.query(`CREATE INDEX "IDX_quests_name_en" ON "atlas"."quests" (lower("name"->>'en') text_pattern_ops)`);
    await queryRunner.query(`
      CREATE TABLE "atlas"."markers" (
        "id" integer PRIMARY KEY,
        "map_id" integer NOT NULL REFERENCES "atlas"."maps" ("id"),
        "category_code" integer NOT NULL REFERENCES "atlas"."marker_categories" ("code"),
        "label" jsonb NOT NULL,
        "name" text NOT NULL,
        "longitude" double precision NOT NULL,
        "latitude" double precision NOT NULL,
        "game_x" double precision NOT NULL,
        "game_y" double precision NOT NULL,
        "type" text,
        "npc_id" integer REFERENCES "atlas"."npcs" ("id"),
        "item_id" integer REFERENCES "atlas"."item_refs" ("id")
      )`);
    // GET /maps/{id}/markers?categories.
    await queryRunner.query('CREATE INDEX "IDX_markers_map_id_category_code" ON "atlas"."markers" ("map_id", "category_code")');
    await queryRunner.query('CREATE INDEX "IDX_markers_npc_id" ON "atlas"."markers" ("npc_id") WHERE "npc_id" IS NOT NULL');
    // Markers of a resource or drop; also keeps a reset's DELETE of item_refs from scanning markers per row.
    await queryRunner.query('CREATE INDEX "IDX_markers_item_id" ON "atlas"."markers" ("item_id") WHERE "item_id" IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['markers', 'quests', 'npc_spawns', 'npcs', 'quest_categories', 'marker_categories', 'map_links', 'maps', 'item_refs', 'translations']) {
      await queryRunner.query(`DROP TABLE "atlas"."${table}"`);
    }
  }
}

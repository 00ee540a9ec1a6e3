import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The loot data (dataset kinds loot instances, loot bosses with their guaranteed drops, item sources) and
 * the display data of what they name — items, NPCs (bosses, mobs, vendors, barterers), quests and recipes —
 * kept in *_refs tables (a service never reads another's schema). Drops are rows (GET
 * /items/{id}/dropsources, /loot/item/{id}/sources look them up by item). Plain SQL, frozen.
 */
export class GameData1795500000000 implements MigrationInterface {
  name = 'GameData1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "loot"."translations" (
        "key" text PRIMARY KEY,
        "text" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "loot"."item_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "icon" text NOT NULL,
        "quality" text NOT NULL,
        "level" smallint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "loot"."npc_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "role" text NOT NULL,
        "level" smallint NOT NULL
      )`);
    // Boss search by name.
    await queryRunner.query(`CREATE INDEX "IDX_npc_refs_name_en" ON "loot"."npc_refs" (lower("name"->>'en') text_pattern_ops)`);
    await queryRunner.query(`
      CREATE TABLE "loot"."quest_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "level" smallint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "loot"."recipe_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "profession" text NOT NULL,
        "profession_name" jsonb NOT NULL,
        "tier" smallint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "loot"."instances" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "type" text NOT NULL,
        "map_id" integer NOT NULL,
        "level_min" smallint NOT NULL,
        "level_max" smallint NOT NULL,
        "size" text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "loot"."bosses" (
        "mob_id" integer PRIMARY KEY REFERENCES "loot"."npc_refs" ("id"),
        "instance_id" integer NOT NULL REFERENCES "loot"."instances" ("id"),
        "location" jsonb NOT NULL,
        "level" smallint NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX "IDX_bosses_instance_id" ON "loot"."bosses" ("instance_id")');
    await queryRunner.query(`
      CREATE TABLE "loot"."boss_drops" (
        "mob_id" integer NOT NULL REFERENCES "loot"."bosses" ("mob_id") ON DELETE CASCADE,
        "position" smallint NOT NULL,
        "item_id" integer NOT NULL REFERENCES "loot"."item_refs" ("id"),
        "drop_chance" double precision NOT NULL,
        PRIMARY KEY ("mob_id", "position")
      )`);
    await queryRunner.query('CREATE INDEX "IDX_boss_drops_item_id" ON "loot"."boss_drops" ("item_id")');
    await queryRunner.query(`
      CREATE TABLE "loot"."item_sources" (
        "id" integer PRIMARY KEY,
        "item_id" integer NOT NULL REFERENCES "loot"."item_refs" ("id"),
        "source_type" smallint NOT NULL,
        "npc_id" integer REFERENCES "loot"."npc_refs" ("id"),
        "container" jsonb,
        "recipe_id" integer REFERENCES "loot"."recipe_refs" ("id"),
        "quest_id" integer REFERENCES "loot"."quest_refs" ("id"),
        "location" jsonb,
        "drop_chance" double precision,
        "price_copper" integer,
        "barter_item_id" integer REFERENCES "loot"."item_refs" ("id"),
        "barter_quantity" integer
      )`);
    // The sources of one item (of one type); what an NPC drops, sells or barters.
    await queryRunner.query('CREATE INDEX "IDX_item_sources_item_id_source_type" ON "loot"."item_sources" ("item_id", "source_type")');
    await queryRunner.query('CREATE INDEX "IDX_item_sources_npc_id" ON "loot"."item_sources" ("npc_id") WHERE "npc_id" IS NOT NULL');
    // The other references are indexed too: what a quest rewards, what a recipe makes, what a token buys —
    // and a reset's DELETE of the *_refs rows checks them without scanning item_sources once per row.
    await queryRunner.query('CREATE INDEX "IDX_item_sources_quest_id" ON "loot"."item_sources" ("quest_id") WHERE "quest_id" IS NOT NULL');
    await queryRunner.query('CREATE INDEX "IDX_item_sources_recipe_id" ON "loot"."item_sources" ("recipe_id") WHERE "recipe_id" IS NOT NULL');
    await queryRunner.query(
      'CREATE INDEX "IDX_item_sources_barter_item_id" ON "loot"."item_sources" ("barter_item_id") WHERE "barter_item_id" IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['item_sources', 'boss_drops', 'bosses', 'instances', 'recipe_refs', 'quest_refs', 'npc_refs', 'item_refs', 'translations']) {
      await queryRunner.query(`DROP TABLE "loot"."${table}"`);
    }
  }
}

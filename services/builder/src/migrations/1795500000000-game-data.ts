import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The builder's game data (dataset kinds translations, classes, races, base stats, combat characteristics,
 * progressions, traits, trait slots, item sets, items). What the API filters, sorts and joins on is a
 * column; nested structures (localized texts, stats, effects, bonuses, tiers) stay jsonb as in the dataset.
 * Plain SQL, frozen: later changes come as new migrations.
 */
export class GameData1795500000000 implements MigrationInterface {
  name = 'GameData1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Display text of every code (quality.rare, slot.head, stat.might, …) in en/de/fr/ru.
    await queryRunner.query(`
      CREATE TABLE "builder"."translations" (
        "key" text PRIMARY KEY,
        "text" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."classes" (
        "id" text PRIMARY KEY,
        "name" jsonb NOT NULL,
        "description" jsonb NOT NULL,
        "allowed_races" text[] NOT NULL,
        "armour_types" text[] NOT NULL,
        "weapon_types" text[] NOT NULL,
        "primary_stats" text[] NOT NULL,
        "dual_wield" text NOT NULL,
        "dual_wield_min_level" smallint,
        "icon_id" integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."races" (
        "id" text PRIMARY KEY,
        "name" jsonb NOT NULL,
        "description" jsonb NOT NULL,
        "allowed_classes" text[] NOT NULL,
        "start_zone_id" integer NOT NULL,
        "icon_id" integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."base_stats" (
        "class_id" text NOT NULL REFERENCES "builder"."classes" ("id"),
        "level" smallint NOT NULL,
        "morale" integer NOT NULL,
        "power" integer NOT NULL,
        "might" integer NOT NULL,
        "agility" integer NOT NULL,
        "vitality" integer NOT NULL,
        "will" integer NOT NULL,
        "fate" integer NOT NULL,
        "armour" integer NOT NULL,
        "in_combat_morale_regen" double precision NOT NULL,
        "out_of_combat_morale_regen" double precision NOT NULL,
        "in_combat_power_regen" double precision NOT NULL,
        "out_of_combat_power_regen" double precision NOT NULL,
        PRIMARY KEY ("class_id", "level")
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."combat_characteristics" (
        "id" integer PRIMARY KEY,
        "class_id" text NOT NULL REFERENCES "builder"."classes" ("id"),
        "rank" smallint NOT NULL,
        "name" jsonb NOT NULL,
        "required_level" smallint NOT NULL,
        "cost_copper" integer NOT NULL,
        "stat" text NOT NULL,
        "value" double precision NOT NULL
      )`);
    // The calculator sums a class's ranks up to the character level.
    await queryRunner.query(
      'CREATE INDEX "IDX_combat_characteristics_class_level" ON "builder"."combat_characteristics" ("class_id", "required_level")',
    );
    await queryRunner.query(`
      CREATE TABLE "builder"."progressions" (
        "id" integer PRIMARY KEY,
        "name" text NOT NULL,
        "indexed_by" text NOT NULL,
        "is_percentage" boolean NOT NULL,
        "points" double precision[] NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."traits" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "nature" text NOT NULL,
        "class_id" text REFERENCES "builder"."classes" ("id"),
        "race_id" text REFERENCES "builder"."races" ("id"),
        "icon_id" integer NOT NULL,
        "min_level" smallint NOT NULL,
        "max_rank" smallint NOT NULL,
        "tooltip" jsonb NOT NULL,
        "description" jsonb NOT NULL,
        "stats" jsonb NOT NULL,
        "skills" jsonb NOT NULL,
        "effects" jsonb NOT NULL,
        "virtue_bonuses" jsonb NOT NULL,
        "tiers" jsonb NOT NULL
      )`);
    // GET /trait/category/{nature}, /trait/available?className&raceName&level.
    await queryRunner.query('CREATE INDEX "IDX_traits_nature_min_level" ON "builder"."traits" ("nature", "min_level")');
    await queryRunner.query('CREATE INDEX "IDX_traits_class_id" ON "builder"."traits" ("class_id")');
    await queryRunner.query('CREATE INDEX "IDX_traits_race_id" ON "builder"."traits" ("race_id")');
    await queryRunner.query(`
      CREATE TABLE "builder"."trait_slots" (
        "level" smallint PRIMARY KEY,
        "virtue" smallint NOT NULL,
        "racial" smallint NOT NULL,
        "class" smallint NOT NULL,
        "legendary" smallint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."item_sets" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "level" smallint NOT NULL,
        "item_ids" integer[] NOT NULL,
        "bonuses" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "builder"."items" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "icon" text NOT NULL,
        "quality" text NOT NULL,
        "quality_rank" smallint NOT NULL,
        "category" text NOT NULL,
        "item_class" text NOT NULL,
        "slot" text,
        "weapon_type" text,
        "armour_type" text,
        "damage_type" text,
        "binding" text NOT NULL,
        "is_unique" boolean NOT NULL,
        "stack_size" integer NOT NULL,
        "level" smallint NOT NULL,
        "min_level" smallint NOT NULL,
        "required_class" text REFERENCES "builder"."classes" ("id"),
        "min_damage" double precision,
        "max_damage" double precision,
        "dps" double precision,
        "attack_speed" double precision,
        "slayer_value" double precision,
        "slayer_genus" text,
        "armour" integer,
        "stats" jsonb NOT NULL,
        "effects" jsonb NOT NULL,
        "skill_name" jsonb,
        "cooldown_duration" integer,
        "durability" integer,
        "sturdiness" text,
        "worth_copper" integer NOT NULL,
        "set_id" integer REFERENCES "builder"."item_sets" ("id"),
        "description" jsonb
      )`);
    // GET /items/category/{c}, /items/slot/{s}, /items/quality/{q}, /items/level?min&max and /items/filter
    // (each also ordered or bounded by level); /set/item/{itemId} goes through set_id.
    await queryRunner.query('CREATE INDEX "IDX_items_category_level" ON "builder"."items" ("category", "level")');
    await queryRunner.query('CREATE INDEX "IDX_items_slot_level" ON "builder"."items" ("slot", "level")');
    await queryRunner.query('CREATE INDEX "IDX_items_quality_level" ON "builder"."items" ("quality", "level")');
    await queryRunner.query('CREATE INDEX "IDX_items_level" ON "builder"."items" ("level")');
    await queryRunner.query('CREATE INDEX "IDX_items_item_class" ON "builder"."items" ("item_class")');
    await queryRunner.query('CREATE INDEX "IDX_items_set_id" ON "builder"."items" ("set_id") WHERE "set_id" IS NOT NULL');
    // Name search: prefix and equality on the lower-cased English name (pg_trgm is not assumed).
    await queryRunner.query(
      `CREATE INDEX "IDX_items_name_en" ON "builder"."items" (lower("name"->>'en') text_pattern_ops)`,
    );
    // statType/statMinValue filters: items having a stat (stats @> '[{"name":"might"}]').
    await queryRunner.query('CREATE INDEX "IDX_items_stats" ON "builder"."items" USING gin ("stats" jsonb_path_ops)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['items', 'item_sets', 'trait_slots', 'traits', 'progressions', 'combat_characteristics', 'base_stats', 'races', 'classes', 'translations']) {
      await queryRunner.query(`DROP TABLE "builder"."${table}"`);
    }
  }
}

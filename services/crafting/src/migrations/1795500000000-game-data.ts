import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The crafting data (dataset kinds professions and recipes) and the display data of the items recipes use
 * (item_refs: a service never reads another's schema, so the names, icons and qualities it shows are kept
 * here, seeded from the same dataset). Ingredients are rows (trees, "used in", ingredient search); nested
 * texts and tiers stay jsonb. Plain SQL, frozen: later changes come as new migrations.
 */
export class GameData1795500000000 implements MigrationInterface {
  name = 'GameData1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "crafting"."translations" (
        "key" text PRIMARY KEY,
        "text" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "crafting"."professions" (
        "id" text PRIMARY KEY,
        "name" jsonb NOT NULL,
        "kind" text NOT NULL,
        "tiers" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "crafting"."item_refs" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "icon" text NOT NULL,
        "quality" text NOT NULL,
        "category" text NOT NULL,
        "item_class" text NOT NULL,
        "level" smallint NOT NULL,
        "stack_size" integer NOT NULL,
        "worth_copper" integer NOT NULL,
        "vendor_price_copper" integer
      )`);
    // ingredientSearch: recipes whose ingredients' names match.
    await queryRunner.query(
      `CREATE INDEX "IDX_item_refs_name_en" ON "crafting"."item_refs" (lower("name"->>'en') text_pattern_ops)`,
    );
    await queryRunner.query(`
      CREATE TABLE "crafting"."recipes" (
        "id" integer PRIMARY KEY,
        "name" jsonb NOT NULL,
        "profession" text NOT NULL REFERENCES "crafting"."professions" ("id"),
        "tier" smallint NOT NULL,
        "category" text NOT NULL,
        "xp" integer NOT NULL,
        "base_critical_chance" double precision NOT NULL,
        "uses_shards" boolean NOT NULL,
        "result_item_id" integer NOT NULL REFERENCES "crafting"."item_refs" ("id"),
        "result_quantity" integer NOT NULL,
        "critical_result_item_id" integer REFERENCES "crafting"."item_refs" ("id"),
        "critical_result_quantity" integer,
        "recipe_item_id" integer REFERENCES "crafting"."item_refs" ("id")
      )`);
    // GET /recipe?profession&tier (the calculator asks per profession), trees find the recipe making an item.
    await queryRunner.query('CREATE INDEX "IDX_recipes_profession_tier" ON "crafting"."recipes" ("profession", "tier")');
    await queryRunner.query('CREATE INDEX "IDX_recipes_result_item_id" ON "crafting"."recipes" ("result_item_id")');
    await queryRunner.query(
      'CREATE INDEX "IDX_recipes_critical_result_item_id" ON "crafting"."recipes" ("critical_result_item_id") WHERE "critical_result_item_id" IS NOT NULL',
    );
    await queryRunner.query(`CREATE INDEX "IDX_recipes_name_en" ON "crafting"."recipes" (lower("name"->>'en') text_pattern_ops)`);
    await queryRunner.query(`
      CREATE TABLE "crafting"."recipe_ingredients" (
        "recipe_id" integer NOT NULL REFERENCES "crafting"."recipes" ("id") ON DELETE CASCADE,
        "position" smallint NOT NULL,
        "item_id" integer NOT NULL REFERENCES "crafting"."item_refs" ("id"),
        "quantity" integer NOT NULL,
        "optional" boolean NOT NULL,
        "critical_chance_bonus" double precision NOT NULL,
        PRIMARY KEY ("recipe_id", "position")
      )`);
    await queryRunner.query('CREATE INDEX "IDX_recipe_ingredients_item_id" ON "crafting"."recipe_ingredients" ("item_id")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['recipe_ingredients', 'recipes', 'item_refs', 'professions', 'translations']) {
      await queryRunner.query(`DROP TABLE "crafting"."${table}"`);
    }
  }
}

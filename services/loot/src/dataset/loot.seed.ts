import type { DatasetKind, DatasetRecords } from '@eoa/dataset';
import { bulkInsert, type DatasetSchemaSeed, type SqlRunner } from '@eoa/server-kit';

export const LOOT_SCHEMA = 'loot';

/** The dataset kinds loot reads: its own, plus what its rows name (items, NPCs, quests, recipes, professions). */
export const LOOT_KINDS = [
  'translations', 'lootInstances', 'lootBosses', 'itemSources', 'items', 'npcs', 'quests', 'recipes', 'professions',
] as const satisfies readonly DatasetKind[];

export type LootRecords = Pick<DatasetRecords, (typeof LOOT_KINDS)[number]>;

/** Tables filled from the dataset, in the order a reset empties them (referencing tables first). */
export const LOOT_TABLES = [
  'item_sources', 'boss_drops', 'bosses', 'instances', 'recipe_refs', 'quest_refs', 'npc_refs', 'item_refs', 'translations',
] as const;

const target = (table: (typeof LOOT_TABLES)[number], columns: Record<string, string>) => ({ schema: LOOT_SCHEMA, table, columns });

/**
 * Writes loot's part of a dataset: the display data of every item, NPC, quest and recipe its rows name,
 * then instances, bosses, one row per guaranteed drop, and item sources. Inside the caller's transaction.
 */
export async function seedLootSchema(db: SqlRunner, data: LootRecords): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const items = new Set<number>();
  const npcs = new Set<number>();
  const quests = new Set<number>();
  const recipes = new Set<number>();
  for (const boss of data.lootBosses) {
    npcs.add(boss.mobId);
    for (const drop of boss.guaranteedDrops) items.add(drop.itemId);
  }
  for (const source of data.itemSources) {
    items.add(source.itemId);
    if (source.barterItemId !== null) items.add(source.barterItemId);
    if (source.npcId !== null) npcs.add(source.npcId);
    if (source.questId !== null) quests.add(source.questId);
    if (source.recipeId !== null) recipes.add(source.recipeId);
  }

  counts.translations = await bulkInsert(db, target('translations', { key: 'text', text: 'jsonb' }), data.translations);

  counts.item_refs = await bulkInsert(
    db,
    target('item_refs', { id: 'integer', name: 'jsonb', icon: 'text', quality: 'text', level: 'smallint' }),
    data.items.filter((i) => items.has(i.id)).map((i) => ({ id: i.id, name: i.name, icon: i.icon, quality: i.quality, level: i.level })),
  );
  counts.npc_refs = await bulkInsert(
    db,
    target('npc_refs', { id: 'integer', name: 'jsonb', role: 'text', level: 'smallint' }),
    data.npcs.filter((n) => npcs.has(n.id)).map((n) => ({ id: n.id, name: n.name, role: n.role, level: n.level })),
  );
  counts.quest_refs = await bulkInsert(
    db,
    target('quest_refs', { id: 'integer', name: 'jsonb', level: 'smallint' }),
    data.quests.filter((q) => quests.has(q.id)).map((q) => ({ id: q.id, name: q.name, level: q.level })),
  );
  const professionNames = new Map(data.professions.map((p) => [p.id, p.name]));
  counts.recipe_refs = await bulkInsert(
    db,
    target('recipe_refs', { id: 'integer', name: 'jsonb', profession: 'text', profession_name: 'jsonb', tier: 'smallint' }),
    data.recipes
      .filter((r) => recipes.has(r.id))
      .map((r) => ({
        id: r.id, name: r.name, profession: r.profession, tier: r.tier,
        // professions.ndjson names every profession code in the sample world; an export without one shows the code.
        profession_name: professionNames.get(r.profession) ?? { en: r.profession, de: r.profession, fr: r.profession, ru: r.profession },
      })),
  );

  counts.instances = await bulkInsert(
    db,
    target('instances', { id: 'integer', name: 'jsonb', type: 'text', map_id: 'integer', level_min: 'smallint', level_max: 'smallint', size: 'text' }),
    data.lootInstances.map((i) => ({
      id: i.id, name: i.name, type: i.type, map_id: i.mapId, level_min: i.levelMin, level_max: i.levelMax, size: i.size,
    })),
  );
  counts.bosses = await bulkInsert(
    db,
    target('bosses', { mob_id: 'integer', instance_id: 'integer', location: 'jsonb', level: 'smallint' }),
    data.lootBosses.map((b) => ({ mob_id: b.mobId, instance_id: b.instanceId, location: b.location, level: b.level })),
  );
  counts.boss_drops = await bulkInsert(
    db,
    target('boss_drops', { mob_id: 'integer', position: 'smallint', item_id: 'integer', drop_chance: 'double precision' }),
    data.lootBosses.flatMap((b) =>
      b.guaranteedDrops.map((drop, index) => ({ mob_id: b.mobId, position: index + 1, item_id: drop.itemId, drop_chance: drop.dropChance })),
    ),
  );
  counts.item_sources = await bulkInsert(
    db,
    target('item_sources', {
      id: 'integer', item_id: 'integer', source_type: 'smallint', npc_id: 'integer', container: 'jsonb', recipe_id: 'integer',
      quest_id: 'integer', location: 'jsonb', drop_chance: 'double precision', price_copper: 'integer', barter_item_id: 'integer',
      barter_quantity: 'integer',
    }),
    data.itemSources.map((s) => ({
      id: s.id, item_id: s.itemId, source_type: s.sourceType, npc_id: s.npcId, container: s.container, recipe_id: s.recipeId,
      quest_id: s.questId, location: s.location, drop_chance: s.dropChance, price_copper: s.priceCopper, barter_item_id: s.barterItemId,
      barter_quantity: s.barterQuantity,
    })),
  );

  return counts;
}

/** Loot's part of the dataset, for the seeding in @eoa/server-kit (at start: datasetSeedHook; the seed command: seedRunner). */
export const LOOT_SEED: DatasetSchemaSeed = {
  schema: LOOT_SCHEMA,
  kinds: LOOT_KINDS,
  tables: LOOT_TABLES,
  fill: seedLootSchema,
};

// Payloads of the loot service (spec 2 §3 Loot instance and Boss, §7 loot calls; spec 1 §3 Item drop source).
// Names come twice: the English name (the stable one, e.g. for the boss portrait's URL) and the name in the
// request's language.
//
// What a client sends (the boss search's query) and what the service answers are zod schemas: the service validates
// the query with it, its OpenAPI document shows both, and the types are inferred from them.
import { z } from 'zod';
import { queryText } from './query.js';

/** One guaranteed drop of a boss; dropChance in percent (100 = every kill). */
export const GuaranteedDropSchema = z
  .object({
    itemId: z.int(),
    itemName: z.string(),
    localizedItemName: z.string(),
    dropChance: z.number().meta({ description: 'in percent (100 = every kill)' }),
  })
  .meta({ id: 'GuaranteedDrop' });
export type GuaranteedDrop = z.infer<typeof GuaranteedDropSchema>;

const lootBossFields = {
  mobId: z.int(),
  bossName: z.string(),
  localizedBossName: z.string(),
  location: z.string().nullable().meta({ description: 'null when the data does not say where the boss stands ("Unknown Location" on the page)' }),
  localizedLocation: z.string().nullable(),
  level: z.int(),
  hasLoot: z.boolean(),
  totalGuaranteedItems: z.int(),
  instanceId: z.int(),
  instanceName: z.string(),
  localizedInstanceName: z.string(),
};

/** A boss of a loot instance (GET /api/loot/boss-tables, /boss-tables/{mobId}, /boss-tables/search). */
export const LootBossSchema = z.object({ ...lootBossFields, guaranteedDrops: z.array(GuaranteedDropSchema) }).meta({ id: 'LootBoss' });
export type LootBoss = z.infer<typeof LootBossSchema>;

/** An instance with its bosses, in the order of the instance list (GET /api/loot/boss-tables). */
export const LootInstanceSchema = z
  .object({
    instanceId: z.int(),
    instanceName: z.string(),
    localizedInstanceName: z.string(),
    type: z.string().meta({ description: 'Dungeon, Raid, … as the data names it' }),
    levelMin: z.int(),
    levelMax: z.int(),
    size: z.string().meta({ description: 'group size code (Solo, Small, Fellowship, Raid12, Raid24 …)' }),
    totalBosses: z.int(),
    bossesWithLoot: z.int(),
    bosses: z.array(LootBossSchema),
  })
  .meta({ id: 'LootInstance' });
export type LootInstance = z.infer<typeof LootInstanceSchema>;

/** GET /api/loot/boss-tables */
export const LootTablesSchema = z.object({ instances: z.array(LootInstanceSchema) }).meta({ id: 'LootTables' });
export type LootTables = z.infer<typeof LootTablesSchema>;

/** GET /api/loot/boss-tables/search?search&instance — bosses without their drop lists. */
export const LootBossSummarySchema = z.object(lootBossFields).meta({ id: 'LootBossSummary' });
export type LootBossSummary = z.infer<typeof LootBossSummarySchema>;

export const LootBossSearchResultSchema = z.object({ bosses: z.array(LootBossSummarySchema), totalCount: z.int() }).meta({ id: 'LootBossSearchResult' });
export type LootBossSearchResult = z.infer<typeof LootBossSearchResultSchema>;

/** Longest text accepted in the boss search (longer → 400). */
export const LOOT_SEARCH_MAX_LENGTH = 100;

/** GET /api/loot/boss-tables/search query: both optional, trimmed, at most LOOT_SEARCH_MAX_LENGTH characters. */
export const BossSearchQuerySchema = z.strictObject({
  search: queryText(LOOT_SEARCH_MAX_LENGTH).optional().meta({ description: 'part of a boss name in any language, any case and accents' }),
  instance: queryText(LOOT_SEARCH_MAX_LENGTH).optional().meta({ description: 'an instance name in any language (whole name, any case) or its id' }),
});
export type BossSearchQuery = z.input<typeof BossSearchQuerySchema>;

/**
 * One source of an item (GET /api/items/{id}/dropsources, /api/loot/item/{id}/sources). sourceType is the
 * numeric code of SOURCE_TYPE_CODES (spec: "or a string" — clients read both). The name fields are filled for
 * the kind of source they belong to, in English and in the request's language; dropChance in percent.
 */
export const ItemDropSourceSchema = z
  .object({
    sourceType: z.union([z.number(), z.string()]).meta({ description: 'the numeric code of SOURCE_TYPE_CODES (spec: "or a string" — clients read both)' }),
    mobId: z.number().nullable().optional(),
    mobName: z.string().nullable().optional(),
    localizedMobName: z.string().nullable().optional(),
    containerName: z.string().nullable().optional(),
    localizedContainerName: z.string().nullable().optional(),
    recipeId: z.number().nullable().optional(),
    recipeName: z.string().nullable().optional(),
    localizedRecipeName: z.string().nullable().optional(),
    questId: z.number().nullable().optional(),
    questName: z.string().nullable().optional(),
    localizedQuestName: z.string().nullable().optional(),
    vendorId: z.number().nullable().optional(),
    vendorName: z.string().nullable().optional(),
    localizedVendorName: z.string().nullable().optional(),
    barterId: z.number().nullable().optional(),
    barterName: z.string().nullable().optional(),
    localizedBarterName: z.string().nullable().optional(),
    location: z.string().nullable().optional(),
    localizedLocation: z.string().nullable().optional(),
    dropChance: z.number().nullable().optional().meta({ description: 'in percent' }),
    profession: z.string().nullable().optional().meta({ description: "recipe sources: the profession's display name" }),
    professionCode: z.string().nullable().optional().meta({ description: "recipe sources: the profession's code" }),
    recipeTier: z.number().nullable().optional(),
    questLevel: z.number().nullable().optional(),
    priceCopper: z.number().nullable().optional().meta({ description: 'vendor sources: the price in copper' }),
    barterItemId: z.number().nullable().optional().meta({ description: 'barter sources: what is given in exchange' }),
    barterItemName: z.string().nullable().optional(),
    barterQuantity: z.number().nullable().optional(),
  })
  .meta({ id: 'ItemDropSource' });
export type ItemDropSource = z.infer<typeof ItemDropSourceSchema>;

/** The sources of an item, as both source calls answer them. */
export const ItemDropSourceListSchema = z.array(ItemDropSourceSchema).meta({ description: 'ItemDropSource[]' });

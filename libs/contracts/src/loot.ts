// Payloads of the loot service (spec 2 §3 Loot instance and Boss, §7 loot calls; spec 1 §3 Item drop source).
// Names come twice: the English name (the stable one, e.g. for the boss portrait's URL) and the name in the
// request's language.
//
// What a client sends (the boss search's query) is a zod schema: the service validates with it, its OpenAPI document
// shows it, and the type is inferred from it.
import { z } from 'zod';
import { queryText } from './query.js';

/** One guaranteed drop of a boss; dropChance in percent (100 = every kill). */
export interface GuaranteedDrop {
  itemId: number;
  itemName: string;
  localizedItemName: string;
  dropChance: number;
}

/** A boss of a loot instance (GET /api/loot/boss-tables, /boss-tables/{mobId}, /boss-tables/search). */
export interface LootBoss {
  mobId: number;
  bossName: string;
  localizedBossName: string;
  /** null when the data does not say where the boss stands ("Unknown Location" on the page). */
  location: string | null;
  localizedLocation: string | null;
  level: number;
  hasLoot: boolean;
  totalGuaranteedItems: number;
  guaranteedDrops: GuaranteedDrop[];
  instanceId: number;
  instanceName: string;
  localizedInstanceName: string;
}

/** An instance with its bosses, in the order of the instance list (GET /api/loot/boss-tables). */
export interface LootInstance {
  instanceId: number;
  instanceName: string;
  localizedInstanceName: string;
  /** Dungeon, Raid, … as the data names it. */
  type: string;
  levelMin: number;
  levelMax: number;
  /** Group size code (Solo, Small, Fellowship, Raid12, Raid24 …). */
  size: string;
  totalBosses: number;
  bossesWithLoot: number;
  bosses: LootBoss[];
}

/** GET /api/loot/boss-tables */
export interface LootTables {
  instances: LootInstance[];
}

/** GET /api/loot/boss-tables/search?search&instance — bosses without their drop lists. */
export type LootBossSummary = Omit<LootBoss, 'guaranteedDrops'>;

export interface LootBossSearchResult {
  bosses: LootBossSummary[];
  totalCount: number;
}

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
export interface ItemDropSource {
  sourceType: number | string;
  mobId?: number | null;
  mobName?: string | null;
  localizedMobName?: string | null;
  containerName?: string | null;
  localizedContainerName?: string | null;
  recipeId?: number | null;
  recipeName?: string | null;
  localizedRecipeName?: string | null;
  questId?: number | null;
  questName?: string | null;
  localizedQuestName?: string | null;
  vendorId?: number | null;
  vendorName?: string | null;
  localizedVendorName?: string | null;
  barterId?: number | null;
  barterName?: string | null;
  localizedBarterName?: string | null;
  location?: string | null;
  localizedLocation?: string | null;
  dropChance?: number | null;
  /** Recipe sources: the profession's display name and its code. */
  profession?: string | null;
  professionCode?: string | null;
  recipeTier?: number | null;
  questLevel?: number | null;
  /** Vendor sources: the price in copper. */
  priceCopper?: number | null;
  /** Barter sources: what is given in exchange. */
  barterItemId?: number | null;
  barterItemName?: string | null;
  barterQuantity?: number | null;
}

// What kind of thing an item is for the crafting pages: "(Old)" recipes, coal and wax, vendor-only supplies,
// shards, gathered raw materials and where each item of a tree comes from (spec 2 §4, §5).
import type { ItemOrigin } from '@eoa/contracts';

/** Superseded recipes end their name (or their result's name) with "(Old)" (spec 2 §5). */
export function isOldName(name: string | null | undefined): boolean {
  return (name ?? '').trimEnd().endsWith('(Old)');
}

/** Coal and wax (beeswax, sealing wax…) are always hidden in the crafting-chain tree (spec 2 §4). English names. */
export function isAlwaysHiddenItem(englishName: string): boolean {
  return /\bcoal\b|wax\b/i.test(englishName);
}

/** Vendor items never counted as gatherable: coal, glass phial, wax types, candles, water (spec 2 §5). English names. */
export function isVendorOnlySupply(englishName: string): boolean {
  return /\bcoal\b|\bglass phials?\b|wax\b|\bcandles?\b|\bwater\b/i.test(englishName);
}

/** Beryl, adamant, ruby or sapphire shards: recipes using them are never recommended (spec 2 §5). English names. */
export function isExcludedShard(englishName: string): boolean {
  return /\b(beryl|adamant|ruby|sapphire)\b.*\bshards?\b/i.test(englishName);
}

/** The gathering profession of each raw-material item class (ore and rough gems are mined, wood felled, …). */
export const GATHERING_PROFESSIONS: Readonly<Record<string, string>> = {
  ORE: 'prospector',
  GEM: 'prospector',
  WOOD: 'forester',
  CROP: 'farmer',
  SCHOLAR_RESOURCE: 'scholar',
};

/** What the origin rules read of an item. */
export interface OriginItem {
  name: string;
  itemClass: string;
  vendorPriceCopper: number | null;
}

/**
 * Where an item of a tree comes from: crafted when a recipe makes it, else vendor when a vendor sells it (or it is
 * one of the vendor-only supplies), else gathered when its class is a gathered raw material, else dropped.
 */
export function itemOrigin(item: OriginItem | undefined, crafted: boolean): ItemOrigin {
  if (crafted) return 'crafted';
  if (!item) return 'dropped';
  if (item.vendorPriceCopper !== null || isVendorOnlySupply(item.name)) return 'vendor';
  if (GATHERING_PROFESSIONS[item.itemClass]) return 'gathered';
  return 'dropped';
}

// A small crafting world written by hand into a test database, so trees, totals, choices, cycles, exclusions and
// sort orders can be checked against figures worked out on paper (in the tests' comments).
import type { DataSource } from 'typeorm';
import type { Localized } from '@eoa/contracts';

const L = (en: string, de = `${en} (de)`, fr = `${en} (fr)`, ru = `${en} (ru)`): Localized => ({ en, de, fr, ru });

export const PROFESSIONS: Record<string, Localized> = {
  cook: L('Cook', 'Koch'), farmer: L('Farmer', 'Bauer'), forester: L('Forester', 'Förster'), metalsmith: L('Metalsmith', 'Metallschmied'),
  prospector: L('Prospector', 'Schürfer'), weaponsmith: L('Weaponsmith', 'Waffenschmied'),
};
const TIER_POINTS = [[200, 400], [280, 560], [360, 720], [440, 880], [520, 1040]];

/** id → [English name, item class, vendor price in copper]. */
export const ITEMS = {
  ore: [1, 'Copper Ore', 'ORE', null],
  coal: [2, 'Coal', 'VENDOR_SUPPLY', 20],
  ingot: [3, 'Bronze Ingot', 'INGOT', null],
  flux: [6, 'Coarse Flux', 'CRITICAL_INGREDIENT', 50],
  sword: [7, 'Bronze Sword', 'ONE_HANDED_SWORD', null],
  masterwork: [8, 'Bronze Sword (Masterwork)', 'ONE_HANDED_SWORD', null],
  hide: [9, 'Light Hide', 'HIDE', null],
  leather: [10, 'Light Leather', 'LEATHER', null],
  salt: [11, 'Salt', 'VENDOR_SUPPLY', 12],
  water: [12, 'Water', 'VENDOR_SUPPLY', 4],
  seed: [13, 'Barley Seed', 'VENDOR_SUPPLY', 36],
  barley: [14, 'Barley', 'CROP', null],
  flour: [15, 'Barley Flour', 'PROCESSED_CROP', null],
  bread: [16, 'Barley Bread', 'FOOD', null],
  shard: [17, 'Sapphire Shard', 'SHARD', null],
  sapphireSword: [18, 'Sapphire Sword', 'ONE_HANDED_SWORD', null],
  alloyA: [20, 'Alloy A', 'INGOT', null],
  alloyB: [21, 'Alloy B', 'INGOT', null],
  alloyBlade: [22, 'Alloy Blade', 'ONE_HANDED_SWORD', null],
  rusty: [23, 'Rusty Sword (Old)', 'ONE_HANDED_SWORD', null],
  dagger: [24, 'Bronze Dagger', 'DAGGER', null],
  spear: [25, 'Bronze Spear', 'SPEAR', null],
  axe: [26, 'Bronze Axe', 'ONE_HANDED_AXE', null],
} as const satisfies Record<string, readonly [number, string, string, number | null]>;
type ItemKey = keyof typeof ITEMS;
export const itemId = (key: ItemKey) => ITEMS[key][0];

interface HandRecipe {
  id: number;
  name: string;
  profession: string;
  tier: number;
  category: 'Armour' | 'Weapons' | 'Misc';
  xp: number;
  crit: number;
  shards?: boolean;
  /** [item, quantity, optional bonus] */
  ingredients: [ItemKey, number, number?][];
  result: [ItemKey, number];
  critical?: [ItemKey, number];
}

export const RECIPES = {
  ingot: { id: 1, name: 'Bronze Ingot', profession: 'prospector', tier: 1, category: 'Misc', xp: 12, crit: 10, ingredients: [['ore', 2], ['coal', 1]], result: ['ingot', 1], critical: ['ingot', 2] },
  oldIngot: { id: 2, name: 'Bronze Ingot (Old)', profession: 'prospector', tier: 1, category: 'Misc', xp: 0, crit: 0, ingredients: [['ore', 1]], result: ['ingot', 1] },
  leather: { id: 3, name: 'Light Leather', profession: 'forester', tier: 1, category: 'Misc', xp: 12, crit: 10, ingredients: [['hide', 2], ['salt', 1]], result: ['leather', 1], critical: ['leather', 2] },
  sword: { id: 4, name: 'Bronze Sword', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 24, crit: 5, ingredients: [['ingot', 3], ['leather', 1], ['coal', 1], ['flux', 1, 20]], result: ['sword', 1], critical: ['masterwork', 1] },
  barley: { id: 5, name: 'Barley', profession: 'farmer', tier: 1, category: 'Misc', xp: 10, crit: 15, ingredients: [['seed', 1], ['water', 1]], result: ['barley', 4], critical: ['barley', 6] },
  flour: { id: 6, name: 'Barley Flour', profession: 'farmer', tier: 1, category: 'Misc', xp: 10, crit: 0, ingredients: [['barley', 2]], result: ['flour', 1] },
  bread: { id: 7, name: 'Barley Bread', profession: 'cook', tier: 1, category: 'Misc', xp: 16, crit: 0, ingredients: [['flour', 1], ['barley', 1], ['water', 1]], result: ['bread', 2] },
  sapphireSword: { id: 8, name: 'Sapphire Sword', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 60, crit: 0, shards: true, ingredients: [['ingot', 4], ['shard', 1]], result: ['sapphireSword', 1] },
  alloyA: { id: 9, name: 'Alloy A', profession: 'metalsmith', tier: 1, category: 'Misc', xp: 5, crit: 0, ingredients: [['alloyB', 1], ['ore', 1]], result: ['alloyA', 1] },
  alloyB: { id: 10, name: 'Alloy B', profession: 'metalsmith', tier: 1, category: 'Misc', xp: 5, crit: 0, ingredients: [['alloyA', 2]], result: ['alloyB', 1] },
  alloyBlade: { id: 11, name: 'Alloy Blade', profession: 'metalsmith', tier: 1, category: 'Weapons', xp: 20, crit: 0, ingredients: [['alloyA', 1], ['alloyB', 1]], result: ['alloyBlade', 1] },
  rusty: { id: 12, name: 'Rusty Sword', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 30, crit: 0, ingredients: [['ore', 1]], result: ['rusty', 1] },
  dagger: { id: 13, name: 'Bronze Dagger', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 0, crit: 0, ingredients: [['ingot', 1]], result: ['dagger', 1] },
  metalIngot: { id: 14, name: 'Bronze Ingot', profession: 'metalsmith', tier: 2, category: 'Misc', xp: 16, crit: 0, ingredients: [['ore', 3]], result: ['ingot', 1] },
  spear: { id: 15, name: 'Bronze Spear', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 25, crit: 0, ingredients: [['ingot', 2], ['leather', 2]], result: ['spear', 1] },
  axe: { id: 16, name: 'Bronze Axe', profession: 'weaponsmith', tier: 1, category: 'Weapons', xp: 30, crit: 0, ingredients: [['ingot', 5]], result: ['axe', 1] },
} as const satisfies Record<string, HandRecipe>;

/** Replaces the crafting data of the app's database by the hand-made world (one transaction). */
export async function writeHandmadeWorld(db: DataSource): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['recipe_ingredients', 'recipes', 'item_refs', 'professions']) await tx.query(`DELETE FROM crafting.${table}`);
    for (const [id, name] of Object.entries(PROFESSIONS)) {
      const tiers = TIER_POINTS.map(([p, m], i) => ({ tier: i + 1, name: L(`Tier ${i + 1}`, `Stufe ${i + 1}`), proficiencyPoints: p, masteryPoints: m, minLevel: 1 + i * 10 }));
      await tx.query('INSERT INTO crafting.professions (id, name, kind, tiers) VALUES ($1, $2, $3, $4)', [id, name, 'crafting', JSON.stringify(tiers)]);
    }
    for (const [id, name, itemClass, price] of Object.values(ITEMS)) {
      await tx.query(
        `INSERT INTO crafting.item_refs (id, name, icon, quality, category, item_class, level, stack_size, worth_copper, vendor_price_copper)
         VALUES ($1, $2, $3, 'common', 'Material', $4, 1, 100, 1, $5)`,
        [id, L(name), `icon-${id}`, itemClass, price],
      );
    }
    for (const r of Object.values(RECIPES) as HandRecipe[]) {
      await tx.query(
        `INSERT INTO crafting.recipes (id, name, profession, tier, category, xp, base_critical_chance, uses_shards, result_item_id, result_quantity,
                                       critical_result_item_id, critical_result_quantity, recipe_item_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL)`,
        [r.id, L(r.name), r.profession, r.tier, r.category, r.xp, r.crit, r.shards ?? false, itemId(r.result[0]), r.result[1],
          r.critical ? itemId(r.critical[0]) : null, r.critical?.[1] ?? null],
      );
      for (const [position, [item, quantity, bonus]] of r.ingredients.entries()) {
        await tx.query(
          'INSERT INTO crafting.recipe_ingredients (recipe_id, position, item_id, quantity, optional, critical_chance_bonus) VALUES ($1, $2, $3, $4, $5, $6)',
          [r.id, position + 1, itemId(item), quantity, bonus !== undefined, bonus ?? 0],
        );
      }
    }
  });
}

// Payloads of the crafting service (spec 2 §3 Recipe, Recipe tree, Profession, Calculator state; §7 recipe calls;
// §9 tier points, currency, multipliers) and the additions of issue 10 (shopping list, "used in").
//
// Names: an item's or a recipe's `name` is the English name (stable: the page recognises coal and wax by it, links
// use it), `localizedName` the name in the request's language (Accept-Language). Profession and tier display names
// (`professionName`, `requiredProfessionName`, `tierName`) are in the request's language only.
// Quantities are whole numbers unless a field says otherwise; money is in copper (see the gold conversions below).
//
// STABILITY: the crafting remote is built on these types. Change them additively only (new optional fields, new
// types); say so in the commit message.
//
// What a client sends (queries, the shopping-list body) is a zod schema: the service validates with it, its OpenAPI
// document shows it, and the type is inferred from it (a query's input type: what the page passes to the api-client).
import { z } from 'zod';
import { MAX_ID } from './paging.js';
import { pagedQuerySchema, queryEnum, queryInt, queryText } from './query.js';

/** The recipe browser's quick filters (spec 2 §2): All (no filter) and the three recipe categories. */
export const RECIPE_CATEGORIES = ['Armour', 'Weapons', 'Misc'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];
export const RECIPE_CATEGORY_FILTERS = ['All', ...RECIPE_CATEGORIES] as const;
export type RecipeCategoryFilter = (typeof RECIPE_CATEGORY_FILTERS)[number];

/** Crafting tier ids (spec 2 §9). */
export const CRAFTING_TIERS = [1, 2, 3, 4, 5] as const;
export type CraftingTier = (typeof CRAFTING_TIERS)[number];

/** GET /recipe page size by default, and the largest one accepted (the calculator asks for 10000; spec 2 §7, §9). */
export const RECIPE_PAGE_SIZE = 2000;
export const RECIPE_MAX_PAGE_SIZE = 10000;
/** Longest search text (search, ingredientSearch) the recipe list accepts; longer → 400. */
export const RECIPE_SEARCH_MAX_LENGTH = 100;

/** POST /recipe/shopping-list: at most this many entries, each counted 1 … SHOPPING_LIST_MAX_COUNT crafts. */
export const SHOPPING_LIST_MAX_ENTRIES = 50;
export const SHOPPING_LIST_MAX_COUNT = 9999;

/** Profession keys are short codes; which exist is the data's (the service checks a key against it). */
export const PROFESSION_KEY_MAX_LENGTH = 40;
/** Far past the end of any XP scale; the scale's own end (5400 with the spec's points) is the service's check. */
export const CRAFTING_XP_LIMIT = 1_000_000;

/**
 * Where an item of a tree comes from: crafted (a recipe makes it; the node names the recipe), vendor (bought: it
 * has a vendor price; coal, glass phials, wax, candles and water are always vendor items, never gathered — spec 2
 * §5), gathered (a raw material a gathering profession collects: ore, gems, wood, crops, scholar resources) or
 * dropped (anything else: hides, shards, critical ingredients… — the loot service's sources say by whom).
 */
export const ITEM_ORIGINS = ['gathered', 'vendor', 'crafted', 'dropped'] as const;
export type ItemOrigin = (typeof ITEM_ORIGINS)[number];

/** A tier's two bars (spec 2 §9): proficiency, then mastery ("Grand Master"). */
export const CRAFTING_TIER_LEVELS = ['proficiency', 'mastery'] as const;
export type CraftingTierLevel = (typeof CRAFTING_TIER_LEVELS)[number];

// ------------------------------------------------------------------------------------------------ recipes

/** An item as a recipe shows it: id, English and localized name, icon (layer ids joined by "-"), quality code. */
export interface RecipeItem {
  itemId: number;
  name: string;
  localizedName: string;
  icon: string;
  quality: string;
}

/** An ingredient (spec 2 §3). Optional ingredients raise the critical chance by `criticalChanceBonus` percent. */
export interface RecipeIngredient extends RecipeItem {
  quantity: number;
  optional: boolean;
  /** Percent added to the critical chance when the optional ingredient is used (0 for required ones). */
  criticalChanceBonus: number;
}

/** A normal or critical result: the item and how many one craft makes. */
export interface RecipeResult extends RecipeItem {
  quantity: number;
}

/**
 * A recipe (spec 2 §3) — GET /recipe (list), GET /recipe/{id}. Ingredients in the recipe's order.
 * Names ending "(Old)" are superseded recipes: the list drops them; the calculator never recommends them.
 */
export interface Recipe {
  id: number;
  /** English. */
  name: string;
  localizedName: string;
  /** Profession key (Profession.key). */
  profession: string;
  /** The profession's name in the request's language. */
  professionName: string;
  tier: number;
  category: RecipeCategory;
  /** Crafting XP of one craft (0 for recipes that give none). */
  xp: number;
  /** Percent. */
  baseCriticalChance: number;
  /** An ingredient is a beryl, adamant, ruby or sapphire shard: never recommended by the calculator (spec 2 §5). */
  usesShards: boolean;
  ingredients: RecipeIngredient[];
  result: RecipeResult;
  criticalResult: RecipeResult | null;
  /** The scroll that teaches the recipe, when it is not known from the tier. */
  recipeItemId: number | null;
}

const professionKeyText = () => queryText(PROFESSION_KEY_MAX_LENGTH).meta({ description: 'profession key (GET /recipe/professions), any case' });

/** GET /recipe query (spec 2 §7). Every parameter optional; page from 1 (default 1), pageSize 1 … 10000 (default 2000). */
export const RecipeListQuerySchema = pagedQuerySchema({
  maxPageSize: RECIPE_MAX_PAGE_SIZE,
  defaultPageSize: RECIPE_PAGE_SIZE,
  pageSizeDescription: 'the calculator asks for 10000',
}).extend({
  search: queryText(RECIPE_SEARCH_MAX_LENGTH)
    .optional()
    .meta({ description: "part of the recipe's or its result's name, any language, any case and accents" }),
  profession: professionKeyText().optional(),
  tier: queryInt(z.int().min(1).max(CRAFTING_TIERS.length)).optional(),
  category: queryEnum(RECIPE_CATEGORY_FILTERS).optional().meta({ description: 'quick filter: All (the default) or a category; any case' }),
  ingredientSearch: queryText(RECIPE_SEARCH_MAX_LENGTH)
    .optional()
    .meta({ description: "part of an ingredient's name (any language, case, accents): recipes using it" }),
});
export type RecipeListQuery = z.input<typeof RecipeListQuerySchema>;

/**
 * GET /recipe answer: one page of the matching recipes, "(Old)" ones dropped, sorted by profession name (request's
 * language), tier descending, then name (request's language). `totalCount` counts every match; "Load More" asks for
 * `page + 1` while `page < totalPages`.
 */
export interface RecipeList {
  recipes: Recipe[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** A tier of a profession with its points (spec 2 §9: T1 200/400 … T5 520/1040). */
export interface ProfessionTier {
  tier: number;
  /** Apprentice … Master, in the request's language. */
  name: string;
  proficiencyPoints: number;
  masteryPoints: number;
  /** Suggested character level. */
  minLevel: number;
}

/** GET /recipe/professions: every profession (spec 2 §3: key, name), by localized name. */
export interface Profession {
  key: string;
  /** English. */
  name: string;
  localizedName: string;
  kind: 'gathering' | 'processing' | 'crafting';
  tiers: ProfessionTier[];
}

/** GET /recipe/used-in/{itemId}: the recipes that use an item as an ingredient, and those that make it. */
export interface ItemRecipes {
  item: RecipeItem;
  /** Recipes with the item among their ingredients (required or optional), sorted like the recipe list, "(Old)" dropped. */
  usedIn: Recipe[];
  /** Recipes whose normal or critical result is the item, sorted like the recipe list, "(Old)" dropped. */
  madeBy: Recipe[];
}

// ------------------------------------------------------------------------------------------------ trees

/** A recipe as a tree node names it (no ingredients: the node's dependencies are those). */
export type RecipeRef = Pick<
  Recipe,
  'id' | 'name' | 'localizedName' | 'profession' | 'professionName' | 'tier' | 'xp' | 'baseCriticalChance' | 'result' | 'criticalResult'
>;

/**
 * Why a node uses its recipe when several make the item (issue 10): the one of the lowest tier that the requiring
 * profession reaches — first a recipe of the requiring recipe's own profession at a tier up to the requiring
 * recipe's tier, else one of another profession up to that tier (the crafter is taken to be as far there).
 * - `only`: one recipe makes the item;
 * - `lowestReachableTier`: the lowest-tier candidate within reach (ties: lowest id);
 * - `lowestTier`: no candidate is within reach, so the lowest-tier one overall.
 * "(Old)" recipes are candidates only when nothing else makes the item.
 */
export type RecipeChoiceReason = 'only' | 'lowestReachableTier' | 'lowestTier';

export interface RecipeChoice {
  reason: RecipeChoiceReason;
  /** The recipe whose ingredient this is: its profession and tier decide what is within reach. */
  requiringProfession: string;
  requiringTier: number;
  /** The other recipes making the item (not chosen), lowest tier first. */
  alternatives: RecipeRef[];
}

/**
 * One ingredient in a crafting-chain tree (spec 2 §3), with what it takes to make it below it.
 * `quantity` is per craft of the parent recipe (as the recipe lists it); `totalQuantity` and `crafts` are this node's
 * own for ONE craft of the tree's recipe (parent crafts × quantity; crafts rounded up at this node). The summary
 * instead adds up each item over the whole tree before rounding up, and the summary functions of `@eoa/game-rules`
 * recompute it for any multiplier.
 */
export interface RecipeTreeNode extends RecipeItem {
  quantity: number;
  /** How many the whole tree needs for one craft of its recipe. */
  totalQuantity: number;
  optional: boolean;
  criticalChanceBonus: number;
  /** Coal and wax: always hidden in the diagram (spec 2 §4) — still counted in the totals and the vendor cost. */
  hidden: boolean;
  source: ItemOrigin;
  /** Crafted: the recipe's profession; gathered: the gathering profession; vendor or dropped: null. */
  requiredProfession: string | null;
  /** That profession's name in the request's language. */
  requiredProfessionName: string | null;
  /** The lowest vendor price in copper when a vendor sells the item. */
  vendorPriceCopper: number | null;
  /** Crafted items: the recipe used (see `choice`); otherwise null. */
  recipe: RecipeRef | null;
  /** Crafted items: why this recipe, and the other recipes making the item; otherwise null. */
  choice: RecipeChoice | null;
  /** Crafts of `recipe` for one craft of the tree's recipe (0 when not crafted or not expanded). */
  crafts: number;
  /** The item already appears above this node on its path (a recipe cycle): it is not expanded again. */
  cycle: boolean;
  dependencies: RecipeTreeNode[];
}

/** A material with how many are needed (summary maps and lists). */
export interface MaterialTotal extends RecipeItem {
  quantity: number;
  source: ItemOrigin;
  requiredProfession: string | null;
  requiredProfessionName: string | null;
  vendorPriceCopper: number | null;
  hidden: boolean;
}

/** An intermediate (processed) material: how many are needed, how many crafts make them and what they yield. */
export interface ProcessedMaterialTotal extends MaterialTotal {
  recipeId: number;
  crafts: number;
  /** crafts × the recipe's result quantity (≥ quantity). */
  produced: number;
}

/** A direct requirement: an ingredient of the tree's own recipe × the number of crafts. */
export interface DirectRequirementTotal extends MaterialTotal {
  optional: boolean;
  criticalChanceBonus: number;
}

/** A profession the tree needs, with the highest tier of its recipes in the tree (null for gathering only). */
export interface RequiredProfession {
  profession: string;
  /** In the request's language. */
  name: string;
  tier: number | null;
}

/**
 * The totals of a tree for `crafts` crafts of its recipe (spec 2 §3 summary). Maps are keyed by item id.
 * - rawMaterials: what is not crafted (gathered, bought, dropped), optional ingredients left out unless the
 *   totals were asked with them;
 * - processedMaterials: intermediate crafted items (not the tree's own result);
 * - optionalMaterials: the optional ingredients of every craft in the tree (never expanded);
 * - directRequirements: the recipe's own ingredients × crafts, optional ones flagged;
 * - totalXP: Σ crafts × xp over every craft, the tree's own recipe included;
 * - estimatedTimeMinutes: 3 s per craft + 10 s per gathered unit, to one decimal (an estimate: the game does not say);
 * - vendorCostCopper: Σ quantity × vendor price of the raw materials bought from vendors (shown with 100,000 copper
 *   per gold; the calculator's cost is another figure — see OptimalPathRecipe.calculatorCostCopper).
 */
export interface RecipeTreeSummary {
  /** Crafts of the tree's recipe (the multiplier; for a shopping list, the sum of its counts). */
  crafts: number;
  /** Every craft in the tree: the recipe's own and the intermediate ones. */
  totalCrafts: number;
  rawMaterials: Record<string, MaterialTotal>;
  processedMaterials: Record<string, ProcessedMaterialTotal>;
  optionalMaterials: Record<string, MaterialTotal>;
  directRequirements: DirectRequirementTotal[];
  requiredProfessions: RequiredProfession[];
  totalXP: number;
  estimatedTimeMinutes: number;
  vendorCostCopper: number;
}

/** The normal and critical results of a recipe and its critical chances (percent, at most 100). */
export interface RecipeResults {
  normal: RecipeResult;
  critical: RecipeResult | null;
  baseCriticalChance: number;
  /** Base + the bonus of every optional ingredient. */
  criticalChanceWithOptionals: number;
}

/** GET /recipe/{id}/tree (spec 2 §3 Recipe tree): the recipe, its ingredients' trees, results and the summary for one craft. */
export interface RecipeTree {
  recipe: Recipe;
  /** One node per ingredient of the recipe, in its order. */
  dependencies: RecipeTreeNode[];
  results: RecipeResults;
  summary: RecipeTreeSummary;
  /** Levels below the recipe (1 when no ingredient is crafted). */
  depth: number;
}

// ------------------------------------------------------------------------------------------------ calculator

/**
 * The calculator's XP scale (spec 2 §9): tiers in order, each its proficiency bar then its mastery bar, so T1
 * proficiency is 0–200, T1 mastery 200–600, T2 proficiency 600–880, T2 mastery 880–1440, … T5 mastery ends at 5400.
 * currentXP and targetXP of GET /recipe/optimal-path are positions on this scale.
 */
export const OptimalPathQuerySchema = z.strictObject({
  profession: professionKeyText().min(1),
  currentXP: queryInt(z.int().min(0).max(CRAFTING_XP_LIMIT)).meta({
    description: 'where the crafter is: tiers in order, each proficiency then mastery (T1 proficiency 0–200, T1 mastery 200–600, …)',
  }),
  targetXP: queryInt(z.int().min(0).max(CRAFTING_XP_LIMIT)).meta({
    description: 'where the crafter wants to be, at least currentXP (T2 mastery complete = 1440)',
  }),
});
export type OptimalPathQuery = z.input<typeof OptimalPathQuerySchema>;

/** The part of one bar a tier's crafts must fill. */
export interface OptimalPathSegment {
  level: CraftingTierLevel;
  /** Points within the bar (0 … the bar's points). */
  fromPoints: number;
  toPoints: number;
  points: number;
}

/** A recommended recipe of a tier, with what it takes to fill the tier's points with it alone. */
export interface OptimalPathRecipe {
  recipe: Recipe;
  /** XP per unit of material cost: xp / materialCostUnits (see the crafting service's README). */
  efficiency: number;
  /** Raw material units one craft consumes, intermediate crafts expanded exactly (fractions kept), optional ingredients left out. */
  materialCostUnits: number;
  /** Vendor cost of one craft in copper, exactly (fractions kept). */
  vendorCostPerCraftCopper: number;
  /** ceil(tier points / xp). */
  craftsNeeded: number;
  /** craftsNeeded × 100 copper (spec 2 §9: the calculator's cost, shown with 10,000 copper per gold). */
  calculatorCostCopper: number;
  /** The materials and vendor cost for craftsNeeded crafts. */
  summary: RecipeTreeSummary;
}

export interface OptimalPathTier {
  tier: number;
  /** In the request's language. */
  tierName: string;
  /** Where the range starts and ends on the XP scale within this tier. */
  fromXP: number;
  toXP: number;
  pointsNeeded: number;
  segments: OptimalPathSegment[];
  /** At most 3, best first (the first is preselected); empty when the profession has no eligible recipe at this tier. */
  recipes: OptimalPathRecipe[];
}

/** GET /recipe/optimal-path?profession&currentXP&targetXP */
export interface OptimalPath {
  profession: string;
  professionName: string;
  currentXP: number;
  targetXP: number;
  /** targetXP − currentXP. */
  pointsNeeded: number;
  /** The end of the scale (T5 mastery). */
  maxXP: number;
  /** Every tier the range touches, lowest first. */
  tiers: OptimalPathTier[];
  /** With the first recipe of each tier: Σ crafts, Σ calculator cost, and the materials of all of them together. */
  totals: {
    crafts: number;
    calculatorCostCopper: number;
    summary: RecipeTreeSummary;
  };
}

// ------------------------------------------------------------------------------------------------ shopping list

export const ShoppingListEntrySchema = z.strictObject({
  recipeId: z.int().min(1).max(MAX_ID),
  count: z.int().min(1).max(SHOPPING_LIST_MAX_COUNT).meta({ description: 'crafts of the recipe' }),
});
export type ShoppingListEntry = z.infer<typeof ShoppingListEntrySchema>;

/** POST /recipe/shopping-list body. */
export const ShoppingListRequestSchema = z.strictObject({
  entries: z.array(ShoppingListEntrySchema).min(1).max(SHOPPING_LIST_MAX_ENTRIES).meta({ description: 'a recipe listed twice counts the sum' }),
  includeOptional: z.boolean().optional().meta({
    description: 'count (and expand) the optional ingredients too (default false: listed in optionalMaterials only)',
  }),
});
export type ShoppingListRequest = z.infer<typeof ShoppingListRequestSchema>;

/**
 * POST /recipe/shopping-list answer: the recipes with their counts, and one summary of them together — crafts of an
 * intermediate shared by several recipes are rounded up once over the whole list. Group rawMaterials by `source`
 * (gathered by requiredProfession, vendor with vendorPriceCopper, dropped: ask the loot service's sources).
 */
export interface ShoppingList {
  entries: { recipe: Recipe; count: number }[];
  summary: RecipeTreeSummary;
}

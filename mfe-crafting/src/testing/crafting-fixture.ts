// A small crafting world in the API's shapes (libs/contracts), for the page's tests: an armourer's helm made of
// bronze ingots (prospector: copper ore + coal) and light leather (forester: hide + salt), with an optional flux;
// a weaponsmith's sword; a farmer's flour. Numbers chosen so the totals can be worked out by hand.
import type {
  ItemOrigin, ItemRecipes, OptimalPath, Profession, Recipe, RecipeIngredient, RecipeItem, RecipeList, RecipeRef, RecipeTree, RecipeTreeNode,
} from '@eoa/contracts';
import { summarizeRecipeTree, summarizeRecipeTrees } from '@eoa/game-rules';
import type { MockHandler, MockReply, MockRequest } from '@eoa/ui/testing';

const item = (itemId: number, name: string, quality = 'common'): RecipeItem => ({ itemId, name, localizedName: name, icon: String(1000 + itemId), quality });

export const ITEMS = {
  ore: item(1, 'Copper Ore'),
  coal: item(2, 'Coal'),
  ingot: item(3, 'Bronze Ingot'),
  hide: item(4, 'Light Hide'),
  salt: item(5, 'Salt'),
  leather: item(6, 'Light Leather'),
  flux: item(7, 'Coarse Flux', 'uncommon'),
  helm: item(8, 'Bronze Helm', 'uncommon'),
  fineHelm: item(9, 'Sturdy Bronze Helm', 'rare'),
  sword: item(10, 'Bronze Sword', 'uncommon'),
  grain: item(11, 'Barley'),
  flour: item(12, 'Barley Flour'),
};

const PROFESSION_NAMES: Record<string, string> = {
  armourer: 'Armourer',
  weaponsmith: 'Weaponsmith',
  prospector: 'Prospector',
  forester: 'Forester',
  farmer: 'Farmer',
};

const tiers = () => [
  { tier: 1, name: 'Apprentice', proficiencyPoints: 200, masteryPoints: 400, minLevel: 1 },
  { tier: 2, name: 'Journeyman', proficiencyPoints: 280, masteryPoints: 560, minLevel: 10 },
  { tier: 3, name: 'Expert', proficiencyPoints: 360, masteryPoints: 720, minLevel: 20 },
  { tier: 4, name: 'Artisan', proficiencyPoints: 440, masteryPoints: 880, minLevel: 30 },
  { tier: 5, name: 'Master', proficiencyPoints: 520, masteryPoints: 1040, minLevel: 40 },
];

export const PROFESSIONS: Profession[] = Object.entries(PROFESSION_NAMES).map(([key, name]) => ({
  key, name, localizedName: name, kind: ['prospector', 'forester', 'farmer'].includes(key) ? 'gathering' : 'crafting', tiers: tiers(),
}));

const ingredient = (i: RecipeItem, quantity: number, optional = false, criticalChanceBonus = 0): RecipeIngredient => ({ ...i, quantity, optional, criticalChanceBonus });

function recipe(
  id: number, profession: string, tier: number, category: Recipe['category'], xp: number, result: RecipeItem, ingredients: RecipeIngredient[],
  critical: RecipeItem | null = null, baseCriticalChance = 0,
): Recipe {
  return {
    id, name: result.name, localizedName: result.localizedName, profession, professionName: PROFESSION_NAMES[profession]!, tier, category, xp,
    baseCriticalChance, usesShards: false, ingredients, result: { ...result, quantity: 1 }, criticalResult: critical ? { ...critical, quantity: 1 } : null,
    recipeItemId: null,
  };
}

export const RECIPES = {
  ingot: recipe(10, 'prospector', 1, 'Misc', 12, ITEMS.ingot, [ingredient(ITEMS.ore, 2), ingredient(ITEMS.coal, 1)]),
  leather: recipe(11, 'forester', 1, 'Misc', 12, ITEMS.leather, [ingredient(ITEMS.hide, 2), ingredient(ITEMS.salt, 1)]),
  helm: recipe(20, 'armourer', 1, 'Armour', 24, ITEMS.helm, [ingredient(ITEMS.ingot, 3), ingredient(ITEMS.leather, 1), ingredient(ITEMS.flux, 1, true, 20)], ITEMS.fineHelm, 10),
  sword: recipe(21, 'weaponsmith', 1, 'Weapons', 30, ITEMS.sword, [ingredient(ITEMS.ingot, 2), ingredient(ITEMS.coal, 1)]),
  flour: recipe(22, 'farmer', 1, 'Misc', 10, ITEMS.flour, [ingredient(ITEMS.grain, 2)]),
};

/** The browser's order: profession name, tier descending, name. */
export const ALL_RECIPES = [RECIPES.helm, RECIPES.flour, RECIPES.leather, RECIPES.ingot, RECIPES.sword];

const ref = (r: Recipe): RecipeRef => ({
  id: r.id, name: r.name, localizedName: r.localizedName, profession: r.profession, professionName: r.professionName, tier: r.tier, xp: r.xp,
  baseCriticalChance: r.baseCriticalChance, result: r.result, criticalResult: r.criticalResult,
});

interface NodeSpec {
  item: RecipeItem;
  quantity: number;
  parentCrafts: number;
  source: ItemOrigin;
  profession?: string;
  vendorPriceCopper?: number;
  optional?: boolean;
  bonus?: number;
  hidden?: boolean;
  recipe?: Recipe;
  dependencies?: (crafts: number) => RecipeTreeNode[];
}

function node(spec: NodeSpec): RecipeTreeNode {
  const totalQuantity = spec.parentCrafts * spec.quantity;
  const crafts = spec.recipe ? Math.ceil(totalQuantity / spec.recipe.result.quantity) : 0;
  return {
    ...spec.item, quantity: spec.quantity, totalQuantity, optional: spec.optional ?? false, criticalChanceBonus: spec.bonus ?? 0,
    hidden: spec.hidden ?? false, source: spec.source, requiredProfession: spec.profession ?? null,
    requiredProfessionName: spec.profession ? PROFESSION_NAMES[spec.profession]! : null, vendorPriceCopper: spec.vendorPriceCopper ?? null,
    recipe: spec.recipe ? ref(spec.recipe) : null,
    choice: spec.recipe ? { reason: 'only', requiringProfession: 'armourer', requiringTier: 1, alternatives: [] } : null,
    crafts, cycle: false, dependencies: spec.dependencies?.(crafts) ?? [],
  };
}

const ingotNode = (quantity: number, parentCrafts: number) =>
  node({
    item: ITEMS.ingot, quantity, parentCrafts, source: 'crafted', profession: 'prospector', recipe: RECIPES.ingot,
    dependencies: (crafts) => [
      node({ item: ITEMS.ore, quantity: 2, parentCrafts: crafts, source: 'gathered', profession: 'prospector' }),
      node({ item: ITEMS.coal, quantity: 1, parentCrafts: crafts, source: 'vendor', vendorPriceCopper: 20, hidden: true }),
    ],
  });

function tree(r: Recipe, dependencies: RecipeTreeNode[], depth: number): RecipeTree {
  const base = {
    recipe: r,
    dependencies,
    results: {
      normal: r.result, critical: r.criticalResult, baseCriticalChance: r.baseCriticalChance,
      criticalChanceWithOptionals: Math.min(100, r.baseCriticalChance + r.ingredients.reduce((s, i) => s + (i.optional ? i.criticalChanceBonus : 0), 0)),
    },
    depth,
  };
  return { ...base, summary: summarizeRecipeTree(base) };
}

/**
 * Helm, one craft: 3 ingots (3 crafts: 6 ore, 3 coal at 20 c), 1 leather (1 craft: 2 hide, 1 salt at 10 c), flux
 * optional. XP 24 + 3 × 12 + 12 = 72; vendor cost 3 × 20 + 10 = 70 copper.
 */
export const TREES: Record<number, RecipeTree> = {
  20: tree(
    RECIPES.helm,
    [
      ingotNode(3, 1),
      node({
        item: ITEMS.leather, quantity: 1, parentCrafts: 1, source: 'crafted', profession: 'forester', recipe: RECIPES.leather,
        dependencies: (crafts) => [
          node({ item: ITEMS.hide, quantity: 2, parentCrafts: crafts, source: 'dropped' }),
          node({ item: ITEMS.salt, quantity: 1, parentCrafts: crafts, source: 'vendor', vendorPriceCopper: 10 }),
        ],
      }),
      node({ item: ITEMS.flux, quantity: 1, parentCrafts: 1, source: 'dropped', optional: true, bonus: 20 }),
    ],
    2,
  ),
  // Sword, one craft: 2 ingots (4 ore, 2 coal) and 1 coal of its own. XP 30 + 2 × 12 = 54; vendor 3 × 20 = 60 c.
  21: tree(RECIPES.sword, [ingotNode(2, 1), node({ item: ITEMS.coal, quantity: 1, parentCrafts: 1, source: 'vendor', vendorPriceCopper: 20, hidden: true })], 2),
  10: tree(RECIPES.ingot, [
    node({ item: ITEMS.ore, quantity: 2, parentCrafts: 1, source: 'gathered', profession: 'prospector' }),
    node({ item: ITEMS.coal, quantity: 1, parentCrafts: 1, source: 'vendor', vendorPriceCopper: 20, hidden: true }),
  ], 1),
  22: tree(RECIPES.flour, [node({ item: ITEMS.grain, quantity: 2, parentCrafts: 1, source: 'gathered', profession: 'farmer' })], 1),
};

/** GET /api/recipe with the server's filters over the fixture (search on names, profession, tier, category, ingredient). */
export function recipeListHandler(recipes: readonly Recipe[] = ALL_RECIPES): (request: MockRequest) => MockReply {
  return (request) => {
    const q = request.query;
    const has = (text: string | null, name: string) => !text || name.toLowerCase().includes(text.toLowerCase());
    const found = recipes.filter(
      (r) =>
        (has(q.get('search'), r.localizedName) || has(q.get('search'), r.result.localizedName)) &&
        (!q.get('profession') || r.profession === q.get('profession')) &&
        (!q.get('tier') || r.tier === Number(q.get('tier'))) &&
        (!q.get('category') || r.category === q.get('category')) &&
        (!q.get('ingredientSearch') || r.ingredients.some((i) => has(q.get('ingredientSearch'), i.localizedName))),
    );
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 2000);
    const body: RecipeList = {
      recipes: found.slice((page - 1) * pageSize, page * pageSize), totalCount: found.length, page, pageSize, totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
    };
    return { body };
  };
}

export const USED_IN: Record<number, ItemRecipes> = {
  3: { item: ITEMS.ingot, usedIn: [RECIPES.helm, RECIPES.sword], madeBy: [RECIPES.ingot] },
};

/** The optimal path of an armourer from T1 0 to T2 Grand Master (1440 points on the scale): helm only at T1, none at T2. */
export function armourerPath(currentXP: number, targetXP: number): OptimalPath {
  const t1 = { from: currentXP, to: Math.min(targetXP, 600) };
  const tiersOut = [
    {
      tier: 1, tierName: 'Apprentice', fromXP: t1.from, toXP: t1.to, pointsNeeded: t1.to - t1.from,
      segments: [{ level: 'proficiency' as const, fromPoints: t1.from, toPoints: 200, points: 200 - t1.from }, { level: 'mastery' as const, fromPoints: 0, toPoints: 400, points: 400 }],
      recipes: [
        {
          recipe: RECIPES.helm, efficiency: 2.4, materialCostUnits: 10, vendorCostPerCraftCopper: 70, craftsNeeded: Math.ceil((t1.to - t1.from) / 24),
          calculatorCostCopper: Math.ceil((t1.to - t1.from) / 24) * 100, summary: TREES[20]!.summary,
        },
        {
          recipe: { ...RECIPES.sword, profession: 'armourer', professionName: 'Armourer' }, efficiency: 2, materialCostUnits: 15, vendorCostPerCraftCopper: 60,
          craftsNeeded: Math.ceil((t1.to - t1.from) / 30), calculatorCostCopper: Math.ceil((t1.to - t1.from) / 30) * 100, summary: TREES[21]!.summary,
        },
      ],
    },
    { tier: 2, tierName: 'Journeyman', fromXP: 600, toXP: targetXP, pointsNeeded: targetXP - 600, segments: [], recipes: [] },
  ].filter((tier) => tier.pointsNeeded > 0);
  return {
    profession: 'armourer', professionName: 'Armourer', currentXP, targetXP, pointsNeeded: targetXP - currentXP, maxXP: 5400, tiers: tiersOut,
    totals: { crafts: 0, calculatorCostCopper: 0, summary: TREES[20]!.summary },
  };
}

/** Every call of the page over the fixture; `overrides` replace or add routes. */
export function craftingRoutes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  const routes: Record<string, MockHandler> = {
    'GET /api/recipe': recipeListHandler(),
    'GET /api/recipe/professions': { body: PROFESSIONS },
    'GET /api/recipe/optimal-path': (request) => ({ body: armourerPath(Number(request.query.get('currentXP')), Number(request.query.get('targetXP'))) }),
    'GET /api/recipe/used-in/3': { body: USED_IN[3] },
    'GET /api/items/batch': { body: { items: [], missingIds: [] } },
    'POST /api/recipe/shopping-list': (request) => {
      const { entries } = request.body as { entries: { recipeId: number; count: number }[] };
      const recipes = entries.map((e) => ({ recipe: Object.values(RECIPES).find((r) => r.id === e.recipeId)!, count: e.count }));
      // The fixture's answer adds the trees up with the same rules as the service.
      return { body: { entries: recipes, summary: summarizeRecipeTrees(entries.map((e) => ({ tree: TREES[e.recipeId]!, crafts: e.count }))) } };
    },
  };
  for (const [id, t] of Object.entries(TREES)) routes[`GET /api/recipe/${id}/tree`] = { body: t };
  for (const r of Object.values(RECIPES)) routes[`GET /api/recipe/${r.id}`] = { body: r };
  return { ...routes, ...overrides };
}

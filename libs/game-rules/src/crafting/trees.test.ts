// Trees and their totals on a small hand-made world, every figure worked out by hand in the comments.
import { asApiTree, ITEMS as I, RECIPES as R, recipe, world } from '../testing/crafting.fixture.js';
import { expandRecipe } from './expand.js';
import { createCraftingGraph } from './graph.js';
import { rawUnits, summarizeCrafts } from './summary.js';
import { summarizeRecipeTree, summarizeRecipeTrees } from './tree-summary.js';

const quantities = <T extends { quantity: number }>(map: Map<number, T>) => Object.fromEntries([...map].map(([id, v]) => [id, v.quantity]));

describe('expandRecipe: the sword down to raw materials', () => {
  const graph = world();
  const tree = expandRecipe(graph, R.sword);

  it('has one node per ingredient, in order, with origin, profession, crafts and coal hidden', () => {
    expect(tree.depth).toBe(2);
    const [ingot, leather, coal, flux] = tree.dependencies;
    // 3 ingots from a recipe making 1: 3 crafts → 6 ore and 3 coal.
    expect(ingot).toMatchObject({ itemId: I.ingot.id, quantity: 3, totalQuantity: 3, source: 'crafted', requiredProfession: 'prospector', crafts: 3, cycle: false });
    expect(ingot!.recipe!.id).toBe(R.ingot.id);
    expect(ingot!.choice).toEqual({ reason: 'only', requiringProfession: 'weaponsmith', requiringTier: 1, alternatives: [] });
    expect(ingot!.dependencies.map((n) => [n.itemId, n.quantity, n.totalQuantity, n.source, n.requiredProfession, n.hidden])).toEqual([
      [I.ore.id, 2, 6, 'gathered', 'prospector', false],
      [I.coal.id, 1, 3, 'vendor', null, true],
    ]);
    expect(leather).toMatchObject({ source: 'crafted', requiredProfession: 'forester', crafts: 1 });
    // Hides have no vendor and no gathering profession: dropped.
    expect(leather!.dependencies.map((n) => [n.itemId, n.totalQuantity, n.source])).toEqual([[I.hide.id, 2, 'dropped'], [I.salt.id, 1, 'vendor']]);
    expect(coal).toMatchObject({ hidden: true, source: 'vendor', vendorPriceCopper: 20, recipe: null, choice: null, crafts: 0, dependencies: [] });
    expect(flux).toMatchObject({ optional: true, criticalChanceBonus: 20, source: 'vendor', hidden: false });
  });

  it('sums one craft: raw, processed, optional, direct, professions, XP, time and vendor cost', () => {
    const totals = summarizeCrafts([{ tree, crafts: 1 }]);
    // ore 3×2 = 6; coal 3×1 under the ingots + 1 in the sword = 4; hide 2; salt 1; flux only as optional.
    expect(quantities(totals.raw)).toEqual({ [I.ore.id]: 6, [I.coal.id]: 4, [I.hide.id]: 2, [I.salt.id]: 1 });
    expect([...totals.processed.values()].map((p) => [p.node.itemId, p.quantity, p.crafts, p.produced, p.recipeId])).toEqual([
      [I.ingot.id, 3, 3, 3, R.ingot.id],
      [I.leather.id, 1, 1, 1, R.leather.id],
    ]);
    expect(quantities(totals.optional)).toEqual({ [I.flux.id]: 1 });
    expect(totals.direct.map((d) => [d.node.itemId, d.quantity, d.node.optional])).toEqual([
      [I.ingot.id, 3, false], [I.leather.id, 1, false], [I.coal.id, 1, false], [I.flux.id, 1, true],
    ]);
    // Crafts: 1 sword + 3 ingots + 1 leather = 5; XP 24 + 3×12 + 12 = 72.
    expect(totals).toMatchObject({ crafts: 1, totalCrafts: 5, totalXP: 72, gatheredUnits: 6 });
    // Vendor: 4 coal × 20 + 1 salt × 12 = 92 copper. Time: (5 × 3 s + 6 × 10 s) / 60 = 1.25 → 1.3 min.
    expect(totals.vendorCostCopper).toBe(92);
    expect(totals.estimatedTimeMinutes).toBe(1.3);
    expect(Object.fromEntries(totals.professions)).toEqual({ weaponsmith: 1, prospector: 1, forester: 1 });
  });

  it('×10 multiplies before rounding; optional ingredients count when asked', () => {
    const ten = summarizeCrafts([{ tree, crafts: 10 }]);
    // 30 ingots → 60 ore, 30 + 10 coal; 10 leather → 20 hide, 10 salt. Vendor 40×20 + 10×12 = 920. XP 240 + 360 + 120.
    expect(quantities(ten.raw)).toEqual({ [I.ore.id]: 60, [I.coal.id]: 40, [I.hide.id]: 20, [I.salt.id]: 10 });
    expect(ten).toMatchObject({ crafts: 10, totalCrafts: 50, totalXP: 720, vendorCostCopper: 920 });
    const withFlux = summarizeCrafts([{ tree, crafts: 10 }], { includeOptional: true });
    // + 10 flux × 50 copper.
    expect(withFlux.raw.get(I.flux.id)?.quantity).toBe(10);
    expect(withFlux.vendorCostCopper).toBe(1420);
  });
});

describe('summaries round crafts up once per item over the whole tree', () => {
  const graph = world();
  const tree = expandRecipe(graph, R.bread);

  it('bread: barley for the flour and barley itself share one farming craft', () => {
    // 1 bread craft: 1 flour → 1 flour craft → 2 barley; + 1 barley directly = 3 barley; 4 per craft → 1 craft.
    const [flour, barley] = tree.dependencies;
    expect(flour!.dependencies[0]).toMatchObject({ itemId: I.barley.id, totalQuantity: 2, crafts: 1 });
    expect(barley).toMatchObject({ totalQuantity: 1, crafts: 1 });
    const one = summarizeCrafts([{ tree, crafts: 1 }]);
    expect(one.processed.get(I.barley.id)).toMatchObject({ quantity: 3, crafts: 1, produced: 4 });
    // 1 seed, water 1 (farming) + 1 (bread) = 2. Vendor 36 + 2×4 = 44.
    expect(quantities(one.raw)).toEqual({ [I.seed.id]: 1, [I.water.id]: 2 });
    expect(one.vendorCostCopper).toBe(44);
    // 1 bread + 1 flour + 1 barley craft: 16 + 10 + 10 XP.
    expect(one).toMatchObject({ totalCrafts: 3, totalXP: 36 });

    // ×3: 3 flour → 6 barley, + 3 = 9 barley → ceil(9 / 4) = 3 crafts → 3 seeds, 3 + 3 water.
    const three = summarizeCrafts([{ tree, crafts: 3 }]);
    expect(three.processed.get(I.barley.id)).toMatchObject({ quantity: 9, crafts: 3, produced: 12 });
    expect(quantities(three.raw)).toEqual({ [I.seed.id]: 3, [I.water.id]: 6 });
  });

  it('exact totals keep fractions (the efficiency of a recipe in bulk)', () => {
    // 3 barley is 0.75 of a craft: 0.75 seed + 0.75 water, + 1 water = 2.5 raw units.
    const exact = summarizeCrafts([{ tree, crafts: 1 }], { exact: true });
    expect(quantities(exact.raw)).toEqual({ [I.seed.id]: 0.75, [I.water.id]: 1.75 });
    expect(rawUnits(exact)).toBe(2.5);
    expect(exact.vendorCostCopper).toBe(0.75 * 36 + 1.75 * 4);
  });

  it('several trees together (a shopping list): shared intermediates rounded once, a recipe listed twice summed', () => {
    const flourTree = expandRecipe(graph, R.flour);
    // 1 bread (3 barley) + 1 flour (2 barley) = 5 barley → 2 crafts; + another bread entry: 2 bread → 6 + 2 = 8 → 2 crafts.
    const list = summarizeCrafts([{ tree, crafts: 1 }, { tree: flourTree, crafts: 1 }]);
    expect(list.processed.get(I.barley.id)).toMatchObject({ quantity: 5, crafts: 2 });
    const twice = summarizeCrafts([{ tree, crafts: 1 }, { tree: flourTree, crafts: 1 }, { tree, crafts: 1 }]);
    expect(twice.crafts).toBe(3);
    expect(twice.processed.get(I.barley.id)).toMatchObject({ quantity: 8, crafts: 2 });
    expect(twice.direct.find((d) => d.node.itemId === I.flour.id)?.quantity).toBe(2);
  });
});

describe('the recipe chosen when several make an ingredient', () => {
  // Bronze ingots: prospector T1 (1), its "(Old)" copy (20), prospector T3 (21), metalsmith T2 (22).
  const old = recipe(20, 'Bronze Ingot (Old)', 'prospector', 1, 12, [[I.ore, 1]], [I.ingot, 1]);
  const p3 = recipe(21, 'Bronze Ingot', 'prospector', 3, 20, [[I.ore, 3]], [I.ingot, 1]);
  const m2 = recipe(22, 'Bronze Ingot', 'metalsmith', 2, 16, [[I.ore, 2]], [I.ingot, 1]);
  const graph = createCraftingGraph([R.ingot, old, p3, m2], Object.values(I));

  it('the requiring profession\'s own lowest tier within reach first', () => {
    const choice = graph.choose(I.ingot.id, { profession: 'metalsmith', tier: 2 })!;
    expect(choice.recipe.id).toBe(22);
    expect(choice.reason).toBe('lowestReachableTier');
    // The others, lowest tier first ("(Old)" included as an alternative, never chosen while others exist).
    expect(choice.alternatives.map((r) => r.id)).toEqual([1, 20, 21]);
  });

  it('else another profession\'s lowest tier within reach', () => {
    expect(graph.choose(I.ingot.id, { profession: 'weaponsmith', tier: 5 })).toMatchObject({ recipe: { id: 1 }, reason: 'lowestReachableTier' });
    // A metalsmith at tier 1 does not reach its own tier-2 recipe: the prospector's tier 1.
    expect(graph.choose(I.ingot.id, { profession: 'metalsmith', tier: 1 })).toMatchObject({ recipe: { id: 1 } });
  });

  it('else the lowest tier overall; one maker is "only"; "(Old)" only when nothing else makes it', () => {
    const high = createCraftingGraph([p3, m2], Object.values(I));
    expect(high.choose(I.ingot.id, { profession: 'cook', tier: 1 })).toMatchObject({ recipe: { id: 22 }, reason: 'lowestTier' });
    expect(createCraftingGraph([R.ingot, old], Object.values(I)).choose(I.ingot.id, { profession: 'cook', tier: 1 })).toMatchObject({
      recipe: { id: 1 }, reason: 'only', alternatives: [{ id: 20 }],
    });
    expect(createCraftingGraph([old], Object.values(I)).choose(I.ingot.id, { profession: 'cook', tier: 1 })).toMatchObject({ recipe: { id: 20 }, reason: 'only' });
    expect(graph.choose(I.ore.id, { profession: 'cook', tier: 1 })).toBeUndefined();
  });

  it('the tree says which recipe and why', () => {
    const sword = recipe(30, 'Iron Sword', 'weaponsmith', 2, 30, [[I.ingot, 2]], [I.sword, 1]);
    const tree = expandRecipe(createCraftingGraph([R.ingot, old, p3, m2, sword], Object.values(I)), sword);
    expect(tree.dependencies[0]!.recipe!.id).toBe(1);
    expect(tree.dependencies[0]!.choice).toMatchObject({ reason: 'lowestReachableTier', requiringProfession: 'weaponsmith', requiringTier: 2 });
  });
});

describe('cycles are cut, never looped on', () => {
  const a = { ...I.ingot, id: 100, name: 'Alloy A' };
  const b = { ...I.ingot, id: 101, name: 'Alloy B' };
  // A from B, B from A, and a root needing A and B; a refining recipe using its own result.
  const makeA = recipe(100, 'Alloy A', 'metalsmith', 1, 5, [[b, 1], [I.ore, 1]], [a, 1]);
  const makeB = recipe(101, 'Alloy B', 'metalsmith', 1, 5, [[a, 2]], [b, 1]);
  const root = recipe(102, 'Alloy Blade', 'weaponsmith', 1, 20, [[a, 1], [b, 1]], [I.sword, 1]);
  const slag = { ...I.ore, id: 102, name: 'Slag' };
  const refine = recipe(103, 'Refined Slag', 'prospector', 1, 5, [[slag, 2]], [slag, 1]);
  const graph = createCraftingGraph([makeA, makeB, root, refine], [...Object.values(I), a, b, slag]);

  it('marks the repeated item on its own path and stops there', () => {
    const tree = expandRecipe(graph, root);
    const [nodeA, nodeB] = tree.dependencies;
    // Blade → A → B → A (cut).
    expect(nodeA!.dependencies[0]!.itemId).toBe(b.id);
    const cut = nodeA!.dependencies[0]!.dependencies[0]!;
    expect(cut).toMatchObject({ itemId: a.id, cycle: true, crafts: 0, dependencies: [], source: 'crafted' });
    expect(cut.recipe!.id).toBe(makeA.id);
    // Blade → B → A → B (cut).
    expect(nodeB!.dependencies[0]!.dependencies[0]).toMatchObject({ itemId: b.id, cycle: true });
    expect(tree.depth).toBe(3);

    // A recipe whose ingredient is its own result: cut at once.
    const self = expandRecipe(graph, refine);
    expect(self.dependencies[0]).toMatchObject({ itemId: slag.id, cycle: true, dependencies: [] });
    expect(self.depth).toBe(1);
  });

  it('counts a cut node as a raw material and ends', () => {
    const totals = summarizeCrafts([{ tree: expandRecipe(graph, root), crafts: 1 }]);
    // Blade: A 1, B 1. A (first seen under the blade): B 1 + ore 1. B (first seen under A): A 2, cut → raw.
    // B's demand: 1 (blade) + 1 (A) = 2 → 2 crafts → 4 A as raw. A: 1 craft → 1 ore.
    expect(totals.processed.get(a.id)).toMatchObject({ crafts: 1 });
    expect(totals.processed.get(b.id)).toMatchObject({ crafts: 2 });
    expect(quantities(totals.raw)).toEqual({ [a.id]: 4, [I.ore.id]: 1 });
    expect(summarizeCrafts([{ tree: expandRecipe(graph, refine), crafts: 3 }]).raw.get(slag.id)?.quantity).toBe(6);
  });
});

describe('summarizeRecipeTree: the API summary from the API tree, for any multiplier', () => {
  const tree = asApiTree(expandRecipe(world(), R.sword));

  it('keys materials by item id with their display data, lists direct requirements and professions by name', () => {
    const summary = summarizeRecipeTree(tree, 5);
    expect(summary.rawMaterials[I.ore.id]).toEqual({
      itemId: I.ore.id, name: 'Copper Ore', localizedName: 'de: Copper Ore', icon: `icon-${I.ore.id}`, quality: 'common', quantity: 30,
      source: 'gathered', requiredProfession: 'prospector', requiredProfessionName: 'Schürfer', vendorPriceCopper: null, hidden: false,
    });
    expect(summary.rawMaterials[I.coal.id]).toMatchObject({ quantity: 20, hidden: true, source: 'vendor', vendorPriceCopper: 20 });
    expect(summary.processedMaterials[I.ingot.id]).toMatchObject({ quantity: 15, crafts: 15, produced: 15, recipeId: R.ingot.id });
    expect(summary.optionalMaterials[I.flux.id]).toMatchObject({ quantity: 5 });
    expect(summary.directRequirements.map((d) => [d.itemId, d.quantity, d.optional, d.criticalChanceBonus])).toEqual([
      [I.ingot.id, 15, false, 0], [I.leather.id, 5, false, 0], [I.coal.id, 5, false, 0], [I.flux.id, 5, true, 20],
    ]);
    // By name: Förster, Schürfer, Waffenschmied.
    expect(summary.requiredProfessions).toEqual([
      { profession: 'forester', name: 'Förster', tier: 1 },
      { profession: 'prospector', name: 'Schürfer', tier: 1 },
      { profession: 'weaponsmith', name: 'Waffenschmied', tier: 1 },
    ]);
    // 5 × 92 copper; 5 × 72 XP; (25 × 3 + 30 × 10) / 60 = 6.25 → 6.3 min.
    expect(summary).toMatchObject({ crafts: 5, totalCrafts: 25, totalXP: 360, vendorCostCopper: 460, estimatedTimeMinutes: 6.3 });
  });

  it('a gathering profession with no recipe in the tree has no tier', () => {
    const bread = asApiTree(expandRecipe(world(), R.bread));
    const both = summarizeRecipeTrees([{ tree: bread, crafts: 1 }, { tree, crafts: 1 }]);
    expect(both.requiredProfessions.find((p) => p.profession === 'farmer')).toEqual({ profession: 'farmer', name: 'Bauer', tier: 1 });
    expect(both.crafts).toBe(2);
    const oreOnly = summarizeRecipeTree({ ...tree, dependencies: tree.dependencies[0]!.dependencies }, 1);
    expect(oreOnly.requiredProfessions).toEqual([
      { profession: 'prospector', name: 'Schürfer', tier: null },
      { profession: 'weaponsmith', name: 'Waffenschmied', tier: 1 },
    ]);
  });
});

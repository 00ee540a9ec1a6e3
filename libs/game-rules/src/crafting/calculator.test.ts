// The calculator: the XP scale of spec 2 §9, crafts needed, the recommendations of §5, results, multipliers, money.
import { ITEMS as I, recipe } from '../testing/crafting.fixture.js';
import { createCraftingGraph, type GraphRecipe } from './graph.js';
import { isAlwaysHiddenItem, isExcludedShard, isOldName, isVendorOnlySupply, itemOrigin } from './materials.js';
import { efficiencyOf, isRecommendable, pickDistinctXp, rankRecipes, recipeCost, recommendRecipes } from './optimal-path.js';
import { calculatorCoins, calculatorCostCopper, criticalChance, expectedResults, parseMultiplier, vendorCoins } from './results.js';
import { barPoints, capPoints, craftsNeeded, isTargetReached, maxXp, pointsNeeded, progressXp, splitCrafts, targetXp, tierSpans, xpScale } from './tiers.js';

describe('the XP scale: each tier proficiency then mastery (T1 200/400 … T5 520/1040)', () => {
  it('lays the bars end to end', () => {
    expect(xpScale().slice(0, 4)).toEqual([
      { tier: 1, level: 'proficiency', start: 0, end: 200, points: 200 },
      { tier: 1, level: 'mastery', start: 200, end: 600, points: 400 },
      { tier: 2, level: 'proficiency', start: 600, end: 880, points: 280 },
      { tier: 2, level: 'mastery', start: 880, end: 1440, points: 560 },
    ]);
    // 600 + 840 + 1080 + 1320 + 1560.
    expect(maxXp()).toBe(5400);
  });

  it('places progress and targets; points are capped at the bar; reached targets are disabled', () => {
    expect(progressXp(1, 'proficiency', 0)).toBe(0);
    expect(progressXp(2, 'proficiency', 100)).toBe(700);
    // "T2 Grand Master, 100 points": proficiency complete + 100.
    expect(progressXp(2, 'mastery', 100)).toBe(980);
    expect(progressXp(1, 'proficiency', 999)).toBe(200);
    expect(capPoints(999, 3, 'mastery')).toBe(720);
    expect(capPoints(-5, 1, 'proficiency')).toBe(0);
    expect(capPoints(12.7, 1, 'proficiency')).toBe(12);
    expect(capPoints(Number.NaN, 1, 'proficiency')).toBe(0);
    expect(barPoints(5, 'mastery')).toBe(1040);
    expect(targetXp(2, 'proficiency')).toBe(880);
    expect(targetXp(2, 'mastery')).toBe(1440);
    expect(isTargetReached(880, 2, 'proficiency')).toBe(true);
    expect(isTargetReached(879, 2, 'proficiency')).toBe(false);
    expect(() => targetXp(6, 'mastery')).toThrow(RangeError);
  });

  it('T1 0 points → T2 mastery: 1440 points, 600 in tier 1 and 840 in tier 2', () => {
    const target = targetXp(2, 'mastery');
    expect(pointsNeeded(0, target)).toBe(1440);
    expect(tierSpans(0, target)).toEqual([
      {
        tier: 1, fromXp: 0, toXp: 600, points: 600,
        segments: [{ level: 'proficiency', fromPoints: 0, toPoints: 200, points: 200 }, { level: 'mastery', fromPoints: 0, toPoints: 400, points: 400 }],
      },
      {
        tier: 2, fromXp: 600, toXp: 1440, points: 840,
        segments: [{ level: 'proficiency', fromPoints: 0, toPoints: 280, points: 280 }, { level: 'mastery', fromPoints: 0, toPoints: 560, points: 560 }],
      },
    ]);
    // With a 16 XP tier-1 recipe and a 20 XP tier-2 one: ceil(600 / 16) = 38 and 840 / 20 = 42 crafts.
    expect(craftsNeeded(600, 16)).toBe(38);
    expect(craftsNeeded(840, 20)).toBe(42);
  });

  it('starts and ends inside bars', () => {
    // T1 Grand Master with 350 points (550) → T2 proficiency (880): 50 mastery points of T1, 280 of T2.
    expect(tierSpans(550, 880).map((s) => [s.tier, s.points, s.segments.map((g) => [g.level, g.fromPoints, g.toPoints])])).toEqual([
      [1, 50, [['mastery', 350, 400]]],
      [2, 280, [['proficiency', 0, 280]]],
    ]);
    expect(tierSpans(880, 880)).toEqual([]);
    expect(pointsNeeded(900, 880)).toBe(0);
  });

  it('crafts needed: whole crafts, nothing for no points; shared points split equally among selected recipes', () => {
    expect(craftsNeeded(0, 16)).toBe(0);
    expect(craftsNeeded(1, 16)).toBe(1);
    expect(craftsNeeded(32, 16)).toBe(2);
    expect(() => craftsNeeded(10, 0)).toThrow('A recipe without XP cannot earn points');
    // 840 points for two recipes: 420 each → 420 / 20 = 21 and ceil(420 / 30) = 14.
    expect(splitCrafts(840, [20, 30])).toEqual([21, 14]);
    expect(splitCrafts(840, [])).toEqual([]);
  });
});

describe('recommendations (spec 2 §5)', () => {
  const ore = (id: number, name: string, xp: number, units: number, extra: Partial<GraphRecipe> = {}) => ({
    ...recipe(id, name, 'weaponsmith', 1, xp, [[I.ore, units]], [I.sword, 1]),
    ...extra,
  });
  // Efficiency = XP per raw unit: A 24/10 = 2.4, B 30/12 = 2.5, G 25/10 = 2.5 (A within 5 % of the best 2.5),
  // C 31/20 = 1.55, H 40/40 = 1.
  const A = ore(1, 'Axe', 24, 10);
  const B = ore(2, 'Blade', 30, 12);
  const C = ore(3, 'Club', 31, 20);
  const G = ore(4, 'Glaive', 25, 10);
  const H = ore(5, 'Hammer', 40, 40);
  const noXp = ore(6, 'Dagger', 0, 1);
  const old = ore(7, 'Blade (Old)', 30, 1);
  const shard = { ...recipe(8, 'Sapphire Blade', 'weaponsmith', 1, 60, [[I.ore, 1], [{ id: 99, name: 'Sapphire Shard', itemClass: 'SHARD', vendorPriceCopper: null }, 1]], [I.sword, 1]) };
  const otherTier = { ...ore(9, 'Spear', 50, 1), tier: 2 };
  const shardItem = { id: 99, name: 'Sapphire Shard', itemClass: 'SHARD', vendorPriceCopper: null };
  const graph = createCraftingGraph([A, B, C, G, H, noXp, old, shard, otherTier], [...Object.values(I), shardItem]);

  it('excludes recipes without XP, "(Old)" ones and shard recipes (flag or ingredient name)', () => {
    expect([A, B, C, G, H].every((r) => isRecommendable(graph, r))).toBe(true);
    expect([noXp, old, shard].some((r) => isRecommendable(graph, r))).toBe(false);
    const flagged = { ...A, id: 10, usesShards: true };
    expect(isRecommendable(createCraftingGraph([flagged], Object.values(I)), flagged)).toBe(false);
    // A result named "(Old)" excludes the recipe too.
    const oldResult = recipe(11, 'Sword', 'weaponsmith', 1, 10, [[I.ore, 1]], [{ ...I.sword, id: 77, name: 'Sword (Old)' }, 1]);
    expect(isRecommendable(createCraftingGraph([oldResult], [...Object.values(I), { ...I.sword, id: 77, name: 'Sword (Old)' }]), oldResult)).toBe(false);
  });

  it('efficiency is XP per raw unit of one craft, intermediates expanded exactly', () => {
    expect(recipeCost(graph, A)).toMatchObject({ materialCostUnits: 10, vendorCostPerCraftCopper: 0 });
    expect(efficiencyOf(24, 10)).toBe(2.4);
    expect(efficiencyOf(24, 0)).toBe(24);
  });

  it('ranks by 5 % efficiency band, then XP; keeps 3 with XP more than 1 apart', () => {
    const ranked = rankRecipes([A, B, C, G, H].map((r) => recipeCost(graph, r)));
    // Band 0 (≥ 95 % of 2.5): B 30, G 25, A 24; then C (1.55, band 7), H (1, band 12).
    expect(ranked.map((r) => r.recipe.name)).toEqual(['Blade', 'Glaive', 'Axe', 'Club', 'Hammer']);
    // A (24) is within 1 of G (25); C (31) within 1 of B (30): Blade, Glaive, Hammer.
    expect(pickDistinctXp(ranked).map((r) => r.recipe.name)).toEqual(['Blade', 'Glaive', 'Hammer']);
    expect(recommendRecipes(graph, 'weaponsmith', 1).map((r) => [r.recipe.id, r.efficiency])).toEqual([[2, 2.5], [4, 2.5], [5, 1]]);
    expect(recommendRecipes(graph, 'weaponsmith', 2).map((r) => r.recipe.id)).toEqual([9]);
    expect(recommendRecipes(graph, 'cook', 1)).toEqual([]);
  });

  it('equal band and XP: the cheaper vendor cost first, then the name', () => {
    const coal = recipe(12, 'Zweihander', 'weaponsmith', 1, 30, [[I.coal, 12]], [I.sword, 1]);
    const plain = recipe(13, 'Zweihander', 'weaponsmith', 1, 30, [[I.ore, 12]], [I.sword, 1]);
    const g = createCraftingGraph([coal, plain, B], Object.values(I));
    expect(rankRecipes([coal, plain, B].map((r) => recipeCost(g, r))).map((r) => r.recipe.id)).toEqual([2, 13, 12]);
  });
});

describe('results, multipliers and money', () => {
  const ingredients = [{ optional: false, criticalChanceBonus: 0 }, { optional: true, criticalChanceBonus: 20 }, { optional: true, criticalChanceBonus: 15 }];

  it('critical chance: base plus the optional ingredients used, at most 100', () => {
    expect(criticalChance(5, ingredients, false)).toBe(5);
    expect(criticalChance(5, ingredients, true)).toBe(40);
    expect(criticalChance(90, ingredients, true)).toBe(100);
  });

  it('expected results of crafts at a critical chance', () => {
    // 4 crafts at 25 %: 3 normal × 1, 1 critical × 2.
    expect(expectedResults(1, 2, 25, 4)).toEqual({ normal: 3, critical: 2 });
    expect(expectedResults(3, null, 25, 4)).toEqual({ normal: 12, critical: 0 });
  });

  it('the custom multiplier is an integer from 1 to 9999, anything else ignored', () => {
    expect(parseMultiplier('10')).toBe(10);
    expect(parseMultiplier(' 7 ')).toBe(7);
    expect(parseMultiplier('9999')).toBe(9999);
    expect(parseMultiplier(250)).toBe(250);
    for (const bad of ['0', '10000', '2.5', '-3', 'abc', '', '1e3', 0, 2.5]) expect(parseMultiplier(bad)).toBeNull();
  });

  it('vendor cost: 100,000 copper a gold; the calculator: 100 copper a craft and 10,000 copper a gold', () => {
    // 100,000 a gold leaves up to 999 silver: 123,456 copper = 1 gold, 234 silver, 56 copper.
    expect(vendorCoins(123_456)).toEqual({ gold: 1, silver: 234, copper: 56 });
    expect(calculatorCoins(123_456)).toEqual({ gold: 12, silver: 34, copper: 56 });
    // 80 crafts (38 + 42 for T1 0 → T2 mastery at 16 and 20 XP) cost 8000 copper: 80 silver.
    expect(calculatorCostCopper(80)).toBe(8000);
    expect(calculatorCoins(calculatorCostCopper(80))).toEqual({ gold: 0, silver: 80, copper: 0 });
    expect(calculatorCoins(calculatorCostCopper(250))).toEqual({ gold: 2, silver: 50, copper: 0 });
  });
});

describe('materials', () => {
  it('names "(Old)", coal and wax, vendor-only supplies and excluded shards', () => {
    expect(isOldName('Bronze Sword (Old)')).toBe(true);
    expect(isOldName('Bronze Sword (Old) ')).toBe(true);
    expect(isOldName('Old Sword')).toBe(false);
    expect(['Coal', 'Beeswax', 'Sealing Wax'].every(isAlwaysHiddenItem)).toBe(true);
    expect(['Copper Ore', 'Glass Phial', 'Waxwork Mask'].some(isAlwaysHiddenItem)).toBe(false);
    expect(['Coal', 'Glass Phial', 'Beeswax', 'Candles', 'Water'].every(isVendorOnlySupply)).toBe(true);
    expect(['Salt', 'Thread', 'Copper Ore'].some(isVendorOnlySupply)).toBe(false);
    expect(['Beryl Shard', 'Adamant Shard', 'Ruby Shard', 'Sapphire Shard'].every(isExcludedShard)).toBe(true);
    expect(isExcludedShard('Amber Shard')).toBe(false);
  });

  it('origin: crafted, else vendor, else gathered by class, else dropped', () => {
    expect(itemOrigin(I.ingot, true)).toBe('crafted');
    expect(itemOrigin(I.salt, false)).toBe('vendor');
    // Water without a price is still a vendor item (spec 2 §5).
    expect(itemOrigin({ ...I.water, vendorPriceCopper: null }, false)).toBe('vendor');
    expect(itemOrigin(I.ore, false)).toBe('gathered');
    expect(itemOrigin(I.barley, false)).toBe('gathered');
    expect(itemOrigin(I.hide, false)).toBe('dropped');
    expect(itemOrigin(undefined, false)).toBe('dropped');
  });
});

// GET /api/recipe/{id}/tree, POST /api/recipe/shopping-list and GET /api/recipe/optimal-path on the seeded sample
// world: the answers agree with the dataset and with @eoa/game-rules; bad input is a 400 with a message.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { OptimalPathSchema, RecipeTreeSchema, ShoppingListSchema, type Problem, type RecipeTreeNode } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { summarizeRecipeTree } from '@eoa/game-rules';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';
import { bootCrafting, isOld, sampleWorld } from './support/crafting-app.js';

describe('crafting trees and the calculator on the sample world', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const item = (id: number) => world.items.find((i) => i.id === id)!;
  const byName = (en: string) => world.recipes.find((r) => r.name.en === en && !isOld(r.name))!;

  beforeAll(async () => {
    app = await bootCrafting();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  const tree = async (id: number, lang = 'en') => answerOf(RecipeTreeSchema, (await http().get(`/api/recipe/${id}/tree`).set('Accept-Language', lang).expect(200)).body);

  it('a bread down to seeds: farming, milling and cooking (the deepest kind of tree)', async () => {
    const bread = world.recipes.find((r) => r.profession === 'cook' && r.tier === 1 && !isOld(r.name) && r.ingredients.some((i) => item(i.itemId).name.en === 'Barley Flour'))!;
    const answer = await tree(bread.id, 'fr');
    expect(answer.recipe).toMatchObject({ id: bread.id, localizedName: bread.name.fr });
    expect(answer.depth).toBe(3);
    const flour = answer.dependencies.find((n) => n.name === 'Barley Flour')!;
    expect(flour).toMatchObject({ source: 'crafted', requiredProfession: 'farmer', requiredProfessionName: world.professions.find((p) => p.id === 'farmer')!.name.fr, quantity: 2, crafts: 2 });
    const barley = flour.dependencies[0]!;
    // 2 flour → 2 crafts of 2 barley = 4 barley; the farming recipe makes 4: 1 craft of a seed and water.
    expect(barley).toMatchObject({ name: 'Barley', totalQuantity: 4, crafts: 1, source: 'crafted' });
    expect(barley.dependencies.map((n) => [n.name, n.totalQuantity, n.source, n.hidden])).toEqual([['Barley Seed', 1, 'vendor', false], ['Water', 1, 'vendor', false]]);
    // The optional seasoning is in the tree (shown on demand) but not in the raw materials.
    const seasoning = answer.dependencies.find((n) => n.optional)!;
    expect(answer.summary.rawMaterials[seasoning.itemId]).toBeUndefined();
    expect(answer.summary.optionalMaterials[seasoning.itemId]).toMatchObject({ quantity: 1 });
    // The summary is @eoa/game-rules' on the answer's own tree (what the page recomputes for a multiplier).
    expect(answer.summary).toEqual(summarizeRecipeTree(answer, 1));
  });

  it('a crafting tool: ingots from ore (coal hidden), boards from branches; the vendor cost in copper', async () => {
    const tool = world.recipes.find((r) => r.profession === 'metalsmith' && r.tier === 2 && !isOld(r.name))!;
    const answer = await tree(tool.id);
    const byItem = (nodes: RecipeTreeNode[], en: string) => nodes.find((n) => n.name === en)!;
    const ingot = byItem(answer.dependencies, 'Iron Ingot');
    expect(ingot).toMatchObject({ source: 'crafted', requiredProfession: 'prospector', quantity: 2, crafts: 2, cycle: false });
    expect(ingot.choice).toMatchObject({ reason: 'only', requiringProfession: 'metalsmith', requiringTier: 2, alternatives: [] });
    expect(byItem(ingot.dependencies, 'Barrow-iron Ore')).toMatchObject({ source: 'gathered', requiredProfession: 'prospector', totalQuantity: 4 });
    expect(byItem(ingot.dependencies, 'Coal')).toMatchObject({ hidden: true, source: 'vendor', totalQuantity: 2 });
    expect(byItem(answer.dependencies, 'Coal')).toMatchObject({ hidden: true });
    expect(byItem(byItem(answer.dependencies, 'Yew Board').dependencies, 'Yew Branch')).toMatchObject({ source: 'gathered', requiredProfession: 'forester', totalQuantity: 2 });
    // Coal: 2 (ingots) + 1 (tool) = 3, at the dataset's lowest vendor price.
    const coal = world.items.find((i) => i.name.en === 'Coal')!;
    const price = Math.min(...world.itemSources.filter((s) => s.itemId === coal.id && s.sourceType === 4).map((s) => s.priceCopper!));
    expect(answer.summary.rawMaterials[coal.id]).toMatchObject({ quantity: 3, vendorPriceCopper: price, hidden: true });
    expect(answer.summary.vendorCostCopper).toBe(3 * price);
    // XP: the tool, 2 ingot crafts, 1 board craft.
    const xp = (en: string) => byName(en).xp;
    expect(answer.summary.totalXP).toBe(tool.xp + 2 * xp('Iron Ingot') + xp('Yew Board'));
    expect(answer.results.criticalChanceWithOptionals).toBe(Math.min(100, tool.baseCriticalChance + 20));
  });

  it('trees: 404 for an unknown recipe, 400 for a malformed id', async () => {
    const missing = (await http().get('/api/recipe/999999/tree').expect(404)).body as Problem;
    expect(missing).toMatchObject({ status: 404, code: 'crafting.recipeNotFound', params: { id: 999999 }, detail: 'Recipe 999999 not found' });
    // The id rule is server-kit's (IdParam): its English text is what is checked here.
    expect((await http().get('/api/recipe/-3/tree').expect(400)).body.detail).toBe('id must be a positive integer');
  });

  it('shopping list: bad bodies are 400 request.invalid naming each bad field, unknown recipes 404', async () => {
    const post = (body: unknown) => http().post('/api/recipe/shopping-list').send(body as object);
    const invalid = (detail: string, ...errors: string[]) => ({ status: 400, code: 'request.invalid', detail, errors });
    const cases: [unknown, ProblemSummary][] = [
      [{}, invalid('entries is required', 'entries field.required')],
      [{ entries: [] }, invalid('entries must not be empty', 'entries field.notEmpty')],
      [{ entries: Array.from({ length: 51 }, () => ({ recipeId: 1, count: 1 })) }, invalid('entries must hold at most 50 entries', 'entries field.listAtMost')],
      [{ entries: [{ recipeId: 1, count: 0 }] }, invalid('entries.0.count must be 1 or more', 'entries.0.count field.oneOrMore')],
      [{ entries: [{ recipeId: 1, count: 10000 }] }, invalid('entries.0.count must not be greater than 9999', 'entries.0.count field.notGreaterThan')],
      [{ entries: [{ recipeId: 'x', count: 1 }] }, invalid('entries.0.recipeId must be a number', 'entries.0.recipeId field.number')],
      [{ entries: [{ recipeId: 1.5, count: 1 }] }, invalid('entries.0.recipeId must be a whole number', 'entries.0.recipeId field.wholeNumber')],
      [{ entries: [{ recipeId: 2147483648, count: 1 }] }, invalid('entries.0.recipeId must not be greater than 2147483647', 'entries.0.recipeId field.notGreaterThan')],
      [{ entries: [{ recipeId: 1 }] }, invalid('entries.0.count is required', 'entries.0.count field.required')],
      [{ entries: [{ recipeId: 1, count: 1, colour: 'red' }] }, invalid('entries.0: property colour should not exist', 'entries.0.colour field.notAllowedAt')],
      [{ entries: [{ recipeId: 1, count: 1 }], includeOptional: 'yes' }, invalid('includeOptional must be true or false', 'includeOptional field.boolean')],
    ];
    for (const [body, problem] of cases) {
      const res = await post(body).expect(400);
      expect([body, problemOf(res)]).toEqual([body, problem]);
    }
    const unknown = (await post({ entries: [{ recipeId: 1, count: 1 }, { recipeId: 999999, count: 1 }] }).expect(404)).body as Problem;
    expect(unknown).toMatchObject({ status: 404, code: 'crafting.recipeNotFound', params: { id: 999999 }, detail: 'Recipe 999999 not found' });
  });

  it('shopping list of two recipes: one summary of both', async () => {
    const [a, b] = world.recipes.filter((r) => r.profession === 'weaponsmith' && r.tier === 1 && !isOld(r.name) && !r.usesShards);
    const list = answerOf(ShoppingListSchema, (await http().post('/api/recipe/shopping-list').send({ entries: [{ recipeId: a!.id, count: 2 }, { recipeId: b!.id, count: 3 }] }).expect(200)).body);
    expect(list.entries.map((e) => [e.recipe.id, e.count])).toEqual([[a!.id, 2], [b!.id, 3]]);
    // Both need 3 ingots a craft: 15 ingots, 30 ore.
    const ore = world.items.find((i) => i.name.en === 'Copper Ore')!;
    expect(list.summary.rawMaterials[ore.id]).toMatchObject({ quantity: 30, source: 'gathered', requiredProfession: 'prospector' });
    expect(list.summary.crafts).toBe(5);
  });

  describe('GET /api/recipe/optimal-path', () => {
    const path = async (query: string, lang = 'en') => answerOf(OptimalPathSchema, (await http().get(`/api/recipe/optimal-path?${query}`).set('Accept-Language', lang).expect(200)).body);

    it('T1 0 points → T2 mastery for a weaponsmith: 600 points at tier 1, 840 at tier 2, up to 3 recipes each', async () => {
      const answer = await path('profession=weaponsmith&currentXP=0&targetXP=1440', 'de');
      expect(answer).toMatchObject({ profession: 'weaponsmith', pointsNeeded: 1440, maxXP: 5400 });
      expect(answer.tiers.map((t) => [t.tier, t.pointsNeeded, t.segments.map((s) => [s.level, s.points])])).toEqual([
        [1, 600, [['proficiency', 200], ['mastery', 400]]],
        [2, 840, [['proficiency', 280], ['mastery', 560]]],
      ]);
      for (const tier of answer.tiers) {
        expect(tier.recipes.length).toBeGreaterThan(0);
        expect(tier.recipes.length).toBeLessThanOrEqual(3);
        const xps = tier.recipes.map((r) => r.recipe.xp);
        for (const [i, x] of xps.entries()) for (const y of xps.slice(i + 1)) expect(Math.abs(x - y)).toBeGreaterThan(1);
        for (const r of tier.recipes) {
          expect(r.recipe).toMatchObject({ profession: 'weaponsmith', tier: tier.tier, usesShards: false });
          expect(r.recipe.xp).toBeGreaterThan(0);
          expect(r.recipe.name.endsWith('(Old)')).toBe(false);
          expect(r.craftsNeeded).toBe(Math.ceil(tier.pointsNeeded / r.recipe.xp));
          expect(r.calculatorCostCopper).toBe(r.craftsNeeded * 100);
          expect(r.summary.crafts).toBe(r.craftsNeeded);
          expect(r.efficiency).toBeCloseTo(r.recipe.xp / r.materialCostUnits, 3);
        }
      }
      // Every weaponsmith gear recipe of a tier gives the same XP: one recipe offered per tier.
      expect(answer.tiers.map((t) => t.recipes.length)).toEqual([1, 1]);
      const crafts = answer.tiers.reduce((sum, t) => sum + t.recipes[0]!.craftsNeeded, 0);
      expect(answer.totals).toMatchObject({ crafts, calculatorCostCopper: crafts * 100 });
      expect(answer.totals.summary.crafts).toBe(crafts);
    });

    it('shard recipes are never recommended, even the ones giving the most XP', async () => {
      const shardRecipes = world.recipes.filter((r) => r.usesShards && r.profession === 'jeweller' && r.tier === 3);
      expect(shardRecipes.length).toBeGreaterThan(0);
      const answer = await path('profession=jeweller&currentXP=1440&targetXP=2520');
      expect(answer.tiers.map((t) => t.tier)).toEqual([3]);
      const offered = answer.tiers[0]!.recipes.map((r) => r.recipe.id);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.some((id) => shardRecipes.some((s) => s.id === id))).toBe(false);
    });

    it('starting inside a bar and an empty range', async () => {
      // T1 Grand Master with 350 points (550) → T2 proficiency (880).
      const answer = await path('profession=cook&currentXP=550&targetXP=880');
      expect(answer.tiers.map((t) => [t.tier, t.pointsNeeded])).toEqual([[1, 50], [2, 280]]);
      const none = await path('profession=cook&currentXP=880&targetXP=880');
      expect(none.tiers).toEqual([]);
      expect(none.totals).toMatchObject({ crafts: 0, calculatorCostCopper: 0 });
    });

    it('answers 400 naming each bad parameter', async () => {
      const keys = world.professions.map((p) => p.id).sort().join(', ');
      const invalid = (detail: string, ...errors: string[]) => ({ status: 400, code: 'request.invalid', detail, errors });
      const cases: [string, ProblemSummary][] = [
        ['', invalid('profession is required; currentXP is required; targetXP is required', 'profession field.required', 'currentXP field.required', 'targetXP field.required')],
        ['profession=cook&currentXP=0', invalid('targetXP is required', 'targetXP field.required')],
        ['profession=shiny&currentXP=0&targetXP=10', invalid(`profession must be one of: ${keys}`, 'profession field.oneOf')],
        ['profession=%20&currentXP=0&targetXP=10', invalid('profession must not be empty', 'profession field.notEmpty')],
        ['profession=cook&currentXP=-1&targetXP=10', invalid('currentXP must be at least 0', 'currentXP field.atLeast')],
        ['profession=cook&currentXP=1.5&targetXP=10', invalid('currentXP must be a whole number', 'currentXP field.wholeNumber')],
        ['profession=cook&currentXP=0&targetXP=ten', invalid('targetXP must be a whole number', 'targetXP field.wholeNumber')],
        ['profession=cook&currentXP=0&targetXP=1000001', invalid('targetXP must not be greater than 1000000', 'targetXP field.notGreaterThan')],
        ['profession=cook&currentXP=0&targetXP=5401', invalid('targetXP must be an integer from 0 to 5400', 'targetXP field.integerRange')],
        ['profession=cook&currentXP=6000&targetXP=6000', invalid('currentXP must be an integer from 0 to 5400', 'currentXP field.integerRange')],
        ['profession=cook&currentXP=500&targetXP=400', invalid('targetXP must not be below currentXP', 'targetXP field.notBelow')],
        ['profession=cook&currentXP=0&targetXP=10&tier=2', invalid('property tier should not exist', 'tier field.notAllowed')],
      ];
      for (const [query, problem] of cases) {
        const res = await http().get(`/api/recipe/optimal-path?${query}`).expect(400);
        expect([query, problemOf(res)]).toEqual([query, problem]);
      }
    });
  });
});

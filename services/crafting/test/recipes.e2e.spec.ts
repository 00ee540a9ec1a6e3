// GET /api/recipe, /recipe/{id}, /recipe/professions and /recipe/used-in/{itemId} against the seeded sample world.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ItemRecipesSchema, ProfessionListSchema, RecipeListSchema, RecipeSchema, type Localized, type Problem, type RecipeList } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import type { RecipeRecord } from '@eoa/dataset';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';
import { bootCrafting, isOld, sampleWorld } from './support/crafting-app.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('crafting recipes', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const itemName = (id: number) => world.items.find((i) => i.id === id)!.name;
  const professionName = (id: string) => world.professions.find((p) => p.id === id)!.name;
  const current = world.recipes.filter((r) => !isOld(r.name) && !isOld(itemName(r.result.itemId)));
  /** The list's order, worked out here independently: profession name, tier descending, name, id. */
  const listOrder = (recipes: RecipeRecord[], lang: keyof Localized) => {
    const collator = new Intl.Collator(lang);
    return [...recipes]
      .sort((a, b) => collator.compare(professionName(a.profession)[lang], professionName(b.profession)[lang]) || b.tier - a.tier || collator.compare(a.name[lang], b.name[lang]) || a.id - b.id)
      .map((r) => r.id);
  };
  const list = async (query: string, lang = 'en') => answerOf(RecipeListSchema, (await http().get(`/api/recipe?${query}`).set('Accept-Language', lang).expect(200)).body);
  const ids = (answer: RecipeList) => answer.recipes.map((r) => r.id);

  beforeAll(async () => {
    app = await bootCrafting();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/recipe', () => {
    it('answers every recipe but the "(Old)" ones, 2000 a page by default, sorted by profession name, tier descending, name', async () => {
      const old = world.recipes.filter((r) => isOld(r.name));
      expect(old.length).toBeGreaterThan(10);
      const res = await http().get('/api/recipe').expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const answer = answerOf(RecipeListSchema, res.body);
      expect(answer).toMatchObject({ totalCount: current.length, page: 1, pageSize: 2000, totalPages: 1 });
      expect(ids(answer)).toEqual(listOrder(current, 'en'));
      expect(answer.recipes.some((r) => r.name.endsWith('(Old)') || r.result.name.endsWith('(Old)'))).toBe(false);
      expect(ids(answer)).not.toContain(old[0]!.id);
    });

    it('presents a recipe as spec 2 §3 says, names in English and the request language', async () => {
      const source = world.recipes.find((r) => r.ingredients.some((i) => i.optional) && r.criticalResult && !isOld(r.name) && r.profession === 'weaponsmith')!;
      const answer = await list(`search=${encodeURIComponent(source.name.ru)}&profession=weaponsmith`, 'ru');
      const recipe = answer.recipes.find((r) => r.id === source.id)!;
      const item = (id: number) => world.items.find((i) => i.id === id)!;
      expect(recipe).toEqual({
        id: source.id, name: source.name.en, localizedName: source.name.ru, profession: 'weaponsmith', professionName: professionName('weaponsmith').ru,
        tier: source.tier, category: source.category, xp: source.xp, baseCriticalChance: source.baseCriticalChance, usesShards: source.usesShards,
        ingredients: source.ingredients.map((i) => ({
          itemId: i.itemId, name: item(i.itemId).name.en, localizedName: item(i.itemId).name.ru, icon: item(i.itemId).icon, quality: item(i.itemId).quality,
          quantity: i.quantity, optional: i.optional, criticalChanceBonus: i.criticalChanceBonus,
        })),
        result: { itemId: source.result.itemId, name: item(source.result.itemId).name.en, localizedName: item(source.result.itemId).name.ru, icon: item(source.result.itemId).icon, quality: item(source.result.itemId).quality, quantity: source.result.quantity },
        criticalResult: { itemId: source.criticalResult!.itemId, name: item(source.criticalResult!.itemId).name.en, localizedName: item(source.criticalResult!.itemId).name.ru, icon: item(source.criticalResult!.itemId).icon, quality: item(source.criticalResult!.itemId).quality, quantity: source.criticalResult!.quantity },
        recipeItemId: null,
      });
    });

    it('sorts by the profession and recipe names of the request language', async () => {
      expect(ids(await list('', 'de'))).toEqual(listOrder(current, 'de'));
      expect(ids(await list('', 'ru'))).toEqual(listOrder(current, 'ru'));
    });

    it('searches recipe and result names in any language, any case and accents', async () => {
      // "(Masterwork)" only appears in critical results' names; "Ingot" in processing recipes and their results.
      const target = current.find((r) => r.profession === 'cook')!;
      const part = target.name.de.slice(2, 8);
      const expected = current.filter((r) =>
        [r.name, itemName(r.result.itemId), ...(r.criticalResult ? [itemName(r.criticalResult.itemId)] : [])].some((n) => Object.values(n).some((t) => fold(t).includes(fold(part)))),
      );
      const found = await list(`search=${encodeURIComponent(part.toUpperCase())}`);
      expect(ids(found).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
      expect(ids(found)).toContain(target.id);
      expect(found.totalCount).toBe(expected.length);
      // Accents do not matter: a French word with an accent, searched without it and in capitals.
      const accented = current.find((r) => /[éèê]/.test(r.name.fr))!;
      const word = accented.name.fr.split(' ').find((w) => /[éèê]/.test(w))!;
      const plain = fold(word).toUpperCase();
      expect(plain).not.toBe(word.toUpperCase());
      expect(ids(await list(`search=${encodeURIComponent(plain)}`))).toContain(accented.id);
      expect((await list('search=zzzqqq')).recipes).toEqual([]);
      // Blank search is no search.
      expect((await list('search=%20%20')).totalCount).toBe(current.length);
    });

    it('ingredientSearch finds the recipes using a matching item', async () => {
      const ore = world.items.find((i) => i.name.en === 'Copper Ore')!;
      const expected = current.filter((r) => r.ingredients.some((i) => i.itemId === ore.id)).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      const found = await list(`ingredientSearch=${encodeURIComponent(ore.name.fr.toLowerCase())}`);
      expect(ids(found).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      // With a name search too: both must match.
      const both = await list(`ingredientSearch=${encodeURIComponent('Copper Ore')}&search=zzzqqq`);
      expect(both.totalCount).toBe(0);
    });

    it('filters by profession (any case), tier and category (All is no filter)', async () => {
      const tailor3 = current.filter((r) => r.profession === 'tailor' && r.tier === 3);
      expect(ids(await list('profession=Tailor&tier=3')).sort((a, b) => a - b)).toEqual(tailor3.map((r) => r.id).sort((a, b) => a - b));
      const weapons = current.filter((r) => r.category === 'Weapons');
      expect((await list('category=weapons')).totalCount).toBe(weapons.length);
      expect((await list('category=All')).totalCount).toBe(current.length);
      const armour5 = current.filter((r) => r.category === 'Armour' && r.tier === 5);
      const answer = await list('category=Armour&tier=5');
      expect(answer.totalCount).toBe(armour5.length);
      expect(answer.recipes.every((r) => r.category === 'Armour' && r.tier === 5)).toBe(true);
    });

    it('pages from 1: pageSize up to 10000; a page past the end is empty', async () => {
      const all = ids(await list('pageSize=10000'));
      expect(all).toHaveLength(current.length);
      const second = await list('page=2&pageSize=25');
      expect(second).toMatchObject({ page: 2, pageSize: 25, totalCount: current.length, totalPages: Math.ceil(current.length / 25) });
      expect(ids(second)).toEqual(all.slice(25, 50));
      const past = await list('page=999&pageSize=25');
      expect(past.recipes).toEqual([]);
      expect(past.totalCount).toBe(current.length);
    });

    it('answers 400 request.invalid naming each bad parameter', async () => {
      const invalid = (detail: string, ...errors: string[]) => ({ status: 400, code: 'request.invalid', detail, errors });
      const keys = world.professions.map((p) => p.id).sort().join(', ');
      const cases: [string, ProblemSummary][] = [
        ['tier=0', invalid('tier must be 1 or more', 'tier field.oneOrMore')],
        ['tier=6', invalid('tier must not be greater than 5', 'tier field.notGreaterThan')],
        ['tier=two', invalid('tier must be a whole number', 'tier field.wholeNumber')],
        ['tier=1.5', invalid('tier must be a whole number', 'tier field.wholeNumber')],
        ['tier=1e0', invalid('tier must be a whole number', 'tier field.wholeNumber')],
        ['tier=', invalid('tier must be a whole number', 'tier field.wholeNumber')],
        ['page=0', invalid('page must be 1 or more', 'page field.oneOrMore')],
        ['page=1000001', invalid('page must not be greater than 1000000', 'page field.notGreaterThan')],
        ['pageSize=10001', invalid('pageSize must not be greater than 10000', 'pageSize field.notGreaterThan')],
        ['pageSize=0', invalid('pageSize must be 1 or more', 'pageSize field.oneOrMore')],
        ['category=Food', invalid('category must be one of: All, Armour, Weapons, Misc', 'category field.oneOf')],
        ['profession=shiny', invalid(`profession must be one of: ${keys}`, 'profession field.oneOf')],
        [`search=${'a'.repeat(101)}`, invalid('search must be at most 100 characters', 'search field.textAtMost')],
        [`ingredientSearch=${'a'.repeat(101)}`, invalid('ingredientSearch must be at most 100 characters', 'ingredientSearch field.textAtMost')],
        ['tier=1&tier=2', invalid('tier must be a whole number', 'tier field.wholeNumber')],
        ['search=a&search=b', invalid('search must be a text', 'search field.aText')],
        ['colour=red', invalid('property colour should not exist', 'colour field.notAllowed')],
        ['tier=0&colour=red', invalid('tier must be 1 or more; property colour should not exist', 'tier field.oneOrMore', 'colour field.notAllowed')],
      ];
      for (const [query, problem] of cases) {
        const res = await http().get(`/api/recipe?${query}`).expect(400);
        expect([query, problemOf(res)]).toEqual([query, problem]);
      }
    });
  });

  it('GET /api/recipe/{id}: one recipe ("(Old)" ones too); 404 for another id; 400 for a malformed one', async () => {
    const source = current[7]!;
    const recipe = answerOf(RecipeSchema, (await http().get(`/api/recipe/${source.id}`).set('Accept-Language', 'fr').expect(200)).body);
    expect(recipe).toMatchObject({ id: source.id, name: source.name.en, localizedName: source.name.fr, professionName: professionName(source.profession).fr, tier: source.tier });
    const old = world.recipes.find((r) => isOld(r.name))!;
    expect(answerOf(RecipeSchema, (await http().get(`/api/recipe/${old.id}`).expect(200)).body).name).toBe(old.name.en);

    const missing = (await http().get('/api/recipe/999999').expect(404)).body as Problem;
    expect(missing).toMatchObject({ status: 404, code: 'crafting.recipeNotFound', params: { id: 999999 }, detail: 'Recipe 999999 not found' });
    // The same problem in the request's language.
    const german = (await http().get('/api/recipe/999999').set('Accept-Language', 'de').expect(404)).body as Problem;
    expect(german).toMatchObject({ code: 'crafting.recipeNotFound', title: 'Nicht gefunden', detail: 'Rezept 999999 nicht gefunden' });
    // The id rule is server-kit's (IdParam): its English text is what is checked here.
    for (const [id, detail] of [
      ['abc', 'id must be a positive integer'],
      ['0', 'id must be a positive integer'],
      ['1e3', 'id must be a positive integer'],
      ['2147483648', 'id must be at most 2147483647'],
    ]) {
      expect([id, (await http().get(`/api/recipe/${id}`).expect(400)).body.detail]).toEqual([id, detail]);
    }
  });

  it('GET /api/recipe/professions: every profession by localized name, with the tier points of spec 2 §9', async () => {
    const answer = answerOf(ProfessionListSchema, (await http().get('/api/recipe/professions').set('Accept-Language', 'de').expect(200)).body);
    expect(answer).toHaveLength(world.professions.length);
    const names = answer.map((p) => p.localizedName);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    const cook = answer.find((p) => p.key === 'cook')!;
    expect(cook).toMatchObject({ name: 'Cook', localizedName: professionName('cook').de, kind: 'crafting' });
    expect(cook.tiers.map((t) => [t.tier, t.proficiencyPoints, t.masteryPoints])).toEqual([[1, 200, 400], [2, 280, 560], [3, 360, 720], [4, 440, 880], [5, 520, 1040]]);
    expect(cook.tiers[0]!.name).toBe(world.professions[0]!.tiers[0]!.name.de);
  });

  it('GET /api/recipe/used-in/{itemId}: the recipes using an item and those making it', async () => {
    const ingot = world.items.find((i) => i.name.en === 'Bronze Ingot')!;
    const answer = answerOf(ItemRecipesSchema, (await http().get(`/api/recipe/used-in/${ingot.id}`).set('Accept-Language', 'de').expect(200)).body);
    expect(answer.item).toMatchObject({ itemId: ingot.id, name: 'Bronze Ingot', localizedName: ingot.name.de, icon: ingot.icon });
    const using = current.filter((r) => r.ingredients.some((i) => i.itemId === ingot.id));
    expect(answer.usedIn.map((r) => r.id)).toEqual(listOrder(using, 'de'));
    expect(answer.usedIn.length).toBeGreaterThan(5);
    const making = current.filter((r) => r.result.itemId === ingot.id || r.criticalResult?.itemId === ingot.id);
    expect(answer.madeBy.map((r) => r.id)).toEqual(listOrder(making, 'de'));
    expect(answer.madeBy.map((r) => r.profession)).toEqual(['prospector']);

    // A critical ingredient is used (optionally) and made by nothing.
    const flux = world.items.find((i) => i.name.en === 'Coarse Flux')!;
    const fluxAnswer = answerOf(ItemRecipesSchema, (await http().get(`/api/recipe/used-in/${flux.id}`).expect(200)).body);
    expect(fluxAnswer.madeBy).toEqual([]);
    expect(fluxAnswer.usedIn.every((r) => r.ingredients.some((i) => i.itemId === flux.id && i.optional))).toBe(true);

    const unrelated = world.items.find((i) => i.category === 'Armour' && !world.recipes.some((r) => r.result.itemId === i.id || r.criticalResult?.itemId === i.id))!;
    const noRecipe = (await http().get(`/api/recipe/used-in/${unrelated.id}`).expect(404)).body as Problem;
    expect(noRecipe).toMatchObject({ code: 'crafting.itemInNoRecipe', params: { id: unrelated.id }, detail: `Item ${unrelated.id} is in no recipe` });
    expect((await http().get('/api/recipe/used-in/x').expect(400)).body.detail).toBe('itemId must be a positive integer');
  });

  it('documents every call in its OpenAPI document', async () => {
    const doc = (await http().get('/api/crafting/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths).sort()).toEqual(
      ['/api/health', '/api/recipe', '/api/recipe/optimal-path', '/api/recipe/professions', '/api/recipe/shopping-list', '/api/recipe/used-in/{itemId}', '/api/recipe/{id}', '/api/recipe/{id}/tree'].sort(),
    );
    expect(Object.keys(doc.paths['/api/recipe/shopping-list']!)).toEqual(['post']);
  });
});

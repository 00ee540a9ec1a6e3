// The crafting world's own rules over a hand-made world: the list order, "(Old)" recipes left out, the search
// haystacks (every language, folded), professions by name, a missing item's stand-in, and recipes presented per language.
import fc from 'fast-check';
import { foldText, type Localized } from '@eoa/contracts';
import { InvalidRequestException } from '@eoa/server-kit';
import { CraftingWorld } from './crafting-world.js';
import type { RawItem, RawProfession, RawRecipe, RawWorld } from './crafting-world.loader.js';
import { professionKey } from './profession-key.js';

const L = (en: string, de = en, fr = en, ru = en): Localized => ({ en, de, fr, ru });

const item = (id: number, name: Localized, extra: Partial<RawItem> = {}): RawItem => ({
  id, name, icon: `icon-${id}`, quality: 'common', itemClass: 'METAL', vendorPriceCopper: null, ...extra,
});

const profession = (id: string, name: Localized): RawProfession => ({
  id, name, kind: 'crafting', tiers: [{ tier: 1, name: L('Apprentice', 'Lehrling', 'Apprenti', 'Ученик'), proficiencyPoints: 200, masteryPoints: 400, minLevel: 1 }],
});

let nextId = 1;
const recipe = (name: Localized, profession: string, tier: number, resultId: number, ingredientIds: number[] = [], extra: Partial<RawRecipe> = {}): RawRecipe => ({
  id: nextId++, name, profession, tier, category: 'Weapons', xp: 10, baseCriticalChance: 0.05, usesShards: false,
  ingredients: ingredientIds.map((itemId) => ({ itemId, quantity: 2, optional: false, criticalChanceBonus: 0 })),
  result: { itemId: resultId, quantity: 1 }, criticalResult: null, recipeItemId: null, ...extra,
});

// Two professions whose order differs by language: "Weaponsmith"/"Waffenschmied" and "Cook"/"Koch" (en: C < W; de: K < W;
// ru: Оружейник < Повар, the other way round).
const ore = item(100, L('Copper Ore', 'Kupfererz', 'Minerai de cuivre', 'Медная руда'));
const sword = item(101, L('Bronze Sword', 'Bronzeschwert', 'Épée de bronze', 'Бронзовый меч'));
const axe = item(102, L('Bronze Axe', 'Bronzeaxt', 'Hache de bronze', 'Бронзовый топор'));
const oldAxe = item(103, L('Bronze Axe (Old)', 'Bronzeaxt (Old)', 'Hache de bronze (Old)', 'Бронзовый топор (Old)'));
const pie = item(104, L('Crème Pie', 'Cremetorte', 'Tarte à la crème', 'Кремовый пирог'));
const flour = item(105, L('Flour', 'Mehl', 'Farine', 'Мука'));

nextId = 1;
const swordRecipe = recipe(L('Bronze Sword', 'Bronzeschwert', 'Épée de bronze', 'Бронзовый меч'), 'weaponsmith', 1, sword.id, [ore.id]);
const axeRecipe = recipe(L('Bronze Axe', 'Bronzeaxt', 'Hache de bronze', 'Бронзовый топор'), 'weaponsmith', 2, axe.id, [ore.id]);
const oldAxeRecipe = recipe(L('Bronze Axe (Old)', 'Bronzeaxt (Old)', 'Hache de bronze (Old)', 'Бронзовый топор (Old)'), 'weaponsmith', 2, oldAxe.id, [ore.id]);
const pieRecipe = recipe(L('Crème Pie', 'Cremetorte', 'Tarte à la crème', 'Кремовый пирог'), 'cook', 1, pie.id, [flour.id], { category: 'Misc' });
// Same profession, tier and name as the sword: ties go by id.
const swordAgain = recipe(L('Bronze Sword', 'Bronzeschwert', 'Épée de bronze', 'Бронзовый меч'), 'weaponsmith', 1, sword.id, [ore.id]);

const raw: RawWorld = {
  items: [ore, sword, axe, oldAxe, pie, flour],
  recipes: [swordAgain, pieRecipe, oldAxeRecipe, swordRecipe, axeRecipe],
  professions: [profession('weaponsmith', L('Weaponsmith', 'Waffenschmied', 'Fabricant d’armes', 'Оружейник')), profession('cook', L('Cook', 'Koch', 'Cuisinier', 'Повар'))],
};

describe('CraftingWorld', () => {
  const world = new CraftingWorld(raw);
  const ids = (list: { id: number }[]) => list.map((r) => r.id);
  /** The world's own record of a recipe (names as the graph holds them). */
  const own = (r: RawRecipe) => world.graph.recipe(r.id)!;

  it('lists recipes by profession name, tier descending, then name, ties by id, in the request language; "(Old)" left out', () => {
    // en: Cook < Weaponsmith; weaponsmith tier 2 (axe) before tier 1 (sword, then its twin by id).
    expect(ids(world.listable('en'))).toEqual([pieRecipe.id, axeRecipe.id, swordRecipe.id, swordAgain.id]);
    // ru: Оружейник (weaponsmith) < Повар (cook).
    expect(ids(world.listable('ru'))).toEqual([axeRecipe.id, swordRecipe.id, swordAgain.id, pieRecipe.id]);
    expect(world.listable('en').some((r) => r.id === oldAxeRecipe.id)).toBe(false);
    // The list of a language is worked out once.
    expect(world.listable('en')).toBe(world.listable('en'));
  });

  it('sortForList orders any set of recipes the same way as the full list', () => {
    const full = ids(world.listable('de'));
    fc.assert(
      fc.property(fc.shuffledSubarray([...world.graph.recipes]), (subset) => {
        const sorted = ids(world.sortForList(subset, 'de'));
        expect(sorted).toEqual(full.filter((id) => sorted.includes(id)));
        expect(sorted.length).toBe(subset.filter((r) => r.id !== oldAxeRecipe.id).length);
      }),
    );
  });

  it('searches names of the recipe and its results, and ingredient names, in every language, folded', () => {
    const hay = world.haystack(own(pieRecipe));
    expect(hay.names).toContain(foldText('Crème'));
    expect(hay.names).toContain('creme pie');
    expect(hay.names).toContain(foldText('Кремовый'));
    expect(hay.names).not.toContain('mehl');
    expect(hay.ingredients).toContain('mehl');
    expect(hay.ingredients).toContain('farine');
    expect(hay.ingredients).not.toContain('creme');
  });

  it('gives professions by name in the request language, with localized tier names', () => {
    expect(world.professions('en').map((p) => p.key)).toEqual(['cook', 'weaponsmith']);
    expect(world.professions('ru').map((p) => p.key)).toEqual(['weaponsmith', 'cook']);
    expect(world.professions('de')[0]).toEqual({
      key: 'cook', name: 'Cook', localizedName: 'Koch', kind: 'crafting',
      tiers: [{ tier: 1, name: 'Lehrling', proficiencyPoints: 200, masteryPoints: 400, minLevel: 1 }],
    });
    expect(world.professionKeys()).toEqual(['cook', 'weaponsmith']);
    expect(world.professionName('nobody', 'fr')).toBe('nobody');
  });

  it('stands in for an item no recipe names: #id, no icon, common', () => {
    expect(world.item(999, 'fr')).toEqual({ itemId: 999, name: '#999', localizedName: '#999', icon: '', quality: 'common' });
    expect(world.item(ore.id, 'fr')).toEqual({ itemId: ore.id, name: 'Copper Ore', localizedName: 'Minerai de cuivre', icon: 'icon-100', quality: 'common' });
  });

  it('presents a recipe in the request language, once per language', () => {
    const de = world.recipe(own(pieRecipe), 'de');
    expect(de).toMatchObject({
      id: pieRecipe.id, name: 'Crème Pie', localizedName: 'Cremetorte', profession: 'cook', professionName: 'Koch', tier: 1, category: 'Misc',
      ingredients: [{ itemId: flour.id, name: 'Flour', localizedName: 'Mehl', quantity: 2, optional: false, criticalChanceBonus: 0 }],
      result: { itemId: pie.id, localizedName: 'Cremetorte', quantity: 1 }, criticalResult: null,
    });
    expect(world.recipe(own(pieRecipe), 'de')).toBe(de);
    expect(world.ref(own(pieRecipe), 'fr')).toMatchObject({ id: pieRecipe.id, localizedName: 'Tarte à la crème', professionName: 'Cuisinier' });
  });
});

describe('professionKey', () => {
  const world = new CraftingWorld(raw);

  it('takes a known profession in any case, trimmed', () => {
    expect(professionKey(world, ' WeaponSmith ')).toBe('weaponsmith');
    expect(professionKey(world, 'cook')).toBe('cook');
  });

  it('refuses another word, naming the known keys', () => {
    let refusal: unknown;
    try {
      professionKey(world, 'tailor');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InvalidRequestException);
    expect((refusal as InvalidRequestException).issues).toEqual([
      { path: 'profession', code: 'field.oneOf', params: { field: 'profession', values: 'cook, weaponsmith' } },
    ]);
  });
});

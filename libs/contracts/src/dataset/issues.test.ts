import { LocalizedTextSchema } from './fields.js';
import { datasetErrorMap, datasetIssueLines } from './issues.js';
import { ItemRecordSchema, QuestRecordSchema, RecipeRecordSchema } from './records.js';
import type { z } from 'zod';

const text = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, ru: `${en} (ru)` });

/** The report lines of `value` read as a record of `schema`; [] when it is one. */
function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value, { error: datasetErrorMap });
  return parsed.success ? [] : datasetIssueLines(parsed.error);
}

const recipe = {
  id: 1, name: text('Bronze Ingot'), profession: 'prospector', tier: 1, category: 'Misc', xp: 12, baseCriticalChance: 10, usesShards: false,
  ingredients: [{ itemId: 10, quantity: 2, optional: false, criticalChanceBonus: 0 }], result: { itemId: 11, quantity: 1 },
  criticalResult: null, recipeItemId: null,
};

describe('dataset records', () => {
  it('read a good record as it is, keys in schema order', () => {
    const shuffled = Object.fromEntries(Object.entries(recipe).reverse());
    const parsed = RecipeRecordSchema.parse(shuffled);
    expect(parsed).toEqual(recipe);
    expect(Object.keys(parsed)).toEqual(Object.keys(recipe));
  });

  it('say what is wrong with a value in the words of the dataset reports', () => {
    expect(
      problemsOf(RecipeRecordSchema, {
        ...recipe,
        id: 1.5,
        tier: 9,
        xp: -1,
        baseCriticalChance: '10',
        usesShards: 'no',
        category: 'Tools',
        name: 'Bronze Ingot',
        ingredients: {},
        result: [],
      }),
    ).toEqual([
      'id: expected an integer, got 1.5',
      'name: expected an object { en, de, fr, ru }',
      'tier: 9 is above the maximum 5',
      'category: "Tools" is not one of "Armour", "Weapons", "Misc"',
      'xp: -1 is below the minimum 0',
      'baseCriticalChance: expected a number, got "10"',
      'usesShards: expected a boolean, got "no"',
      'ingredients: expected an array',
      'result: expected an object',
    ]);
  });

  it('tell a missing field from a null one, and name the path through arrays', () => {
    const { profession: _profession, ...withoutProfession } = recipe;
    expect(
      problemsOf(RecipeRecordSchema, { ...withoutProfession, tier: null, ingredients: [{ itemId: 'ten', quantity: 2, optional: false }] }),
    ).toEqual([
      'profession: missing',
      'tier: must not be null',
      'ingredients[0].itemId: expected an integer, got "ten"',
      'ingredients[0].criticalChanceBonus: missing',
    ]);
  });

  it('name each unknown field, and each unknown language', () => {
    expect(problemsOf(RecipeRecordSchema, { ...recipe, colour: 'red', result: { itemId: 11, quantity: 1, bonus: 2 }, shape: 'round' })).toEqual([
      'result.bonus: unknown field',
      'colour: unknown field',
      'shape: unknown field',
    ]);
    expect(problemsOf(LocalizedTextSchema, { ...text('x'), es: 'x', it: 'x' })).toEqual(['es: unknown language', 'it: unknown language']);
  });

  it('want every language of a text, none blank', () => {
    expect(problemsOf(LocalizedTextSchema, { en: 'Ore', de: ' ', fr: null, ru: 7 })).toEqual([
      'de: expected a non-empty string',
      'fr: expected a non-empty string',
      'ru: expected a non-empty string',
    ]);
    expect(problemsOf(QuestRecordSchema.shape.startZone, null)).toEqual([]);
    expect(problemsOf(ItemRecordSchema.shape.name, null)).toEqual([': must not be null']);
  });

  it('refuse a blank key or name', () => {
    expect(problemsOf(ItemRecordSchema.shape.icon, '  ')).toEqual([': must not be empty']);
  });
});

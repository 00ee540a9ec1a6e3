import { useCallback, useMemo } from 'react';
import { createParser, createSerializer, parseAsString, parseAsStringLiteral, useQueryStates, type Values } from 'nuqs';
import { CRAFTING_TIERS, RECIPE_CATEGORIES, RECIPE_SEARCH_MAX_LENGTH, type RecipeCategoryFilter } from '@eoa/contracts';
import { parseMultiplier } from '@eoa/game-rules';
import { parseAsId } from '@eoa/ui/url-state';

/** The right-hand views. */
export const CRAFTING_VIEWS = ['breakdown', 'list'] as const;
export type CraftingView = (typeof CRAFTING_VIEWS)[number];

/** An integer within [min, max] written plainly (digits only); anything else reads as absent. */
const parseAsIntegerIn = (min: number, max: number) =>
  createParser<number>({
    parse: (value) => {
      if (!/^\d{1,6}$/.test(value)) return null;
      const n = Number(value);
      return n >= min && n <= max ? n : null;
    },
    serialize: String,
  });

/** A search text as the list accepts it (longer texts are cut rather than refused); empty is left out. */
const parseAsText = createParser<string>({ parse: (value) => value.slice(0, RECIPE_SEARCH_MAX_LENGTH), serialize: (value) => value }).withDefault('');
/** A switch written as "1" when on, absent when off. */
const parseAsOn = createParser<boolean>({ parse: (value) => (value === '1' ? true : null), serialize: () => '1' }).withDefault(false);
const parseAsTier = parseAsIntegerIn(CRAFTING_TIERS[0], CRAFTING_TIERS[CRAFTING_TIERS.length - 1]!);

/** The largest number the calculator's points box takes before the cap (the biggest bar is under 10,000). */
const POINTS_INPUT_MAX = 99_999;

/**
 * The crafting page's state in its URL, so a view can be linked and restored: the recipe viewed and its multiplier,
 * the browser's filters, the right-hand view (breakdown or shopping list), an item whose "used in" list is open, a
 * shared shopping list, and the calculator's inputs. Bad values in a link are ignored (the default is used), and
 * defaults are left out of the address.
 */
export const CRAFTING_PARAMS = {
  recipe: parseAsId,
  multiplier: createParser<number>({ parse: parseMultiplier, serialize: String }).withDefault(1),
  search: parseAsText,
  category: parseAsStringLiteral(RECIPE_CATEGORIES),
  profession: parseAsText,
  tier: parseAsTier,
  ingredient: parseAsText,
  view: parseAsStringLiteral(CRAFTING_VIEWS).withDefault('breakdown'),
  usedIn: parseAsId,
  list: parseAsString,
  calculator: parseAsOn,
  calcProfession: parseAsText,
  calcTier: parseAsTier,
  calcGrandMaster: parseAsOn,
  calcPoints: parseAsIntegerIn(0, POINTS_INPUT_MAX).withDefault(0),
  calcTarget: parseAsString,
};

/** The parameters' names in the address where they differ from the state's. */
const URL_KEYS = { multiplier: 'x', search: 'q', calculator: 'calc', calcGrandMaster: 'calcGM' } as const;

/** An address of the page with these values and no other parameter (the shopping list's share link). */
export const craftingLink = createSerializer(CRAFTING_PARAMS, { urlKeys: URL_KEYS });

export type CraftingState = Values<typeof CRAFTING_PARAMS>;
/** Values to write: null (or the default) removes the parameter. */
export type CraftingChanges = Partial<{ [Key in keyof CraftingState]: CraftingState[Key] | null }>;

/** The browser's filters (spec 2 §2 and §7: search, category, profession, tier, ingredientSearch). */
export interface RecipeFilters {
  search: string;
  category: RecipeCategoryFilter;
  profession: string;
  tier: number | null;
  ingredient: string;
}

export const NO_FILTERS: RecipeFilters = { search: '', category: 'All', profession: '', tier: null, ingredient: '' };

/**
 * The page's URL state and one way to change it. `push` adds a history entry (opening a recipe, a view: Back
 * returns to the one before); otherwise the current entry is replaced (typing, a multiplier, the calculator).
 */
export function useCraftingParams() {
  const [state, setState] = useQueryStates(CRAFTING_PARAMS, { urlKeys: URL_KEYS });
  const { search, category, profession, tier, ingredient } = state;
  const filters = useMemo<RecipeFilters>(() => ({ search, category: category ?? 'All', profession, tier, ingredient }), [search, category, profession, tier, ingredient]);
  const update = useCallback(
    (changes: CraftingChanges, { push = false }: { push?: boolean } = {}) => void setState(changes, { history: push ? 'push' : 'replace' }),
    [setState],
  );
  return { state, filters, update };
}

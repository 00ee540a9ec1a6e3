import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CRAFTING_TIERS, MAX_ID, RECIPE_CATEGORIES, RECIPE_SEARCH_MAX_LENGTH, type RecipeCategoryFilter } from '@eoa/contracts';
import { withParamChanges, type ParamChanges as UiParamChanges } from '@eoa/ui';

/**
 * The crafting page's state in its URL, so a view can be linked and restored: the recipe viewed and its multiplier,
 * the browser's filters, the right-hand view (breakdown or shopping list), an item whose "used in" list is open, a
 * shared shopping list, and the calculator's inputs. Bad values in a link are ignored (the default is used).
 */
export const CRAFTING_PARAMS = {
  recipe: 'recipe',
  multiplier: 'x',
  search: 'q',
  category: 'category',
  profession: 'profession',
  tier: 'tier',
  ingredient: 'ingredient',
  view: 'view',
  usedIn: 'usedIn',
  list: 'list',
  calculator: 'calc',
  calcProfession: 'calcProfession',
  calcTier: 'calcTier',
  calcGrandMaster: 'calcGM',
  calcPoints: 'calcPoints',
  calcTarget: 'calcTarget',
} as const;

export type CraftingParam = (typeof CRAFTING_PARAMS)[keyof typeof CRAFTING_PARAMS];

/** The right-hand views. */
export const CRAFTING_VIEWS = ['breakdown', 'list'] as const;
export type CraftingView = (typeof CRAFTING_VIEWS)[number];

/** A positive integer id, or null. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** An integer within [min, max] written plainly (digits only), or null. */
export function parseIntegerIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function parseCategory(value: string | null): RecipeCategoryFilter {
  return (RECIPE_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as RecipeCategoryFilter) : 'All';
}

export function parseTier(value: string | null): number | null {
  return parseIntegerIn(value, CRAFTING_TIERS[0], CRAFTING_TIERS[CRAFTING_TIERS.length - 1]!);
}

/** A search text as the list accepts it (longer texts are cut rather than refused). */
export function parseText(value: string | null): string {
  return (value ?? '').slice(0, RECIPE_SEARCH_MAX_LENGTH);
}

export function parseView(value: string | null): CraftingView {
  return value === 'list' ? 'list' : 'breakdown';
}

/** The browser's filters (spec 2 §2 and §7: search, category, profession, tier, ingredientSearch). */
export interface RecipeFilters {
  search: string;
  category: RecipeCategoryFilter;
  profession: string;
  tier: number | null;
  ingredient: string;
}

export const NO_FILTERS: RecipeFilters = { search: '', category: 'All', profession: '', tier: null, ingredient: '' };

export function filtersOf(params: URLSearchParams): RecipeFilters {
  return {
    search: parseText(params.get(CRAFTING_PARAMS.search)),
    category: parseCategory(params.get(CRAFTING_PARAMS.category)),
    profession: parseText(params.get(CRAFTING_PARAMS.profession)),
    tier: parseTier(params.get(CRAFTING_PARAMS.tier)),
    ingredient: parseText(params.get(CRAFTING_PARAMS.ingredient)),
  };
}

/** Values to write: null or '' removes the parameter. */
export type ParamChanges = UiParamChanges<CraftingParam>;

export const withChanges: (current: URLSearchParams, changes: ParamChanges) => URLSearchParams = withParamChanges;

/**
 * The page's URL state and one way to change it. `push` adds a history entry (opening a recipe, a view: Back
 * returns to the one before); otherwise the current entry is replaced (typing, a multiplier, the calculator).
 */
export function useCraftingParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const update = useCallback(
    (changes: ParamChanges, { push = false }: { push?: boolean } = {}) => setParams((current) => withChanges(current, changes), { replace: !push }),
    [setParams],
  );
  return { params, filters, update };
}

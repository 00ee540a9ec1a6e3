import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { RECIPE_PAGE_SIZE, type RecipeList, type RecipeListQuery } from '@eoa/contracts';
import type { RecipeFilters } from '../../../shared/crafting-params';

/** The query GET /api/recipe gets for the browser's filters ("All" and empty texts are left out). */
export function recipeListQuery(filters: RecipeFilters, page: number): RecipeListQuery {
  return {
    search: filters.search.trim() || undefined,
    profession: filters.profession || undefined,
    tier: filters.tier ?? undefined,
    category: filters.category === 'All' ? undefined : filters.category,
    ingredientSearch: filters.ingredient.trim() || undefined,
    page,
    pageSize: RECIPE_PAGE_SIZE,
  };
}

/**
 * GET /api/recipe — the browser's list, page by page (spec 2 §4: "Load More" fetches page 2, and so on). While new
 * filters load, the previous list stays visible.
 */
export function useRecipeList(filters: RecipeFilters) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['crafting', 'recipes', filters, i18n.language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<RecipeList>('/recipe', { query: { ...recipeListQuery(filters, pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

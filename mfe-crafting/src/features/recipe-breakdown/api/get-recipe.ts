import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { Recipe } from '@eoa/contracts';

/** GET /api/recipe/{id} — the recipe alone, asked when its tree could not be loaded (the page then shows its direct requirements). */
export function useRecipe(recipeId: number | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['crafting', 'recipe', recipeId, i18n.language],
    queryFn: ({ signal }) => apiGet<Recipe>(`/recipe/${recipeId}`, { signal }),
    enabled: enabled && recipeId !== null,
    staleTime: 10 * 60_000,
  });
}

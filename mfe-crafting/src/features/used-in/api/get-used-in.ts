import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { ItemRecipes } from '@eoa/contracts';

/** GET /api/recipe/used-in/{itemId} — the recipes that use an item, and those that make it (reverse lookup). */
export function useItemRecipes(itemId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['crafting', 'used-in', itemId, i18n.language],
    queryFn: ({ signal }) => apiGet<ItemRecipes>(`/recipe/used-in/${itemId}`, { signal }),
    enabled: itemId !== null,
    staleTime: 10 * 60_000,
  });
}

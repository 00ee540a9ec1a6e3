import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '@eoa/api-client';
import type { ShoppingList, ShoppingListEntry, ShoppingListRequest } from '@eoa/contracts';

/**
 * POST /api/recipe/shopping-list — the listed recipes with their counts and one summary of them together (crafts of
 * a shared intermediate rounded up once). A question, not a change: cached like a GET, by the entries asked.
 */
export function useShoppingListTotals(entries: readonly ShoppingListEntry[]) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['crafting', 'shopping-list', entries, i18n.language],
    queryFn: ({ signal }) => apiPost<ShoppingList>('/recipe/shopping-list', { entries: [...entries] } satisfies ShoppingListRequest, { signal }),
    enabled: entries.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

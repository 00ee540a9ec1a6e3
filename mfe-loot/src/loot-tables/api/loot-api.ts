import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { ITEMS_BATCH_MAX_IDS, type Item, type ItemsBatch, type LootBoss, type LootBossSearchResult, type LootTables } from '@eoa/contracts';

// The loot page's calls (spec 2 §7 Loot). Every query key carries the page's language: the answers are
// localized by Accept-Language, so a language change loads them again instead of showing stale names.

/** GET /api/loot/boss-tables — instances with their bosses. */
export function useBossTables() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['loot', 'boss-tables', i18n.language],
    queryFn: ({ signal }) => apiGet<LootTables>('/loot/boss-tables', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/loot/boss-tables/{mobId} — the boss being viewed. */
export function useBoss(mobId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['loot', 'boss', mobId, i18n.language],
    queryFn: ({ signal }) => apiGet<LootBoss>(`/loot/boss-tables/${mobId}`, { signal }),
    enabled: mobId !== null,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/loot/boss-tables/search?search — bosses by name in any language (the list keeps showing while typing). */
export function useBossSearch(search: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['loot', 'search', search, i18n.language],
    queryFn: ({ signal }) => apiGet<LootBossSearchResult>('/loot/boss-tables/search', { query: { search }, signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/**
 * The items of a drop list by id (the builder's GET /api/items/batch), in the order asked; ids the catalog
 * does not know are skipped (spec 2 §8).
 */
export function useDropItems(itemIds: readonly number[]) {
  const { i18n } = useTranslation();
  const ids = itemIds.slice(0, ITEMS_BATCH_MAX_IDS);
  return useQuery({
    queryKey: ['loot', 'items', ids, i18n.language],
    queryFn: async ({ signal }): Promise<Item[]> => {
      const batch = await apiGet<ItemsBatch>('/items/batch', { query: { ids: ids.join(',') }, signal });
      return batch.items;
    },
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { ITEMS_BATCH_MAX_IDS, type Item, type ItemsBatch } from '@eoa/contracts';
import { LOOT_STALE_MS, useLang } from '../../../shared/api/query-options';

/** The builder's GET /api/items/batch: the items of the ids asked, in their order. */
export const getItemsBatch = (ids: readonly number[], signal?: AbortSignal) =>
  apiGet<ItemsBatch>('/items/batch', { query: { ids: ids.join(',') }, signal });

/**
 * The items of a drop list by id, in the order asked; ids the catalog does not know are skipped (spec 2 §8).
 */
export function useDropItems(itemIds: readonly number[]) {
  const lang = useLang();
  const ids = itemIds.slice(0, ITEMS_BATCH_MAX_IDS);
  return useQuery({
    queryKey: ['loot', 'items', ids, lang],
    queryFn: async ({ signal }): Promise<Item[]> => (await getItemsBatch(ids, signal)).items,
    enabled: ids.length > 0,
    staleTime: LOOT_STALE_MS,
  });
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { ITEMS_BATCH_MAX_IDS, type Item, type ItemsBatch } from '@eoa/contracts';

/**
 * The full items behind a view's tooltips (GET /api/items/batch, the builder's catalog), asked once for every item of
 * the view when the first tooltip opens. Ids the catalog does not know are simply absent: the tooltip then shows the
 * recipe's own basic data (spec 2 §8).
 */
export function useTooltipItems(itemIds: readonly number[], enabled: boolean) {
  const { i18n } = useTranslation();
  const ids = [...new Set(itemIds)].sort((a, b) => a - b).slice(0, ITEMS_BATCH_MAX_IDS);
  return useQuery({
    queryKey: ['crafting', 'tooltip-items', ids, i18n.language],
    queryFn: async ({ signal }) => {
      const batch = await apiGet<ItemsBatch>('/items/batch', { query: { ids: ids.join(',') }, signal });
      return new Map<number, Item>(batch.items.map((item) => [item.id, item]));
    },
    enabled: enabled && ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

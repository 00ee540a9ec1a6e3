import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { ItemDropSource } from '@eoa/contracts';

export const itemDropSourcesKey = (itemId: number, language: string) => ['items', itemId, 'dropsources', language] as const;

/**
 * GET /api/items/{id}/dropsources in the page's language (the rules of spec 1 §9 already applied by the
 * server). On error an empty list (spec 1 §7), so a tooltip never breaks over its sources.
 */
export function useItemDropSources(itemId: number, enabled = true) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: itemDropSourcesKey(itemId, language),
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<ItemDropSource[]>(`/items/${itemId}/dropsources`, { signal });
      } catch {
        return [] as ItemDropSource[];
      }
    },
    enabled,
    // Sources change with the data, not while someone reads the page.
    staleTime: 10 * 60_000,
  });
}

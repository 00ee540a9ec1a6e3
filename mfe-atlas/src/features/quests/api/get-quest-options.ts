import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { QuestCategory, QuestExpansion } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from '../../../shared/api/query-options';

/** GET /api/quests/categories?lang — the category filter's choices. */
export function useQuestCategories() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'quest-categories', lang],
    queryFn: ({ signal }) => apiGet<QuestCategory[]>('/quests/categories', { query: { lang }, signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

/** GET /api/quests/expansions?lang — the expansion filter's choices. */
export function useQuestExpansions() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'quest-expansions', lang],
    queryFn: ({ signal }) => apiGet<QuestExpansion[]>('/quests/expansions', { query: { lang }, signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

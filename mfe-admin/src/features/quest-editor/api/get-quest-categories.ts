import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { QuestCategory } from '@eoa/contracts';
import { ADMIN_QUERY_ROOT } from '../../../lib/query-keys';

/** GET /quests/categories (the public atlas path, spec 3 §7) — the category list in the interface language. */
export const getQuestCategories = (signal?: AbortSignal) => apiGet<QuestCategory[]>('/quests/categories', { signal });

export function useQuestCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    // Under 'admin' like every query of the area; by language since the names are localized.
    queryKey: [...ADMIN_QUERY_ROOT, 'quest-categories', i18n.language],
    queryFn: ({ signal }) => getQuestCategories(signal),
    staleTime: 10 * 60_000,
  });
}

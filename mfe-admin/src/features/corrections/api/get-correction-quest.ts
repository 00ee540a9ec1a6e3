import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { AdminQuestDetail } from '@eoa/contracts';
import { ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';

export const getQuestDetail = (questId: number, lang: string, signal?: AbortSignal) =>
  apiGet<AdminQuestDetail>(`/admin/quests/${questId}`, { query: { lang }, signal });

/**
 * GET /admin/quests/{id} for a quest correction's review: what the quest says now (with its overrides), beside what
 * the player saw and suggests. Null id (not a quest, or no usable id): nothing is asked.
 */
export function useCorrectionQuest(questId: number | null) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...ADMIN_CORRECTIONS_QUERY_ROOT, 'quest', questId, lang],
    queryFn: ({ signal }) => getQuestDetail(questId!, lang, signal),
    enabled: questId !== null,
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@eoa/api-client';
import type { QuestOverrideResult } from '@eoa/contracts';
import { useQuestWrittenHandler } from './put-quest-override';

/** DELETE /admin/quests/{id}/override — every override of the quest goes (spec 3 §4); answers the quest as seeded, names in `lang`. */
export const deleteQuestOverride = (questId: number, lang: string) =>
  apiDelete<QuestOverrideResult | undefined>(`/admin/quests/${questId}/override`, { query: { lang } });

export function useDeleteQuestOverride(questId: number) {
  const { lang, onWritten } = useQuestWrittenHandler(questId);
  return useMutation({ mutationFn: () => deleteQuestOverride(questId, lang), onSuccess: onWritten });
}

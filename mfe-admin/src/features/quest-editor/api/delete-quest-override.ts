import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@eoa/api-client';
import type { QuestOverrideResult } from '@eoa/contracts';
import { useQuestWrittenHandler } from './put-quest-override';

/** DELETE /admin/quests/{id}/override — every override of the quest goes (spec 3 §4); answers the quest as seeded. */
export const deleteQuestOverride = (questId: number) => apiDelete<QuestOverrideResult | undefined>(`/admin/quests/${questId}/override`);

export function useDeleteQuestOverride(questId: number) {
  const onWritten = useQuestWrittenHandler(questId);
  return useMutation({ mutationFn: () => deleteQuestOverride(questId), onSuccess: onWritten });
}

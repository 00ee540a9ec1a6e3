import type { AdminCorrection, AdminQuestDetail, CorrectionEntityType } from '@eoa/contracts';
import type { BadgeTone } from '@eoa/ui';
import { questEditorPath } from '../../../lib/admin-paths';

export const ENTITY_TONES: Record<CorrectionEntityType, BadgeTone> = {
  Quest: 'gold',
  NPC: 'grey',
  Bug: 'red',
};

/** The quest a correction is about, when it is a quest correction with a quest id; else null. */
export function questIdOf(correction: Pick<AdminCorrection, 'entityType' | 'entityId'>): number | null {
  if (correction.entityType !== 'Quest' || !correction.entityId) return null;
  const id = Number(correction.entityId.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * "Correction → fix in one step": the quest editor of the correction's quest, prefilled with the suggestion
 * (the editor reads prefillField, prefillValue and correction). Null when the correction names no quest.
 */
export function questEditorPrefillPath(correction: AdminCorrection): string | null {
  const questId = questIdOf(correction);
  if (questId === null) return null;
  const params = new URLSearchParams({ prefillField: correction.fieldName, prefillValue: correction.suggestedValue ?? '', correction: String(correction.id) });
  return `${questEditorPath(questId)}?${params.toString()}`;
}

/**
 * What the quest says now for a correction's field (its override if any, else the original), for the fields a quest
 * correction can name that have one value; null for the others (marker positions, rewards) or an unknown field.
 */
export function currentQuestValue(quest: AdminQuestDetail, fieldName: string): string | null {
  const overrides = quest.overrideFields;
  switch (fieldName) {
    case 'name':
      return overrides?.name ?? (quest.localizedName || quest.name);
    case 'level':
      return String(overrides?.level ?? quest.level);
    case 'description':
      return overrides?.description ?? (quest.localizedDescription || quest.description);
    case 'category':
      return overrides?.category != null && overrides.category !== quest.category ? `#${overrides.category}` : quest.categoryName;
    case 'objective':
      return quest.objectives.map((objective) => objective.overrideText ?? (objective.localizedText || objective.text)).join('\n') || null;
    default:
      return null;
  }
}

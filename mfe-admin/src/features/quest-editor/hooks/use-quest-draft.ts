import { useCallback, useMemo, useState } from 'react';
import type { AdminQuestDetail } from '@eoa/contracts';
import { draftErrors, draftFromDetail, hasDraftErrors, sameDraft, type QuestDraft } from '../lib/quest-draft';

interface DraftState {
  /** The answer the draft started from. */
  source: AdminQuestDetail;
  /** The draft as that answer gives it: the editor is dirty when `draft` differs from it. */
  base: QuestDraft;
  draft: QuestDraft;
}

const startFrom = (detail: AdminQuestDetail): DraftState => {
  const base = draftFromDetail(detail);
  return { source: detail, base, draft: base };
};

/**
 * The quest editor's draft (spec 3 §4: any edit sets the dirty flag; save, reset and delete follow). A new answer
 * for the quest replaces a clean draft; a dirty one is kept until it is saved or reset.
 */
export function useQuestDraft(detail: AdminQuestDetail | undefined) {
  const [state, setState] = useState<DraftState | null>(() => (detail ? startFrom(detail) : null));

  let current = state;
  if (detail && (!current || (current.source !== detail && (current.source.id !== detail.id || sameDraft(current.draft, current.base))))) {
    current = startFrom(detail);
    setState(current);
  }

  const update = useCallback((change: (draft: QuestDraft) => QuestDraft) => {
    setState((previous) => (previous ? { ...previous, draft: change(previous.draft) } : previous));
  }, []);

  /** Back to the answer the draft started from, or to a new one (after a save or a delete). */
  const resetTo = useCallback((next?: AdminQuestDetail) => {
    setState((previous) => (next ? startFrom(next) : previous ? { ...previous, draft: previous.base } : previous));
  }, []);

  const draft = current?.draft ?? null;
  const dirty = current ? !sameDraft(current.draft, current.base) : false;
  const errors = useMemo(() => (draft ? draftErrors(draft) : { markers: {} }), [draft]);
  return { draft, dirty, errors, invalid: hasDraftErrors(errors), update, resetTo };
}

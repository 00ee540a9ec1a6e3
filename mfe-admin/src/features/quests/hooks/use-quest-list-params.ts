import { useCallback, useMemo } from 'react';
import { parseAsString, parseAsStringLiteral, useQueryStates, type Values } from 'nuqs';
import { EXPANSION_ERAS } from '@eoa/contracts';
import type { QuestListFilters } from '../api/get-quests';

/** A yes/no flag of the address: "true" / "false", anything else is no filter. */
const parseAsFlag = parseAsStringLiteral(['true', 'false'] as const);

/**
 * The quest list's filters live in the address (spec 3 §2: ?excluded=true and ?hasOverrides=true are links from the
 * dashboard; the search and era too, so a view can be shared and restored). Unknown values are ignored; a change
 * replaces the current history entry.
 */
export const QUEST_LIST_PARAMS = {
  search: parseAsString.withDefault(''),
  excluded: parseAsFlag,
  hasOverrides: parseAsFlag,
  expansion: parseAsStringLiteral(EXPANSION_ERAS),
};

export type QuestListChanges = Partial<Values<typeof QUEST_LIST_PARAMS>>;

const flag = (value: 'true' | 'false' | null): boolean | undefined => (value === null ? undefined : value === 'true');

export function useQuestListParams() {
  const [params, setParams] = useQueryStates(QUEST_LIST_PARAMS);
  const filters = useMemo<QuestListFilters>(
    () => ({
      search: params.search.trim() || undefined,
      excluded: flag(params.excluded),
      hasOverrides: flag(params.hasOverrides),
      expansion: params.expansion ?? undefined,
    }),
    [params],
  );
  // nuqs applies each write to the address as it is then (a delayed search write does not undo a filter chosen meanwhile).
  const update = useCallback((changes: QuestListChanges) => void setParams(changes), [setParams]);
  return { filters, searchText: params.search, update };
}

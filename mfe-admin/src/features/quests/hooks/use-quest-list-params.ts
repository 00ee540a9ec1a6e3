import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EXPANSION_ERAS, type ExpansionEra } from '@eoa/contracts';
import { withParamChanges, type ParamChanges } from '@eoa/ui';
import type { QuestListFilters } from '../api/get-quests';

export type QuestListParam = 'search' | 'excluded' | 'hasOverrides' | 'expansion';

/** A yes/no flag of the address: "true" / "false", anything else is no filter. */
const flag = (value: string | null): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);
const era = (value: string | null): ExpansionEra | undefined => (EXPANSION_ERAS as readonly string[]).includes(value ?? '') ? (value as ExpansionEra) : undefined;

/**
 * The quest list's filters live in the address (spec 3 §2: ?excluded=true and ?hasOverrides=true are links from the
 * dashboard; the search and era too, so a view can be shared and restored). Unknown values are ignored.
 */
export function useQuestListParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<QuestListFilters>(
    () => ({
      search: params.get('search')?.trim() || undefined,
      excluded: flag(params.get('excluded')),
      hasOverrides: flag(params.get('hasOverrides')),
      expansion: era(params.get('expansion')),
    }),
    [params],
  );
  // Each write starts from the address as it is now (a delayed search write must not undo a filter chosen meanwhile).
  const update = useCallback((changes: ParamChanges<QuestListParam>) => setParams((current) => withParamChanges(current, changes), { replace: true }), [setParams]);
  return { filters, searchText: params.get('search') ?? '', update };
}

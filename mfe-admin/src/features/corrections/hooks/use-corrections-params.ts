import { useCallback } from 'react';
import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import { CORRECTION_ENTITY_TYPES, CORRECTION_STATUSES, type CorrectionEntityType, type CorrectionStatus } from '@eoa/contracts';
import { parseAsPage } from '@eoa/ui/url-state';

export interface CorrectionsFilters {
  status: CorrectionStatus | null;
  entityType: CorrectionEntityType | null;
  page: number;
}

/** ?status=&type=&page=: unknown values read as "all" and page 1; every change is a history entry. */
const CORRECTIONS_PARAMS = {
  status: parseAsStringLiteral(CORRECTION_STATUSES),
  type: parseAsStringLiteral(CORRECTION_ENTITY_TYPES),
  page: parseAsPage.withDefault(1),
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null => (text !== null && (values as readonly string[]).includes(text) ? (text as T) : null);

/** The corrections screen's filters and page, kept in the address so a view can be linked. */
export function useCorrectionsParams() {
  const [params, setParams] = useQueryStates(CORRECTIONS_PARAMS, { history: 'push' });
  const filters: CorrectionsFilters = { status: params.status, entityType: params.type, page: params.page };
  // A new filter starts again from the first page.
  const setFilter = useCallback(
    (name: 'status' | 'type', value: string | null) =>
      void setParams(name === 'status' ? { status: oneOf(CORRECTION_STATUSES, value), page: null } : { type: oneOf(CORRECTION_ENTITY_TYPES, value), page: null }),
    [setParams],
  );
  const setPage = useCallback((page: number) => void setParams({ page }), [setParams]);
  return { filters, setFilter, setPage };
}

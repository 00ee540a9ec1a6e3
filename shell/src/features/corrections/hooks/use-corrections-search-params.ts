import { useCallback } from 'react';
import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import { CORRECTION_ENTITY_TYPES, CORRECTION_STATUSES, type CorrectionEntityType, type CorrectionStatus } from '@eoa/contracts';
import { parseAsPage } from '@eoa/ui/url-state';

export interface CorrectionsFilters {
  /** null = all statuses. */
  status: CorrectionStatus | null;
  /** null = all types. */
  entityType: CorrectionEntityType | null;
  /** 1-based. */
  page: number;
}

/**
 * The list's filters and page, kept in the URL so the list is linkable (/corrections?status=fixed&type=Bug&page=2).
 * Unknown or malformed values read as "all" and page 1 rather than an error; every change is a history entry.
 */
const CORRECTIONS_PARAMS = {
  status: parseAsStringLiteral(CORRECTION_STATUSES),
  entityType: parseAsStringLiteral(CORRECTION_ENTITY_TYPES),
  page: parseAsPage.withDefault(1),
};

export function useCorrectionsSearchParams() {
  const [filters, setFilters] = useQueryStates(CORRECTIONS_PARAMS, { urlKeys: { entityType: 'type' }, history: 'push' });

  // Changing a filter returns to page 1.
  const setStatus = useCallback((status: CorrectionStatus | null) => void setFilters({ status, page: null }), [setFilters]);
  const setEntityType = useCallback((entityType: CorrectionEntityType | null) => void setFilters({ entityType, page: null }), [setFilters]);
  const setPage = useCallback((page: number) => void setFilters({ page }), [setFilters]);

  return { filters, setStatus, setEntityType, setPage };
}

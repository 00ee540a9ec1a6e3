import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CORRECTION_ENTITY_TYPES, CORRECTION_STATUSES, type CorrectionEntityType, type CorrectionStatus } from '@eoa/contracts';
import { withParamChanges } from '@eoa/ui';

export interface CorrectionsFilters {
  status: CorrectionStatus | null;
  entityType: CorrectionEntityType | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null => (text !== null && (values as readonly string[]).includes(text) ? (text as T) : null);

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The corrections screen's filters and page, kept in the address (?status=&type=&page=) so a view can be linked. */
export function useCorrectionsParams() {
  const [params, setParams] = useSearchParams();
  const filters: CorrectionsFilters = {
    status: oneOf(CORRECTION_STATUSES, params.get('status')),
    entityType: oneOf(CORRECTION_ENTITY_TYPES, params.get('type')),
    page: pageOf(params.get('page')),
  };
  // A new filter starts again from the first page.
  const setFilter = useCallback(
    (name: 'status' | 'type', value: string | null) => setParams((current) => withParamChanges(current, { [name]: value, page: null })),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => withParamChanges(current, { page: page > 1 ? page : null })), [setParams]);
  return { filters, setFilter, setPage };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParamChanges, type ParamChanges } from '@eoa/ui';
import { AUDIT_PARAMS, filtersOf, type AuditParam } from '../lib/audit-filters';

/** The audit screen's filters and page in the address, so a view of the log can be linked and restored. */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  /** A filter change starts again from the first page. */
  const setFilters = useCallback(
    (changes: ParamChanges<Exclude<AuditParam, 'page'>>) => setParams((current) => withParamChanges(current, { ...changes, page: null })),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => withParamChanges(current, { page: page > 1 ? page : null })), [setParams]);
  const clear = useCallback(
    () => setParams((current) => withParamChanges(current, Object.fromEntries(AUDIT_PARAMS.map((name) => [name, null])) as ParamChanges<AuditParam>)),
    [setParams],
  );
  return { filters, setFilters, setPage, clear };
}

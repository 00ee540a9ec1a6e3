import { useCallback } from 'react';
import { createParser, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@eoa/contracts';
import { parseAsPage } from '@eoa/ui/url-state';
import type { AuditFilterValues } from '../lib/audit-filters';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day as the date inputs give it (YYYY-MM-DD, a real date); anything else reads as no date. */
const parseAsDay = createParser<string>({ parse: (text) => (DATE.test(text) && !Number.isNaN(Date.parse(text)) ? text : null), serialize: (day) => day });

/**
 * ?action=&username=&entityType=&startDate=&endDate=&page=: unknown values read as no filter and page 1, empty ones
 * are left out of the address, and every change is a history entry.
 */
export const AUDIT_PARAMS = {
  action: parseAsStringLiteral(AUDIT_ACTIONS),
  username: parseAsString.withDefault(''),
  entityType: parseAsStringLiteral(AUDIT_ENTITY_TYPES),
  startDate: parseAsDay.withDefault(''),
  endDate: parseAsDay.withDefault(''),
  page: parseAsPage.withDefault(1),
};

export type AuditFilterChanges = Partial<Omit<AuditFilterValues, 'page'>>;

/** The audit screen's filters and page in the address, so a view of the log can be linked and restored. */
export function useAuditParams() {
  const [filters, setParams] = useQueryStates(AUDIT_PARAMS, { history: 'push' });
  /** A filter change starts again from the first page. */
  const setFilters = useCallback((changes: AuditFilterChanges) => void setParams({ ...changes, page: null }), [setParams]);
  const setPage = useCallback((page: number) => void setParams({ page }), [setParams]);
  const clear = useCallback(() => void setParams(null), [setParams]);
  return { filters, setFilters, setPage, clear };
}

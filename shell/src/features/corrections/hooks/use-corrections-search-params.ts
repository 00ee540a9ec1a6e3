import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_STATUSES,
  type CorrectionEntityType,
  type CorrectionStatus,
} from '@eoa/contracts';

export interface CorrectionsFilters {
  /** null = all statuses. */
  status: CorrectionStatus | null;
  /** null = all types. */
  entityType: CorrectionEntityType | null;
  /** 1-based. */
  page: number;
}

/** Query parameter names: the list is linkable, e.g. /corrections?status=fixed&type=Bug&page=2. */
export const CORRECTIONS_PARAMS = { status: 'status', entityType: 'type', page: 'page' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Unknown or malformed values fall back to "all" and page 1 rather than an error. */
export function parseCorrectionsParams(params: URLSearchParams): CorrectionsFilters {
  const page = Number(params.get(CORRECTIONS_PARAMS.page));
  return {
    status: oneOf(CORRECTION_STATUSES, params.get(CORRECTIONS_PARAMS.status)),
    entityType: oneOf(CORRECTION_ENTITY_TYPES, params.get(CORRECTIONS_PARAMS.entityType)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list's filters and page, kept in the URL. Changing a filter returns to page 1. */
export function useCorrectionsSearchParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCorrectionsParams(params), [params]);

  const update = useCallback(
    (changes: Partial<Record<keyof typeof CORRECTIONS_PARAMS, string | null>>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes) as [keyof typeof CORRECTIONS_PARAMS, string | null][]) {
          if (value === null) next.delete(CORRECTIONS_PARAMS[key]);
          else next.set(CORRECTIONS_PARAMS[key], value);
        }
        return next;
      }),
    [setParams],
  );

  const setStatus = useCallback(
    (status: CorrectionStatus | null) => update({ status, page: null }),
    [update],
  );
  const setEntityType = useCallback(
    (entityType: CorrectionEntityType | null) => update({ entityType, page: null }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page: page > 1 ? String(page) : null }), [update]);

  return { filters, setStatus, setEntityType, setPage };
}

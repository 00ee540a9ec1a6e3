import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_ID } from '@eoa/contracts';

/** The page's state in its URL: /loot-tables?boss=<mobId> opens a boss (a deep link; Back walks the selections). */
export const LOOT_PARAMS = { boss: 'boss', search: 'q' } as const;

/** A positive integer id, or null for anything else (a bad link opens nothing rather than an error). */
export function parseBossParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export function useLootParams() {
  const [params, setParams] = useSearchParams();
  const bossId = useMemo(() => parseBossParam(params.get(LOOT_PARAMS.boss)), [params]);
  const search = params.get(LOOT_PARAMS.search) ?? '';

  /** Opens a boss: a new history entry, so the browser's Back returns to the one before. */
  const selectBoss = useCallback(
    (mobId: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(LOOT_PARAMS.boss, String(mobId));
        return next;
      }),
    [setParams],
  );

  /** The search text replaces the current entry (typing is not a history of its own). */
  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set(LOOT_PARAMS.search, text);
          else next.delete(LOOT_PARAMS.search);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { bossId, search, selectBoss, setSearch };
}

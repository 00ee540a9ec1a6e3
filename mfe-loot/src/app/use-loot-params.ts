import { useCallback } from 'react';
import { parseAsString, useQueryState } from 'nuqs';
import { parseAsId } from '@eoa/ui/url-state';

/**
 * The page's state in its URL: /loot-tables?boss=<mobId>&q=<search> opens a boss and fills the search (a deep link;
 * Back walks the selections). A bad boss id opens nothing rather than an error.
 */
export function useLootParams() {
  // Opening a boss is a new history entry, so the browser's Back returns to the one before.
  const [bossId, setBossId] = useQueryState('boss', parseAsId.withOptions({ history: 'push' }));
  // The search text replaces the current entry (typing is not a history of its own); empty leaves the address.
  const [search, setSearchText] = useQueryState('q', parseAsString.withDefault(''));

  const selectBoss = useCallback((mobId: number) => void setBossId(mobId), [setBossId]);
  const setSearch = useCallback((text: string) => void setSearchText(text || null), [setSearchText]);

  return { bossId, search, selectBoss, setSearch };
}

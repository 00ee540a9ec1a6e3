import { useMemo } from 'react';
import type { Item } from '@eoa/contracts';
import { createStatEngine, rulesDataFromApi, type StatEngine } from '@eoa/game-rules';
import type { BuilderGameData } from './use-game-data';

/**
 * The stat engine of @eoa/game-rules on the page's game data and catalog: built once per data (about as long
 * as one catalog page takes to arrive), then every recompute is a few microseconds.
 */
export function useStatEngine(data: BuilderGameData | undefined, items: readonly Item[]): StatEngine | null {
  return useMemo(() => (data ? createStatEngine(rulesDataFromApi(data, items)) : null), [data, items]);
}

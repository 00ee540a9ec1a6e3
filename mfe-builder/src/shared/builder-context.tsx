import { createContext, useContext, type ReactNode } from 'react';
import type { ClassInfo, Item, RaceInfo } from '@eoa/contracts';
import type { EquipContext, StatEngine } from '@eoa/game-rules';
import type { BuilderGameData } from './game-data/use-game-data';
import type { ItemCatalogState } from './item-catalog/use-item-catalog';

/** What every builder feature reads: the game data, the catalog, the engine and the rules' context. */
export interface BuilderContextValue {
  gameData: BuilderGameData | undefined;
  catalog: ItemCatalogState & { reload: () => void };
  itemsById: ReadonlyMap<number, Item>;
  engine: StatEngine | null;
  classInfo: ClassInfo | undefined;
  raceInfo: RaceInfo | undefined;
  equipContext: EquipContext;
}

const BuilderContext = createContext<BuilderContextValue | null>(null);

export function BuilderProvider({ value, children }: { value: BuilderContextValue; children: ReactNode }) {
  return <BuilderContext.Provider value={value}>{children}</BuilderContext.Provider>;
}

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder outside BuilderProvider');
  return value;
}

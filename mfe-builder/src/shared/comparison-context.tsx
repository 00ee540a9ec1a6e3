import { createContext, useContext } from 'react';
import type { EquipmentSlot, Item } from '@eoa/contracts';
import type { BuildInput, StatEngine } from '@eoa/game-rules';

/**
 * What an item's comparison needs (the engine and the build as it is now). Read from a context, not passed to
 * every card: an equip then re-renders only an open tooltip, never the whole grid.
 */
export interface ComparisonValue {
  engine: StatEngine | null;
  build: BuildInput;
  equipment: Partial<Record<EquipmentSlot, Item | null>>;
}

export const ComparisonContext = createContext<ComparisonValue | null>(null);

export function useComparison(): ComparisonValue | null {
  return useContext(ComparisonContext);
}

import { createContext, useContext, type ReactNode } from 'react';
import type { BuildFile, EquipmentSlot, Item } from '@eoa/contracts';
import type { StatEngine } from '@eoa/game-rules';
import type { BuildCalculation } from './build-state/use-build-calculation';
import type { EquipTrait, TraitSlotRef } from './build-state/use-equip-trait';
import type { BuilderGameData } from './game-data/use-game-data';
import type { Refusal } from './hooks/use-refusal';
import type { ItemCatalogState } from './item-catalog/use-item-catalog';

/**
 * What the builder's frame holds for every tab: the game data, the catalog, the engine and the build computed by
 * it, the selections that outlive a tab (the equipment slot, the trait slot), and the page's actions (equip a
 * trait, show a refusal, load a build file). The frame provides it; each tab's route reads it.
 */
export interface BuilderContextValue extends BuildCalculation {
  gameData: BuilderGameData | undefined;
  catalog: ItemCatalogState & { reload: () => void };
  itemsById: ReadonlyMap<number, Item>;
  engine: StatEngine | null;
  selectedSlot: EquipmentSlot | null;
  selectedTraitSlot: TraitSlotRef | null;
  selectTraitSlot: (slot: TraitSlotRef | null) => void;
  equipTrait: EquipTrait;
  /** Shows a refusal of the rules (null clears it). */
  refuse: (refusal: Refusal | null) => void;
  loadFile: (file: BuildFile) => Promise<void>;
  loadingBuild: boolean;
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

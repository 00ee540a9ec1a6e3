import { useMemo, useState } from 'react';
import { useLoadBuild } from '../features/builds/hooks/use-load-build';
import { useSharedLink } from '../features/builds/hooks/use-shared-link';
import type { BuilderContextValue } from '../shared/builder-context';
import { useBuildCalculation } from '../shared/build-state/use-build-calculation';
import { useEquipTrait, type TraitSlotRef } from '../shared/build-state/use-equip-trait';
import type { ComparisonValue } from '../shared/comparison-context';
import { useBuilderGameData } from '../shared/game-data/use-game-data';
import { useStatEngine } from '../shared/game-data/use-stat-engine';
import { useRefusal } from '../shared/hooks/use-refusal';
import { useSelectedSlot } from '../shared/hooks/use-selected-slot';
import { useItemCatalog } from '../shared/item-catalog/use-item-catalog';
import { useBuildStore } from '../shared/build-state/build-store';

/**
 * The state of the builder's frame, shared by every tab: the game data and the catalog, the engine and the build
 * it computes, the selections (slot in the address, trait slot in the page), the refusal shown, and loading a
 * build (from a file, a recent build or a shared link).
 */
export function useBuilderFrame() {
  const gameData = useBuilderGameData();
  const catalog = useItemCatalog();
  const engine = useStatEngine(gameData.data, catalog.items);
  const calculation = useBuildCalculation(gameData.data, engine);
  const [refusal, refuse] = useRefusal();
  const [selectedSlot, selectSlot] = useSelectedSlot();
  const [selectedTraitSlot, selectTraitSlot] = useState<TraitSlotRef | null>(null);
  const equipTrait = useEquipTrait(selectedTraitSlot, calculation.openTraitSlots, refuse);
  const itemsById = useMemo(() => new Map(catalog.items.map((item) => [item.id, item])), [catalog.items]);
  const { loadBuild, loadFile, loadingBuild } = useLoadBuild(itemsById);
  const loadingShared = useSharedLink(loadBuild);
  const equipment = useBuildStore((s) => s.equipment);
  const comparison: ComparisonValue = useMemo(
    () => ({ engine, build: calculation.buildInput, equipment }),
    [engine, calculation.buildInput, equipment],
  );

  const context: BuilderContextValue = {
    ...calculation,
    gameData: gameData.data,
    catalog,
    itemsById,
    engine,
    selectedSlot,
    selectedTraitSlot,
    selectTraitSlot,
    equipTrait,
    refuse,
    loadFile,
    loadingBuild,
  };
  return { context, gameData, catalog, refusal, selectSlot, comparison, loadingShared };
}

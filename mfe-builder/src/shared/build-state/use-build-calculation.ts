import { useMemo } from 'react';
import { CLASS_DISPLAY_NAMES, formulaSettings, type BuildInput, type CalculationResult, type EquipContext, type StatEngine, type TraitSlotCounts } from '@eoa/game-rules';
import type { ClassInfo } from '@eoa/contracts';
import type { BuilderGameData } from '../game-data/use-game-data';
import { useFormulaStore } from '../formula-store';
import { useBuildStore } from './build-store';

export interface BuildCalculation {
  classInfo: ClassInfo | undefined;
  /** The rules' context of the build (class, level, dual wielding) for every equip check. */
  equipContext: EquipContext;
  /** The build as the engine reads it, with this class's formulas. */
  buildInput: BuildInput;
  /** The stats of the build with their breakdown, computed by the engine after every change (null before it is ready). */
  result: CalculationResult | null;
  /** How many trait slots of each type the character's level opens. */
  openTraitSlots: TraitSlotCounts;
}

const NO_TRAIT_SLOTS: TraitSlotCounts = { virtue: 0, racial: 0, class: 0, legendary: 0 };

/** The current build computed by the engine of @eoa/game-rules in the page (the same numbers as the service). */
export function useBuildCalculation(data: BuilderGameData | undefined, engine: StatEngine | null): BuildCalculation {
  const build = useBuildStore();
  const classInfo = data?.classes.find((c) => c.id === build.character.classId);
  const equipContext: EquipContext = useMemo(
    () => ({ className: CLASS_DISPLAY_NAMES[build.character.classId], level: build.character.level, classInfo }),
    [build.character.classId, build.character.level, classInfo],
  );
  const formulaConfig = useFormulaStore((s) => s.configs[build.character.classId]);
  const buildInput: BuildInput = useMemo(
    () => ({
      className: build.character.classId,
      raceName: build.character.raceId,
      level: build.character.level,
      equipment: build.equipment,
      equippedTraits: build.traits,
      buffs: build.buffs,
      formulas: formulaSettings(formulaConfig),
    }),
    [build.character, build.equipment, build.traits, build.buffs, formulaConfig],
  );
  const result = useMemo(() => (engine ? engine.calculate(buildInput, { breakdown: true }) : null), [engine, buildInput]);
  const openTraitSlots = useMemo(() => engine?.traitSlotCounts(build.character.level) ?? NO_TRAIT_SLOTS, [engine, build.character.level]);
  return { classInfo, equipContext, buildInput, result, openTraitSlots };
}

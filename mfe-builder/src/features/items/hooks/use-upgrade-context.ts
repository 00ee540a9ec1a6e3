import { useMemo } from 'react';
import type { BuildInput, EquipContext } from '@eoa/game-rules';
import type { BuilderGameData } from '../../../shared/game-data/use-game-data';
import { useBuildStore } from '../../../shared/build-state/build-store';
import type { UpgradeContext } from '../components/items-view';

/** What the upgrade finder searches with: this build by item ids and the rules' context. */
export function useUpgradeContext(data: BuilderGameData | undefined, buildInput: BuildInput, equipContext: EquipContext): UpgradeContext {
  const character = useBuildStore((s) => s.character);
  const equipment = useBuildStore((s) => s.equipment);
  const traits = useBuildStore((s) => s.traits);
  const buffs = useBuildStore((s) => s.buffs);
  const formulas = buildInput.formulas;
  return useMemo(
    () => ({
      data,
      request: {
        className: character.classId,
        raceName: character.raceId,
        level: character.level,
        equipmentIds: Object.fromEntries(Object.entries(equipment).flatMap(([slot, item]) => (item ? [[slot, item.id] as const] : []))),
        equippedTraits: traits,
        buffs,
        formulas: formulas ?? {},
        ctx: equipContext,
      },
    }),
    [data, character, equipment, traits, buffs, formulas, equipContext],
  );
}

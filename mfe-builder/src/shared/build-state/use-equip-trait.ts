import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trait, TraitSlotType } from '@eoa/contracts';
import { isSlotLocked, slotTypeForNature, TRAIT_SLOT_TOTALS, traitAt, type TraitSlotCounts } from '@eoa/game-rules';
import type { Refusal } from '../hooks/use-refusal';
import { refusalText } from '../refusal-text';
import { useBuildStore } from './build-store';

export interface TraitSlotRef {
  slotType: TraitSlotType;
  slotIndex: number;
}

export type EquipTrait = (trait: Trait, slotType?: TraitSlotType, slotIndex?: number) => void;

/**
 * Equips a trait (a double-click in the list, a drop on a slot): into the given slot, else the selected one, else
 * the first open empty slot of the trait's type; a refusal of the rules is shown by `refuse`.
 */
export function useEquipTrait(selected: TraitSlotRef | null, open: TraitSlotCounts, refuse: (refusal: Refusal | null) => void): EquipTrait {
  const { t } = useTranslation('builder');
  return useCallback<EquipTrait>(
    (trait, slotType, slotIndex) => {
      const store = useBuildStore.getState();
      let target = slotType !== undefined && slotIndex !== undefined ? { slotType, slotIndex } : selected;
      if (!target) {
        const type = slotTypeForNature(trait.nature);
        const index = type
          ? Array.from({ length: TRAIT_SLOT_TOTALS[type] }, (_, i) => i).find((i) => !isSlotLocked(type, i, open) && !traitAt(store.traits, type, i))
          : undefined;
        target = type && index !== undefined ? { slotType: type, slotIndex: index } : null;
      }
      if (!target) {
        refuse({ text: refusalText('This trait slot is locked', t) });
        return;
      }
      const refused = store.equipTrait(trait, target.slotType, target.slotIndex, open);
      refuse(refused ? { text: refusalText(refused.message, t) } : null);
    },
    [selected, open, refuse, t],
  );
}

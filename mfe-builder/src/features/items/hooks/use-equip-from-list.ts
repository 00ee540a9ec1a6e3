import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentSlot, Item } from '@eoa/contracts';
import { doubleClickSlot, slotsForItem, type EquipContext } from '@eoa/game-rules';
import { useBuildStore } from '../../../shared/build-state/build-store';
import type { Refusal } from '../../../shared/hooks/use-refusal';
import { refusalText } from '../../../shared/refusal-text';

/**
 * Double-click or Enter on an item: into the selected slot when it fits, else the first empty slot of its group.
 * The callback stays the same across equips (it reads the store's latest state), so the grid is not re-rendered.
 */
export function useEquipFromList(selectedSlot: EquipmentSlot | null, equipContext: EquipContext, refuse: (refusal: Refusal | null) => void) {
  const { t } = useTranslation('builder');
  return useCallback(
    (item: Item) => {
      const store = useBuildStore.getState();
      const fits = selectedSlot && (slotsForItem(item).includes(selectedSlot) || selectedSlot === 'offHand');
      const slot = fits ? selectedSlot : doubleClickSlot(item, store.equipment);
      if (!slot) {
        refuse({ text: refusalText('Cannot equip this item', t) });
        return;
      }
      const refused = store.equip(equipContext, item, slot);
      refuse(refused ? { slot, text: refusalText(refused.message, t) } : null);
    },
    [selectedSlot, equipContext, refuse, t],
  );
}

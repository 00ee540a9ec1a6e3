import type { EquipmentSlot } from '@eoa/contracts';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { useAddressParams } from './use-address-params';
import { useStableCallback } from './use-stable-callback';

/** The address parameter of the equipment slot selected in the panel (the item list shows what fits it). */
export const SLOT_PARAM = 'slot';

function parseSlot(value: string | null): EquipmentSlot | null {
  return (EQUIPMENT_SLOTS as readonly string[]).includes(value ?? '') ? (value as EquipmentSlot) : null;
}

/**
 * The selected equipment slot (?slot=), and its setter. A new slot filter starts the list at page 1 (spec 1 §4).
 * The setter is stable: the memoised equipment panel is not re-rendered by a keystroke in the item search (which
 * changes the address).
 */
export function useSelectedSlot(): [EquipmentSlot | null, (slot: EquipmentSlot | null) => void] {
  const [params, setParams] = useAddressParams();
  const selectSlot = useStableCallback((slot: EquipmentSlot | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (slot === null) next.delete(SLOT_PARAM);
      else next.set(SLOT_PARAM, slot);
      next.delete('page');
      return next;
    }),
  );
  return [parseSlot(params.get(SLOT_PARAM)), selectSlot];
}

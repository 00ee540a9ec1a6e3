import { parseAsStringLiteral, useQueryStates } from 'nuqs';
import type { EquipmentSlot } from '@eoa/contracts';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { parseAsPage } from '@eoa/ui/url-state';
import { useStableCallback } from './use-stable-callback';

/** ?slot=: the equipment slot selected in the panel (the item list shows what fits it), and the list's page. */
const SLOT_PARAMS = { slot: parseAsStringLiteral(EQUIPMENT_SLOTS), page: parseAsPage.withDefault(1) };

/**
 * The selected equipment slot (?slot=), and its setter: a new history entry. A new slot filter starts the list at
 * page 1 (spec 1 §4). The setter is stable: the memoised equipment panel is not re-rendered by a keystroke in the
 * item search (which changes the address).
 */
export function useSelectedSlot(): [EquipmentSlot | null, (slot: EquipmentSlot | null) => void] {
  const [{ slot }, setParams] = useQueryStates(SLOT_PARAMS, { history: 'push' });
  const selectSlot = useStableCallback((next: EquipmentSlot | null) => void setParams({ slot: next, page: null }));
  return [slot, selectSlot];
}

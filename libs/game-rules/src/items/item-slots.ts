// The slot filter (spec 1 §5): an item slot code, an equipment slot (every item slot code that fits it) or a
// sub-slot of the Item category (ring, ear, neck, wrist, pocket).

import { EQUIPMENT_SLOTS, ITEM_SLOT_CODES, ITEM_SLOT_FILTERS, ITEM_SUB_SLOTS, type ItemSlotCode } from '@eoa/contracts';
import { slotsForItem } from '../equipment/slots.js';

const BY_FILTER = new Map<string, ItemSlotCode[]>();
for (const code of ITEM_SLOT_CODES) BY_FILTER.set(code, [code]);
for (const slot of EQUIPMENT_SLOTS) {
  if (BY_FILTER.has(slot)) {
    // mainHand and offHand are both codes and slots: the slot takes what fits it (twoHand, shield).
    const fits = ITEM_SLOT_CODES.filter((code) => slotsForItem({ slot: code }).includes(slot));
    BY_FILTER.set(slot, fits);
    continue;
  }
  BY_FILTER.set(slot, ITEM_SLOT_CODES.filter((code) => slotsForItem({ slot: code }).includes(slot)));
}
for (const [sub, code] of Object.entries(ITEM_SUB_SLOTS)) if (!BY_FILTER.has(sub)) BY_FILTER.set(sub, [code]);

/** Every accepted slot filter value (contracts' list, which the item filter query reads: the keys of BY_FILTER). */
export { ITEM_SLOT_FILTERS };

/** The item slot codes a slot filter stands for (empty for an unknown value). */
export function itemSlotsFor(filter: string): readonly ItemSlotCode[] {
  return BY_FILTER.get(filter) ?? [];
}

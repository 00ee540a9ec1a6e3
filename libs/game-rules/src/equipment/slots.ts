// Item slot code → the equipment slots it may go to (spec 1 §5).

import type { EquipmentSlot, Item } from '@eoa/contracts';

const GROUPS: ReadonlyMap<string, readonly EquipmentSlot[]> = new Map<string, readonly EquipmentSlot[]>([
  ['head', ['head']],
  ['shoulders', ['shoulders']],
  ['back', ['back']],
  ['chest', ['chest']],
  ['gloves', ['gloves']],
  ['legs', ['legs']],
  ['boots', ['boots']],
  ['mainHand', ['mainHand']],
  ['twoHand', ['mainHand']],
  ['offHand', ['offHand']],
  ['shield', ['offHand']],
  ['ranged', ['ranged']],
  ['necklace', ['necklace']],
  ['pocket', ['pocket']],
  ['ring', ['ring1', 'ring2']],
  ['earring', ['earring1', 'earring2']],
  ['bracelet', ['bracelet1', 'bracelet2']],
  ['tool', ['craftingTool']],
]);

/**
 * The item's slot group: ring, earring and bracelet map to two slots, shield to offHand, tool to
 * craftingTool, twoHand to mainHand; the rest to the slot of the same name. Empty for items that are not
 * equipment. (A main-hand weapon may also go to offHand when the class may dual wield: see checkEquip.)
 */
export function slotsForItem(item: Pick<Item, 'slot'>): readonly EquipmentSlot[] {
  return (typeof item.slot === 'string' && GROUPS.get(item.slot)) || [];
}

/**
 * Double-click (spec 1 §4): the first empty slot of the item's group, otherwise its first slot; null when
 * the item is not equipment.
 */
export function doubleClickSlot(item: Pick<Item, 'slot'>, equipment: Partial<Record<EquipmentSlot, unknown>>): EquipmentSlot | null {
  const group = slotsForItem(item);
  if (group.length === 0) return null;
  return group.find((s) => equipment[s] === null || equipment[s] === undefined) ?? group[0]!;
}

// What can be dragged and where it can be dropped in the builder (one DndContext for the page, @dnd-kit):
// catalog items and equipped items onto equipment slots (equip, or swap between slots), traits onto trait
// slots. The page decides in onDragEnd; the features only declare sources and targets.

import type { EquipmentSlot, Item, Trait, TraitSlotType } from '@eoa/contracts';

export type DragData = { kind: 'item'; item: Item } | { kind: 'equipped'; slot: EquipmentSlot; item: Item } | { kind: 'trait'; trait: Trait };

export type DropData = { kind: 'equipment-slot'; slot: EquipmentSlot } | { kind: 'trait-slot'; slotType: TraitSlotType; slotIndex: number };

export const dragId = {
  item: (id: number) => `item:${id}`,
  equipped: (slot: EquipmentSlot) => `equipped:${slot}`,
  trait: (id: number) => `trait:${id}`,
};

export const dropId = {
  equipmentSlot: (slot: EquipmentSlot) => `slot:${slot}`,
  traitSlot: (slotType: TraitSlotType, slotIndex: number) => `trait-slot:${slotType}:${slotIndex}`,
};

/** The dragged thing's data, typed. */
export function dragDataOf(value: unknown): DragData | null {
  return value && typeof value === 'object' && 'kind' in value ? (value as DragData) : null;
}

export function dropDataOf(value: unknown): DropData | null {
  return value && typeof value === 'object' && 'kind' in value ? (value as DropData) : null;
}

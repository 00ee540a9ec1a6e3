// The drop grid's filters (beyond the spec): by the class that can use an item and by its slot.

import type { ClassId, GuaranteedDrop, Item } from '@eoa/contracts';
import { normalizeClassId } from '@eoa/game-rules';

export interface DropFilters {
  /** null: every class. */
  classId: ClassId | null;
  /** An item slot code; null: every slot. */
  slot: string | null;
}

export const NO_DROP_FILTERS: DropFilters = { classId: null, slot: null };

/** A drop with its item (the drop grid's card). */
export interface DropWithItem {
  drop: GuaranteedDrop;
  item: Item;
}

/** Whether a class can use the item: no class required, or the class required is this one. */
export function usableByClass(item: Pick<Item, 'requiredClass'>, classId: ClassId): boolean {
  if (!item.requiredClass) return true;
  return normalizeClassId(item.requiredClass) === classId;
}

export function filterDrops(drops: readonly DropWithItem[], filters: DropFilters): DropWithItem[] {
  return drops.filter(
    ({ item }) => (filters.classId === null || usableByClass(item, filters.classId)) && (filters.slot === null || item.slot === filters.slot),
  );
}

/** The slots the drops have, each with its display name, in the order they first appear. */
export function slotsOf(drops: readonly DropWithItem[]): { code: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const { item } of drops) {
    if (item.slot && !seen.has(item.slot)) seen.set(item.slot, item.slotName ?? item.slot);
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

/**
 * The boss's drops joined with the items loaded for them, in the boss's order; a drop whose item was not
 * found is skipped (spec 2 §8).
 */
export function joinDrops(drops: readonly GuaranteedDrop[], items: readonly Item[]): DropWithItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const joined: DropWithItem[] = [];
  for (const drop of drops) {
    const item = byId.get(drop.itemId);
    if (item) joined.push({ drop, item });
  }
  return joined;
}

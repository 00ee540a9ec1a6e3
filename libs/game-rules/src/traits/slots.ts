// Trait slots (spec 1 §4, §5, §9): 5 virtue, 5 racial, 5 class and 2 legendary slots; each slot type takes
// only its natures; slots at or above the count open at the character's level are locked.

import {
  CHARACTER_TRAIT_SLOTS, LEGENDARY_TRAIT_SLOTS, MAX_LEVEL, MIN_LEVEL, TRAIT_SLOT_TYPES, type TraitNature, type TraitSlotType, type TraitSlots,
} from '@eoa/contracts';

export type TraitSlotCounts = Record<TraitSlotType, number>;

/** Slots of each type in the builder (indexes 0 to count − 1). */
export const TRAIT_SLOT_TOTALS: Readonly<TraitSlotCounts> = {
  virtue: CHARACTER_TRAIT_SLOTS,
  racial: CHARACTER_TRAIT_SLOTS,
  class: CHARACTER_TRAIT_SLOTS,
  legendary: LEGENDARY_TRAIT_SLOTS,
};

const NATURES: Readonly<Record<TraitSlotType, readonly TraitNature[]>> = {
  virtue: ['Virtue'],
  racial: ['Racial', 'AdditionalRacial'],
  class: ['Class'],
  legendary: ['Legendary'],
};

export function isTraitSlotType(value: unknown): value is TraitSlotType {
  return typeof value === 'string' && (TRAIT_SLOT_TYPES as readonly string[]).includes(value);
}

/** Virtue slots take Virtue; racial slots Racial or AdditionalRacial; class slots Class; legendary Legendary. */
export function natureFitsSlot(nature: string, slotType: TraitSlotType): boolean {
  return (NATURES[slotType] as readonly string[]).includes(nature);
}

/** The slot type a trait of this nature goes to (null for an unknown nature). */
export function slotTypeForNature(nature: string): TraitSlotType | null {
  for (const type of TRAIT_SLOT_TYPES) if (natureFitsSlot(nature, type)) return type;
  return null;
}

/** The slot index is within the builder's slots of that type (0 to 4; 0 to 1 for legendary). */
export function isSlotIndexInRange(slotType: TraitSlotType, slotIndex: number): boolean {
  return Number.isInteger(slotIndex) && slotIndex >= 0 && slotIndex < TRAIT_SLOT_TOTALS[slotType];
}

const NONE: Readonly<TraitSlotCounts> = Object.freeze({ virtue: 0, racial: 0, class: 0, legendary: 0 });

/**
 * Open slot counts by level from the trait-slots table (GET /trait/slots/{level} or the dataset). A level
 * missing from the table takes the nearest lower level listed; none below → nothing open.
 */
export function traitSlotCountsFrom(table: readonly TraitSlots[]): (level: number) => TraitSlotCounts {
  const byLevel: (TraitSlotCounts | undefined)[] = [];
  for (const row of table) {
    if (!Number.isInteger(row.level) || row.level < MIN_LEVEL || row.level > MAX_LEVEL) continue;
    byLevel[row.level] = {
      virtue: clampCount(row.virtue, 'virtue'),
      racial: clampCount(row.racial, 'racial'),
      class: clampCount(row.class, 'class'),
      legendary: clampCount(row.legendary, 'legendary'),
    };
  }
  return (level) => {
    for (let l = Math.min(MAX_LEVEL, Math.trunc(level)); l >= MIN_LEVEL; l--) {
      const row = byLevel[l];
      if (row) return row;
    }
    return NONE;
  };
}

function clampCount(n: number, type: TraitSlotType): number {
  return Number.isFinite(n) ? Math.min(TRAIT_SLOT_TOTALS[type], Math.max(0, Math.trunc(n))) : 0;
}

/** A slot at or above the open count is locked. */
export function isSlotLocked(slotType: TraitSlotType, slotIndex: number, open: TraitSlotCounts): boolean {
  return !isSlotIndexInRange(slotType, slotIndex) || slotIndex >= open[slotType];
}

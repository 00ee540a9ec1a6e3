// Equip rules (spec 1 §4, §5) with the spec's messages: slot mapping, minimum level, required class,
// unique items, two-handed weapons and the off-hand, dual wielding per class; unequip, swap, clear all.
// Every function returns a new equipment object; nothing is mutated.

import type { ClassInfo, EquipmentSlot, Item } from '@eoa/contracts';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { BURGLAR_DUAL_WIELD_LEVEL, CLASS_DISPLAY_NAMES } from '../constants.js';
import { classDisplayName, normalizeClassId } from '../names.js';
import { slotsForItem } from './slots.js';
import { isOneHanded, isOneHandedSword, isStaff, isTwoHanded } from './weapons.js';

export const EQUIP_MESSAGES = {
  cannotEquip: 'Cannot equip this item',
  invalidSlot: 'Invalid slot for this item',
  unique: 'Unique item already equipped',
  cannotDualWield: 'This class cannot dual wield',
  requiresLevel: (level: number) => `Requires level ${level}`,
  requiresClass: (className: string) => `Requires ${className} class`,
  /** 'Lore-master can only equip 1h swords in off-hand' */
  swordsOnly: (className: string) => `${className} can only equip 1h swords in off-hand`,
  /** 'Burglar requires level 10 for dual wielding' */
  dualWieldLevel: (className: string, level: number) => `${className} requires level ${level} for dual wielding`,
} as const;

/** The item fields the equip rules read. */
export type EquipItem = Pick<Item, 'id' | 'slot' | 'weaponType' | 'isUnique' | 'minLevel' | 'requiredClass'> &
  Partial<Pick<Item, 'itemClass' | 'requiredClassName'>>;

export type Equipment<T extends EquipItem = EquipItem> = Partial<Record<EquipmentSlot, T | null>>;

/** The character the rules are checked for; class info refines the dual-wield rule when given. */
export interface EquipContext {
  className: string;
  level: number;
  classInfo?: Partial<Pick<ClassInfo, 'dualWield' | 'dualWieldMinLevel' | 'classTraits'>> | null;
}

const DUAL_WIELD_TRAIT = /dual[\s-]*wield/i;

function displayName(ctx: EquipContext): string {
  const id = normalizeClassId(ctx.className);
  return id ? CLASS_DISPLAY_NAMES[id] : ctx.className;
}

/**
 * Why this class cannot put a one-handed main-hand weapon into the off-hand, or null when it can:
 * Lore-master only a one-handed sword; Burglar from level 10; Champion always; the other classes only with
 * a Dual Wielding class trait at or above its minimum level (class info's dualWieldMinLevel or classTraits).
 */
export function dualWieldError(ctx: EquipContext, item: EquipItem): string | null {
  const classId = normalizeClassId(ctx.className);
  const info = ctx.classInfo ?? undefined;
  const rule =
    info?.dualWield ??
    (classId === 'champion' ? 'always' : classId === 'burglar' ? 'level' : classId === 'lore-master' ? 'oneHandedSwordOnly' : 'trait');
  switch (rule) {
    case 'always':
      return null;
    case 'oneHandedSwordOnly':
      return isOneHandedSword(item) ? null : EQUIP_MESSAGES.swordsOnly(displayName(ctx));
    case 'level': {
      const min = info?.dualWieldMinLevel ?? BURGLAR_DUAL_WIELD_LEVEL;
      return ctx.level >= min ? null : EQUIP_MESSAGES.dualWieldLevel(displayName(ctx), min);
    }
    default: {
      const byLevel = rule === 'trait' && typeof info?.dualWieldMinLevel === 'number' && ctx.level >= info.dualWieldMinLevel;
      const byTrait = (info?.classTraits ?? []).some((t) => DUAL_WIELD_TRAIT.test(t.traitName) && t.minLevel <= ctx.level);
      return byLevel || byTrait ? null : EQUIP_MESSAGES.cannotDualWield;
    }
  }
}

/**
 * Why an item cannot go into a slot, or null when it can (also the drop check). In order: not equipment
 * ('Cannot equip this item'); minimum level; required class; slot mismatch ('Invalid slot for this item',
 * a one-handed main-hand weapon may go to the off-hand under the dual-wield rules); the off-hand while a
 * two-handed weapon is in the main hand (refused except a Lore-master's staff with a one-handed sword);
 * a unique item already worn in another slot.
 */
export function checkEquip(ctx: EquipContext, equipment: Equipment, item: EquipItem, slot: EquipmentSlot): string | null {
  const group = slotsForItem(item);
  if (group.length === 0) return EQUIP_MESSAGES.cannotEquip;
  if (item.minLevel > ctx.level) return EQUIP_MESSAGES.requiresLevel(item.minLevel);
  if (item.requiredClass && normalizeClassId(item.requiredClass) !== normalizeClassId(ctx.className)) {
    return EQUIP_MESSAGES.requiresClass(item.requiredClassName || classDisplayName(item.requiredClass));
  }
  if (!group.includes(slot)) {
    if (slot !== 'offHand' || item.slot !== 'mainHand' || !isOneHanded(item)) return EQUIP_MESSAGES.invalidSlot;
    const dual = dualWieldError(ctx, item);
    if (dual) return dual;
  }
  if (slot === 'offHand') {
    const main = equipment.mainHand;
    if (main && isTwoHanded(main)) {
      const loreMasterStaff = normalizeClassId(ctx.className) === 'lore-master' && isStaff(main) && isOneHandedSword(item);
      if (!loreMasterStaff) return EQUIP_MESSAGES.cannotEquip;
    }
  }
  if (item.isUnique) {
    for (const s of EQUIPMENT_SLOTS) {
      if (s !== slot && equipment[s]?.id === item.id) return EQUIP_MESSAGES.unique;
    }
  }
  return null;
}

export type EquipResult<T extends EquipItem = EquipItem> =
  | { ok: true; equipment: Equipment<T>; slot: EquipmentSlot; cleared: EquipmentSlot[] }
  | { ok: false; error: string };

/**
 * Equips an item into a slot. A two-handed weapon in the main hand clears the off-hand, except a
 * Lore-master's staff, which keeps it.
 */
export function equipItem<T extends EquipItem>(ctx: EquipContext, equipment: Equipment<T>, item: T, slot: EquipmentSlot): EquipResult<T> {
  const error = checkEquip(ctx, equipment, item, slot);
  if (error) return { ok: false, error };
  const next: Equipment<T> = { ...equipment, [slot]: item };
  const cleared: EquipmentSlot[] = [];
  if (slot === 'mainHand' && isTwoHanded(item) && next.offHand) {
    const keepsOffHand = normalizeClassId(ctx.className) === 'lore-master' && isStaff(item);
    if (!keepsOffHand) {
      next.offHand = null;
      cleared.push('offHand');
    }
  }
  return { ok: true, equipment: next, slot, cleared };
}

export function unequipSlot<T extends EquipItem>(equipment: Equipment<T>, slot: EquipmentSlot): Equipment<T> {
  return { ...equipment, [slot]: null };
}

/** Clear all: every slot empty. */
export function clearEquipment<T extends EquipItem = EquipItem>(): Equipment<T> {
  const out: Equipment<T> = {};
  for (const s of EQUIPMENT_SLOTS) out[s] = null;
  return out;
}

/**
 * Exchanges two slots. Each item must be allowed in its new slot (same checks as equipping); otherwise
 * the first refusal is returned and nothing changes.
 */
export function swapSlots<T extends EquipItem>(ctx: EquipContext, equipment: Equipment<T>, a: EquipmentSlot, b: EquipmentSlot): EquipResult<T> {
  if (a === b) return { ok: true, equipment: { ...equipment }, slot: b, cleared: [] };
  const itemA = equipment[a] ?? null;
  const itemB = equipment[b] ?? null;
  const next: Equipment<T> = { ...equipment, [a]: null, [b]: null };
  if (itemB) {
    const error = checkEquip(ctx, next, itemB, a);
    if (error) return { ok: false, error };
    next[a] = itemB;
  }
  if (itemA) {
    const error = checkEquip(ctx, next, itemA, b);
    if (error) return { ok: false, error };
    next[b] = itemA;
  }
  return { ok: true, equipment: next, slot: b, cleared: [] };
}

/** Slots that currently hold an item. */
export function equippedSlotCount(equipment: Equipment): number {
  return EQUIPMENT_SLOTS.filter((s) => equipment[s]).length;
}

// Weapon classification (spec 1 §5): one-handed, two-handed, staff, shield.

import type { Item } from '@eoa/contracts';

export type WeaponLike = Pick<Item, 'slot' | 'weaponType'> & Partial<Pick<Item, 'itemClass'>>;

const NOT_ONE_HANDED = ['TWO_HANDED', 'STAFF', 'SPEAR', 'HALBERD', 'BOW', 'CROSSBOW'];

function typeOf(item: WeaponLike): string {
  return (item.weaponType ?? item.itemClass ?? '').toUpperCase();
}

/**
 * One-handed for the off-hand rules: a type containing ONE_HANDED or a dagger; two-handed types, staff,
 * spear, halberd, bow and crossbow are not; any other weapon in the main-hand slot counts as one-handed.
 */
export function isOneHanded(item: WeaponLike): boolean {
  const type = typeOf(item);
  if (type.includes('ONE_HANDED') || type === 'DAGGER') return true;
  if (NOT_ONE_HANDED.some((t) => type.includes(t))) return false;
  return item.slot === 'mainHand';
}

/** Two-handed: the twoHand slot, or a two-handed sword/axe/hammer/club, a staff or a halberd. */
export function isTwoHanded(item: WeaponLike): boolean {
  if (item.slot === 'twoHand') return true;
  const type = typeOf(item);
  return type.startsWith('TWO_HANDED') || type === 'STAFF' || type === 'HALBERD';
}

export function isStaff(item: WeaponLike): boolean {
  return typeOf(item) === 'STAFF';
}

export function isOneHandedSword(item: WeaponLike): boolean {
  return typeOf(item) === 'ONE_HANDED_SWORD';
}

/** A shield or heavy shield (by slot code, weapon type or item class). */
export function isShield(item: WeaponLike): boolean {
  if (item.slot === 'shield') return true;
  const type = typeOf(item);
  const cls = (item.itemClass ?? '').toUpperCase();
  return type === 'SHIELD' || type === 'HEAVY_SHIELD' || cls === 'SHIELD' || cls === 'HEAVY_SHIELD';
}

// The two buffs (spec 1 §3, §4, §5, §9): IDOME toggles; the food buff is inactive until a primary stat
// and an amount (+24 or +41) are chosen, and clicking it while active clears it back to inactive with 24.

import { DEFAULT_BUFFS, PRIMARY_STATS, type Buffs, type FoodBuff, type FoodBuffAmount, type PrimaryStat } from '@eoa/contracts';
import { DEFAULT_FOOD_AMOUNT } from '../constants.js';

export function defaultBuffs(): Buffs {
  return { idomeActive: false, foodBuff: { ...DEFAULT_BUFFS.foodBuff } };
}

export function toggleIdome(buffs: Buffs): Buffs {
  return { ...buffs, idomeActive: !buffs.idomeActive };
}

export function isPrimaryStat(value: unknown): value is PrimaryStat {
  return typeof value === 'string' && (PRIMARY_STATS as readonly string[]).includes(value);
}

export function isFoodAmount(value: unknown): value is FoodBuffAmount {
  return value === 24 || value === 41;
}

const INACTIVE_FOOD: FoodBuff = { active: false, stat: null, amount: DEFAULT_FOOD_AMOUNT as FoodBuffAmount };

/** Chooses the food buff; an invalid stat or amount leaves it inactive. */
export function chooseFoodBuff(buffs: Buffs, stat: unknown, amount: unknown): Buffs {
  if (!isPrimaryStat(stat) || !isFoodAmount(amount)) return { ...buffs, foodBuff: { ...INACTIVE_FOOD } };
  return { ...buffs, foodBuff: { active: true, stat, amount } };
}

/** Clicking the food slot while it is active clears it (inactive, amount 24). */
export function clearFoodBuff(buffs: Buffs): Buffs {
  return { ...buffs, foodBuff: { ...INACTIVE_FOOD } };
}

/** Buffs from untrusted input (a share link, a request body): anything malformed is off. */
export function normalizeBuffs(raw: unknown): Buffs {
  if (!raw || typeof raw !== 'object') return defaultBuffs();
  const r = raw as { idomeActive?: unknown; foodBuff?: { active?: unknown; stat?: unknown; amount?: unknown } };
  const buffs: Buffs = { idomeActive: r.idomeActive === true, foodBuff: { ...INACTIVE_FOOD } };
  const food = r.foodBuff;
  if (food && typeof food === 'object' && food.active === true) return chooseFoodBuff(buffs, food.stat, food.amount);
  return buffs;
}

// Critical success, the material summary's multiplier and the two gold conversions of spec 2 §9.
import { coinParts, type CoinParts } from '../format/money-and-time.js';
import { CALCULATOR_COPPER_PER_CRAFT, CALCULATOR_COPPER_PER_GOLD, CUSTOM_MULTIPLIER_MAX, CUSTOM_MULTIPLIER_MIN } from './constants.js';

/** Critical chance in percent: the base, plus each optional ingredient's bonus when they are used; at most 100. */
export function criticalChance(
  baseCriticalChance: number,
  ingredients: readonly { optional: boolean; criticalChanceBonus: number }[],
  withOptionals: boolean,
): number {
  const bonus = withOptionals ? ingredients.reduce((sum, i) => sum + (i.optional ? i.criticalChanceBonus : 0), 0) : 0;
  return Math.min(100, Math.max(0, baseCriticalChance + bonus));
}

/**
 * What `crafts` crafts are expected to make at a critical chance: the normal result on a normal success, the
 * critical result on a critical one (all normal when the recipe has no critical result).
 */
export function expectedResults(
  normalQuantity: number,
  criticalQuantity: number | null,
  chancePercent: number,
  crafts: number,
): { normal: number; critical: number } {
  if (criticalQuantity === null) return { normal: crafts * normalQuantity, critical: 0 };
  const p = Math.min(100, Math.max(0, chancePercent)) / 100;
  return { normal: crafts * (1 - p) * normalQuantity, critical: crafts * p * criticalQuantity };
}

/** The custom multiplier (spec 2 §5): an integer 1 to 9999, anything else ignored (null). */
export function parseMultiplier(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= CUSTOM_MULTIPLIER_MIN && n <= CUSTOM_MULTIPLIER_MAX ? n : null;
}

/** Vendor cost as shown in the material summary: 100 copper a silver, 100,000 copper a gold (spec 2 §9). */
export function vendorCoins(copper: number): CoinParts {
  return coinParts(copper);
}

/** The calculator's cost of crafts: 100 copper per craft (spec 2 §9). */
export function calculatorCostCopper(crafts: number): number {
  return crafts * CALCULATOR_COPPER_PER_CRAFT;
}

/** The calculator's cost as shown: 100 copper a silver, 10,000 copper a gold (spec 2 §9). */
export function calculatorCoins(copper: number): CoinParts {
  return coinParts(copper, CALCULATOR_COPPER_PER_GOLD);
}

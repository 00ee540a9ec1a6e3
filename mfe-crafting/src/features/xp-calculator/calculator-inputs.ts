// The calculator's inputs as they live in the URL (spec 2 §3 Calculator state): profession, current tier (regular
// or Grand Master) and points, and the target (a tier's proficiency or mastery; default tier 2 mastery).
import { CRAFTING_TIERS, type CraftingTierLevel } from '@eoa/contracts';
import { capPoints, DEFAULT_TARGET_LEVEL, DEFAULT_TARGET_TIER, progressXp, targetXp } from '@eoa/game-rules';
import type { CraftingState } from '../../shared/crafting-params';

export interface CalculatorTarget {
  tier: number;
  level: CraftingTierLevel;
}

export interface CalculatorInputs {
  profession: string;
  tier: number;
  level: CraftingTierLevel;
  /** Capped at the bar's points (spec 2 §5). */
  points: number;
  target: CalculatorTarget;
}

/** "2m" (tier 2 mastery) or "3p" (tier 3 proficiency). */
export const targetCode = ({ tier, level }: CalculatorTarget) => `${tier}${level === 'mastery' ? 'm' : 'p'}`;

export function parseTarget(value: string | null): CalculatorTarget {
  const match = /^([1-5])([pm])$/.exec(value ?? '');
  if (!match) return { tier: DEFAULT_TARGET_TIER, level: DEFAULT_TARGET_LEVEL };
  return { tier: Number(match[1]), level: match[2] === 'm' ? 'mastery' : 'proficiency' };
}

/** The calculator's inputs from the page's URL state (the points box's number capped at the bar). */
export function calculatorInputsOf(url: Pick<CraftingState, 'calcProfession' | 'calcTier' | 'calcGrandMaster' | 'calcPoints' | 'calcTarget'>): CalculatorInputs {
  const tier = url.calcTier ?? CRAFTING_TIERS[0];
  const level: CraftingTierLevel = url.calcGrandMaster ? 'mastery' : 'proficiency';
  return { profession: url.calcProfession, tier, level, points: capPoints(url.calcPoints, tier, level), target: parseTarget(url.calcTarget) };
}

/** Where the inputs stand on the XP scale, and where the target is. */
export function calculatorRange(inputs: CalculatorInputs): { currentXP: number; targetXP: number } {
  return { currentXP: progressXp(inputs.tier, inputs.level, inputs.points), targetXP: targetXp(inputs.target.tier, inputs.target.level) };
}

/** The points box (spec 2 §5): a non-negative integer; anything else counts as 0, the cap applies on display. */
export function parsePointsInput(text: string): number {
  if (!/^\d{1,5}$/.test(text.trim())) return 0;
  return Number(text.trim());
}

// The crafting numbers of spec 2 §5 and §9 and this project's own estimates, in one place.
import type { CraftingTierLevel } from '@eoa/contracts';

/** A tier's bars: points to reach proficiency, then points to reach mastery (Grand Master). */
export interface TierPoints {
  tier: number;
  proficiencyPoints: number;
  masteryPoints: number;
}

/** Spec 2 §9: T1 200/400, T2 280/560, T3 360/720, T4 440/880, T5 520/1040. */
export const CRAFTING_TIER_POINTS: readonly TierPoints[] = [
  { tier: 1, proficiencyPoints: 200, masteryPoints: 400 },
  { tier: 2, proficiencyPoints: 280, masteryPoints: 560 },
  { tier: 3, proficiencyPoints: 360, masteryPoints: 720 },
  { tier: 4, proficiencyPoints: 440, masteryPoints: 880 },
  { tier: 5, proficiencyPoints: 520, masteryPoints: 1040 },
];

/** The calculator's default target (spec 2 §3 Calculator state): tier 2, mastery. */
export const DEFAULT_TARGET_TIER = 2;
export const DEFAULT_TARGET_LEVEL: CraftingTierLevel = 'mastery';

/** Multiplier buttons of the material summary (spec 2 §9) and the custom number's range (spec 2 §5). */
export const MULTIPLIER_BUTTONS = [1, 5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100] as const;
export const CUSTOM_MULTIPLIER_MIN = 1;
export const CUSTOM_MULTIPLIER_MAX = 9999;

/** Spec 2 §9: the calculator's cost counts 100 copper per craft and shows it with 10,000 copper per gold. */
export const CALCULATOR_COPPER_PER_CRAFT = 100;
export const CALCULATOR_COPPER_PER_GOLD = 10_000;

/** Our estimate of time (the spec names the field, not the rule): one craft 3 s, one gathered unit 10 s. */
export const CRAFT_SECONDS = 3;
export const GATHER_SECONDS_PER_UNIT = 10;

/** Spec 2 §5: at most 3 recommended recipes per tier, with XP distinct by more than 1. */
export const MAX_RECOMMENDED_PER_TIER = 3;
export const DISTINCT_XP_WITHIN = 1;
/**
 * The efficiency tolerance of the ranking (the spec says tolerances are used, not which): recipes within the same
 * 5 % band of the tier's best efficiency count as equally efficient and are ordered by XP per craft instead.
 */
export const EFFICIENCY_BAND = 0.05;

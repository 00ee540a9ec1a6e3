// The calculator's XP scale (spec 2 §9 tier points) and what it takes to go from one place on it to another.
import type { CraftingTierLevel } from '@eoa/contracts';
import { CRAFTING_TIER_POINTS, type TierPoints } from './constants.js';

/** One bar of the scale: a tier's proficiency or mastery, from `start` to `end` on the scale. */
export interface XpBar {
  tier: number;
  level: CraftingTierLevel;
  start: number;
  end: number;
  points: number;
}

/**
 * The scale: tiers in order, each its proficiency bar then its mastery bar (T1 proficiency 0–200, T1 mastery
 * 200–600, T2 proficiency 600–880, …, T5 mastery ends at 5400 with the spec's points).
 */
export function xpScale(tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): XpBar[] {
  const bars: XpBar[] = [];
  let at = 0;
  for (const t of [...tiers].sort((a, b) => a.tier - b.tier)) {
    bars.push({ tier: t.tier, level: 'proficiency', start: at, end: at + t.proficiencyPoints, points: t.proficiencyPoints });
    at += t.proficiencyPoints;
    bars.push({ tier: t.tier, level: 'mastery', start: at, end: at + t.masteryPoints, points: t.masteryPoints });
    at += t.masteryPoints;
  }
  return bars;
}

/** The end of the scale (T5 mastery complete). */
export function maxXp(tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): number {
  return xpScale(tiers).at(-1)?.end ?? 0;
}

function bar(tier: number, level: CraftingTierLevel, tiers: readonly TierPoints[]): XpBar {
  const found = xpScale(tiers).find((b) => b.tier === tier && b.level === level);
  if (!found) throw new RangeError(`No tier ${tier}`);
  return found;
}

/** The points a bar holds (the cap of the points input). */
export function barPoints(tier: number, level: CraftingTierLevel, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): number {
  return bar(tier, level, tiers).points;
}

/**
 * The points input (spec 2 §5): a non-negative integer, capped at the bar's points; anything else (negative,
 * fractional, not a number) is 0 when not a number, else floored and clamped.
 */
export function capPoints(points: number, tier: number, level: CraftingTierLevel, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): number {
  if (!Number.isFinite(points)) return 0;
  return Math.min(Math.max(0, Math.floor(points)), barPoints(tier, level, tiers));
}

/**
 * Where the current progress is on the scale: "T2 regular, 100 points" is 100 into T2's proficiency bar; "T2 Grand
 * Master, 100 points" is 100 into its mastery bar (proficiency complete). Points are capped as the input caps them.
 */
export function progressXp(tier: number, level: CraftingTierLevel, points: number, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): number {
  return bar(tier, level, tiers).start + capPoints(points, tier, level, tiers);
}

/** A target option (spec 2 §2): tier T proficiency or Grand Master (mastery) complete — the end of that bar. */
export function targetXp(tier: number, level: CraftingTierLevel, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): number {
  return bar(tier, level, tiers).end;
}

/** A target option is disabled once reached (spec 2 §4). */
export function isTargetReached(currentXp: number, tier: number, level: CraftingTierLevel, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): boolean {
  return currentXp >= targetXp(tier, level, tiers);
}

/** Points needed from the current place to the target (0 when already there). */
export function pointsNeeded(currentXp: number, target: number): number {
  return Math.max(0, target - currentXp);
}

export interface TierSpan {
  tier: number;
  fromXp: number;
  toXp: number;
  points: number;
  segments: { level: CraftingTierLevel; fromPoints: number; toPoints: number; points: number }[];
}

/** The range currentXp → targetXp cut by tier (each tier's recipes fill that tier's bars), lowest tier first. */
export function tierSpans(currentXp: number, target: number, tiers: readonly TierPoints[] = CRAFTING_TIER_POINTS): TierSpan[] {
  const spans: TierSpan[] = [];
  for (const b of xpScale(tiers)) {
    const from = Math.max(currentXp, b.start);
    const to = Math.min(target, b.end);
    if (to <= from) continue;
    let span = spans.at(-1);
    if (!span || span.tier !== b.tier) {
      span = { tier: b.tier, fromXp: from, toXp: to, points: 0, segments: [] };
      spans.push(span);
    }
    span.toXp = to;
    span.points += to - from;
    span.segments.push({ level: b.level, fromPoints: from - b.start, toPoints: to - b.start, points: to - from });
  }
  return spans;
}

/** Crafts of a recipe giving `xpPerCraft` to earn `points`: ceil(points / xp); 0 for no points. */
export function craftsNeeded(points: number, xpPerCraft: number): number {
  if (points <= 0) return 0;
  if (!(xpPerCraft > 0)) throw new RangeError('A recipe without XP cannot earn points');
  return Math.ceil(points / xpPerCraft);
}

/**
 * Crafts of each selected recipe when several share a tier's points (the calculator's checkboxes): the points are
 * shared equally, each recipe crafted ceil(share / its xp) times.
 */
export function splitCrafts(points: number, xpPerCraft: readonly number[]): number[] {
  if (xpPerCraft.length === 0) return [];
  const share = points / xpPerCraft.length;
  return xpPerCraft.map((xp) => craftsNeeded(share, xp));
}

// The drop-source and drop-chance rules (spec 1 §9, spec 2 §5 Loot display), applied once by the loot service
// to what it answers and used by the pages to show a chance: the colour band, "guaranteed" or a percentage
// to one decimal, and the runs a player should plan for.

import { SOURCE_TYPES, type ItemDropSource, type SourceTypeName } from '@eoa/contracts';

/** Colour band of a drop chance: at least 75 high, at least 25 medium, below 25 low. */
export type DropChanceBand = 'high' | 'medium' | 'low';

export const DROP_CHANCE_HIGH = 75;
export const DROP_CHANCE_MEDIUM = 25;
/** At or above this a chance is a certainty (shown as guaranteed, except for recipes and quests). */
export const DROP_CHANCE_GUARANTEED = 100;
/** Quests whose name starts with this are hidden from an item's sources. */
export const HIDDEN_QUEST_PREFIX = 'Raid Gear:';
/** The confidence the "runs to plan for" figure aims at. */
export const PLANNING_CONFIDENCE = 0.9;

export function dropChanceBand(chance: number): DropChanceBand {
  if (chance >= DROP_CHANCE_HIGH) return 'high';
  if (chance >= DROP_CHANCE_MEDIUM) return 'medium';
  return 'low';
}

/** "37.5" — one decimal, as the loot page and the tooltips show a chance (without the percent sign). */
export function formatDropChance(chance: number): string {
  return (Math.round(chance * 10) / 10).toFixed(1);
}

/** The source type's name for a numeric code or a name ("Mob", "mob"); null for anything else. */
export function sourceTypeName(sourceType: number | string | null | undefined): SourceTypeName | null {
  if (typeof sourceType === 'number') return SOURCE_TYPES[sourceType] ?? null;
  if (typeof sourceType !== 'string') return null;
  const wanted = sourceType.trim().toLowerCase();
  return SOURCE_TYPES.find((name) => name.toLowerCase() === wanted) ?? null;
}

/** Whether a source's chance reads "guaranteed": 100 or more, except for recipes and quests (always made or given). */
export function isGuaranteedSource(source: Pick<ItemDropSource, 'sourceType' | 'dropChance'>): boolean {
  const type = sourceTypeName(source.sourceType);
  if (type === 'Recipe' || type === 'Quest') return false;
  return typeof source.dropChance === 'number' && source.dropChance >= DROP_CHANCE_GUARANTEED;
}

/**
 * Kills (or opens) needed for a `confidence` chance of seeing at least one drop of a `chance` percent drop:
 * ceil(ln(1 − confidence) / ln(1 − p)). 1 for a certainty; null for a chance of 0 or less (never drops) or not a
 * number.
 */
export function runsForConfidence(chance: number, confidence = PLANNING_CONFIDENCE): number | null {
  if (!Number.isFinite(chance) || chance <= 0) return null;
  const p = chance / 100;
  if (p >= 1) return 1;
  // The smallest n with 1 − (1 − p)^n ≥ confidence; the epsilon keeps an exact answer (e.g. 50 % → 4) from
  // rounding up to the next integer through floating-point noise.
  return Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(1 - p) - 1e-9));
}

function isHiddenQuest(source: ItemDropSource): boolean {
  if (sourceTypeName(source.sourceType) !== 'Quest') return false;
  const name = source.questName ?? '';
  return name.trimStart().startsWith(HIDDEN_QUEST_PREFIX);
}

/**
 * The sources of an item as they are shown: quests named "Raid Gear: …" hidden, mob sources de-duplicated by
 * (English) mob name keeping the one with the highest chance (at the place of the first), everything else in
 * the order given. Pure: the input is not changed.
 */
export function presentDropSources(sources: readonly ItemDropSource[]): ItemDropSource[] {
  const shown: ItemDropSource[] = [];
  const mobIndex = new Map<string, number>();
  for (const source of sources) {
    if (isHiddenQuest(source)) continue;
    if (sourceTypeName(source.sourceType) === 'Mob') {
      const key = (source.mobName ?? source.localizedMobName ?? '').trim().toLowerCase();
      const at = mobIndex.get(key);
      if (at !== undefined) {
        const kept = shown[at]!;
        if ((source.dropChance ?? -Infinity) > (kept.dropChance ?? -Infinity)) shown[at] = source;
        continue;
      }
      mobIndex.set(key, shown.length);
    }
    shown.push(source);
  }
  return shown;
}

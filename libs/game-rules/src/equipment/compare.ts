// Tooltip comparison against equipped items (spec 1 §9): for two-slot groups (rings, earrings,
// bracelets) the lowest-scoring equipped item is compared. Score: primary stats ×2, morale and power ×0.5,
// armour ×1.5, every other stat ×1 (values in display units, percentages as percentage points).

import type { EquipmentSlot, Item, StatName } from '@eoa/contracts';
import { PRIMARY_STATS } from '@eoa/contracts';
import { COMPARISON_WEIGHTS } from '../constants.js';
import { resolveStatEntry, type ProgressionLookup, type StatEntryLike } from '../stats/values.js';
import { slotsForItem } from './slots.js';

export type ComparableItem = Pick<Item, 'slot' | 'level' | 'armour'> & { stats: readonly StatEntryLike[] };

const PRIMARY = new Set<StatName>(PRIMARY_STATS);

function weight(stat: StatName): number {
  if (PRIMARY.has(stat)) return COMPARISON_WEIGHTS.primary;
  if (stat === 'morale' || stat === 'power') return COMPARISON_WEIGHTS.moralePower;
  if (stat === 'armour') return COMPARISON_WEIGHTS.armour;
  return COMPARISON_WEIGHTS.other;
}

const NO_PROGRESSIONS: ProgressionLookup = () => undefined;

export function comparisonScore(item: ComparableItem, progressions: ProgressionLookup = NO_PROGRESSIONS): number {
  let score = typeof item.armour === 'number' && Number.isFinite(item.armour) ? item.armour * COMPARISON_WEIGHTS.armour : 0;
  for (const entry of item.stats ?? []) {
    const { targets, value } = resolveStatEntry(entry, item.level, progressions, 'item');
    for (const t of targets) score += value * weight(t);
  }
  return score;
}

/**
 * The equipped slot to compare an item with: the only slot of its group, or of a two-slot group the one
 * whose item scores lowest (the first on a tie); null when nothing of the group is equipped.
 */
export function comparisonSlot<T extends ComparableItem>(
  item: Pick<Item, 'slot'>,
  equipment: Partial<Record<EquipmentSlot, T | null>>,
  progressions: ProgressionLookup = NO_PROGRESSIONS,
): EquipmentSlot | null {
  let best: EquipmentSlot | null = null;
  let bestScore = Infinity;
  for (const slot of slotsForItem(item)) {
    const worn = equipment[slot];
    if (!worn) continue;
    const score = comparisonScore(worn, progressions);
    if (score < bestScore) {
      best = slot;
      bestScore = score;
    }
  }
  return best;
}

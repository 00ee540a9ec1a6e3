// The upgrade finder: for every candidate item, how much a chosen stat (or a weighted score of stats) would
// change if the item replaced what is worn — tried in every slot it may legally go to (both of a pair, the
// off-hand for a one-handed weapon where the class may dual wield), the best slot kept. Computed by the engine
// on the whole build, so set bonuses, caps and formulas count.

import type { EquipmentSlot, Item, StatName } from '@eoa/contracts';
import { checkEquip, equipItem, type EquipContext, type Equipment } from '../equipment/equip.js';
import { slotsForItem } from '../equipment/slots.js';
import { isOneHanded } from '../equipment/weapons.js';
import type { BuildInput, CharacterStats, StatEngine } from '../stats/engine.js';

/** What "better" means: one stat, or a weighted sum of stats (weights per stat, e.g. { might: 2, morale: 0.1 }). */
export type UpgradeTarget = { stat: StatName } | { weights: Partial<Record<StatName, number>> };

export interface UpgradeGain {
  itemId: number;
  /** The slot where the item gains the most. */
  slot: EquipmentSlot;
  gain: number;
}

export function upgradeScore(stats: CharacterStats, target: UpgradeTarget): number {
  if ('stat' in target) return stats[target.stat] ?? 0;
  let score = 0;
  for (const [stat, weight] of Object.entries(target.weights) as [StatName, number][]) {
    if (Number.isFinite(weight)) score += weight * (stats[stat] ?? 0);
  }
  return score;
}

/** The slots an item may be tried in: its group, and the off-hand for a one-handed main-hand weapon. */
function candidateSlots(item: Item): EquipmentSlot[] {
  const slots = [...slotsForItem(item)];
  if (item.slot === 'mainHand' && isOneHanded(item)) slots.push('offHand');
  return slots;
}

/**
 * The gain of each candidate, best first (ties by item id). Items that fit no slot, or that the equip rules
 * refuse everywhere (level, class, unique, off-hand rules), are left out; so is an item already worn in the slot.
 */
export function findUpgrades(
  engine: StatEngine,
  build: BuildInput & { equipment: Equipment<Item> },
  ctx: EquipContext,
  candidates: readonly Item[],
  target: UpgradeTarget,
): UpgradeGain[] {
  const base = upgradeScore(engine.calculate(build).stats, target);
  const gains: UpgradeGain[] = [];
  for (const item of candidates) {
    let best: UpgradeGain | null = null;
    for (const slot of candidateSlots(item)) {
      if (build.equipment[slot]?.id === item.id || checkEquip(ctx, build.equipment, item, slot)) continue;
      const equipped = equipItem(ctx, build.equipment, item, slot);
      if (!equipped.ok) continue;
      const gain = upgradeScore(engine.calculate({ ...build, equipment: equipped.equipment }).stats, target) - base;
      if (!best || gain > best.gain) best = { itemId: item.id, slot, gain };
    }
    if (best) gains.push(best);
  }
  return gains.sort((a, b) => b.gain - a.gain || a.itemId - b.itemId);
}

// The left panel's groups: every instance with its bosses, or — while searching — the matching bosses
// grouped by their instance, in the instance list's order.

import type { LootBossSummary, LootInstance } from '@eoa/contracts';

export interface BossGroup {
  instanceId: number;
  name: string;
  /** Bosses of the group with loot / all bosses of the group. */
  withLoot: number;
  total: number;
  bosses: LootBossSummary[];
}

export function groupsOfInstances(instances: readonly LootInstance[]): BossGroup[] {
  return instances.map((instance) => ({
    instanceId: instance.instanceId,
    name: instance.localizedInstanceName,
    withLoot: instance.bossesWithLoot,
    total: instance.totalBosses,
    bosses: instance.bosses,
  }));
}

/** Search results grouped by instance; instances follow `order` (the list's order), unknown ones last. */
export function groupsOfResults(bosses: readonly LootBossSummary[], order: readonly LootInstance[]): BossGroup[] {
  const rank = new Map(order.map((instance, index) => [instance.instanceId, index]));
  const groups = new Map<number, BossGroup>();
  for (const boss of bosses) {
    let group = groups.get(boss.instanceId);
    if (!group) {
      group = { instanceId: boss.instanceId, name: boss.localizedInstanceName, withLoot: 0, total: 0, bosses: [] };
      groups.set(boss.instanceId, group);
    }
    group.bosses.push(boss);
    group.total += 1;
    if (boss.hasLoot) group.withLoot += 1;
  }
  return [...groups.values()].sort((a, b) => (rank.get(a.instanceId) ?? Infinity) - (rank.get(b.instanceId) ?? Infinity));
}

// The loot tables in the request's language (spec 2 §3 Loot instance and Boss).

import { localize, type LanguageCode, type LootBoss, type LootBossSummary, type LootInstance } from '@eoa/contracts';
import type { RawBoss, RawInstance } from './boss-tables.loader.js';

export function presentBossSummary(boss: RawBoss, instance: RawInstance, lang: LanguageCode): LootBossSummary {
  return {
    mobId: boss.mobId,
    bossName: boss.name.en,
    localizedBossName: localize(boss.name, lang) ?? boss.name.en,
    location: localize(boss.location, 'en'),
    localizedLocation: localize(boss.location, lang),
    level: boss.level,
    hasLoot: boss.drops.length > 0,
    totalGuaranteedItems: boss.drops.length,
    instanceId: instance.id,
    instanceName: instance.name.en,
    localizedInstanceName: localize(instance.name, lang) ?? instance.name.en,
  };
}

export function presentBoss(boss: RawBoss, instance: RawInstance, lang: LanguageCode): LootBoss {
  return {
    ...presentBossSummary(boss, instance, lang),
    guaranteedDrops: boss.drops.map((drop) => ({
      itemId: drop.itemId,
      itemName: drop.itemName.en,
      localizedItemName: localize(drop.itemName, lang) ?? drop.itemName.en,
      dropChance: drop.dropChance,
    })),
  };
}

export function presentInstance(instance: RawInstance, lang: LanguageCode): LootInstance {
  const bosses = instance.bosses.map((boss) => presentBoss(boss, instance, lang));
  return {
    instanceId: instance.id,
    instanceName: instance.name.en,
    localizedInstanceName: localize(instance.name, lang) ?? instance.name.en,
    type: instance.type,
    levelMin: instance.levelMin,
    levelMax: instance.levelMax,
    size: instance.size,
    totalBosses: bosses.length,
    bossesWithLoot: bosses.filter((boss) => boss.hasLoot).length,
    bosses,
  };
}

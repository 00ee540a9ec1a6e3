// Everything the builder answers from memory, read from its schema in one go: the stat engine (rules data:
// classes, base stats, combat characteristics, progressions, traits, sets, trait slots and the items'
// stat/slot/set fields), the translations, the small tables as entities, the icon index and the data
// version. A snapshot is immutable; a reload builds a new one and swaps it in.

import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ClassId, DataVersion, Localized, RaceId } from '@eoa/contracts';
import { readSeededState } from '@eoa/server-kit';
import { createStatEngine, type RulesItem, type StatEngine } from '@eoa/game-rules';
import { BUILDER_SCHEMA } from '../dataset/builder.seed.js';
import type { BaseStats } from '../character/base-stats.entity.js';
import type { CharacterClass } from '../character/character-class.entity.js';
import { loadCharacterTables } from '../character/character.data.js';
import type { CombatCharacteristic } from '../character/combat-characteristic.entity.js';
import type { Race } from '../character/race.entity.js';
import { buildIconIndex, type IconIndex } from '../icons/icon-index.js';
import { loadItemRules } from '../items/items.data.js';
import type { Progression } from '../progressions/progression.entity.js';
import { loadProgressions } from '../progressions/progressions.data.js';
import type { ItemSet } from '../sets/item-set.entity.js';
import { loadItemSets } from '../sets/sets.data.js';
import type { TraitSlots } from '../traits/trait-slots.entity.js';
import type { Trait } from '../traits/trait.entity.js';
import { loadTraitTables } from '../traits/traits.data.js';
import { loadTranslations } from '../translations/translations.data.js';

export interface GameSnapshot {
  /** Changes with every (re)seed of the schema: ETags and cache keys derive from it. */
  fingerprint: string;
  version: DataVersion;
  engine: StatEngine;
  translations: ReadonlyMap<string, Localized>;
  classes: ReadonlyMap<ClassId, CharacterClass>;
  races: ReadonlyMap<RaceId, Race>;
  /** Base stats by class, indexed by level (1–50). */
  baseStats: ReadonlyMap<ClassId, readonly (BaseStats | undefined)[]>;
  combatCharacteristics: ReadonlyMap<ClassId, readonly CombatCharacteristic[]>;
  /** By id ascending. */
  traits: readonly Trait[];
  traitsById: ReadonlyMap<number, Trait>;
  /** By id ascending. */
  sets: readonly ItemSet[];
  setsById: ReadonlyMap<number, ItemSet>;
  progressions: readonly Progression[];
  /** By level ascending. */
  traitSlots: readonly TraitSlots[];
  icons: IconIndex;
  itemCount: number;
}

/** Reads dataset_meta's stamp and turns it into the data version and its fingerprint. */
export async function readDataVersion(dataSource: DataSource): Promise<{ fingerprint: string; state: Awaited<ReturnType<typeof readSeededState>> }> {
  const state = await readSeededState(dataSource, BUILDER_SCHEMA);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([state?.dataVersion ?? null, state?.seededAt ?? null, state?.manifestSha256 ?? null, state?.source ?? null]))
    .digest('hex')
    .slice(0, 16);
  return { fingerprint, state };
}

export async function loadGameSnapshot(dataSource: DataSource): Promise<GameSnapshot> {
  const { fingerprint, state } = await readDataVersion(dataSource);
  // Each feature module loads its own part (its entities, its queries); the snapshot only composes them.
  const [translations, character, progressions, traitTables, sets, items] = await Promise.all([
    loadTranslations(dataSource),
    loadCharacterTables(dataSource),
    loadProgressions(dataSource),
    loadTraitTables(dataSource),
    loadItemSets(dataSource),
    loadItemRules(dataSource),
  ]);
  const { classes, races, baseStats, combatCharacteristics: combat } = character;
  const { traits, traitSlots } = traitTables;

  const baseByClass = new Map<ClassId, (BaseStats | undefined)[]>();
  for (const row of baseStats) {
    const list = baseByClass.get(row.classId as ClassId) ?? [];
    list[row.level] = row;
    baseByClass.set(row.classId as ClassId, list);
  }
  const combatByClass = new Map<ClassId, CombatCharacteristic[]>();
  for (const row of combat) {
    const list = combatByClass.get(row.classId as ClassId) ?? [];
    list.push(row);
    combatByClass.set(row.classId as ClassId, list);
  }

  const rulesItems = new Map<number, RulesItem>();
  for (const row of items) {
    rulesItems.set(row.id, {
      id: row.id,
      slot: row.slot as RulesItem['slot'],
      level: row.level,
      setId: row.setId,
      armour: row.armour,
      weaponType: row.weaponType,
      itemClass: row.itemClass,
      isUnique: row.isUnique,
      minLevel: row.minLevel,
      requiredClass: row.requiredClass,
      stats: row.stats,
    });
  }

  const engine = createStatEngine({
    classes: classes.map((c) => ({
      id: c.id as ClassId,
      allowedRaces: c.allowedRaces as RaceId[],
      dualWield: c.dualWield as 'always',
      dualWieldMinLevel: c.dualWieldMinLevel,
    })),
    baseStats: baseStats.map((b) => ({ ...b, classId: b.classId as ClassId })),
    combatCharacteristics: combat.map((c) => ({ id: c.id, classId: c.classId as ClassId, rank: c.rank, requiredLevel: c.requiredLevel, stat: c.stat as 'blockChance', value: c.value })),
    progressions: progressions.map((p) => ({ id: p.id, points: p.points, isPercentage: p.isPercentage })),
    traits: traits.map((t) => ({
      id: t.id,
      nature: t.nature as 'Virtue',
      maxRank: t.maxRank,
      classId: t.classId as ClassId | null,
      raceId: t.raceId as RaceId | null,
      minLevel: t.minLevel,
      virtueBonuses: t.virtueBonuses,
      stats: t.stats,
    })),
    itemSets: sets.map((s) => ({ id: s.id, level: s.level, items: s.itemIds, bonuses: s.bonuses })),
    items: rulesItems,
    traitSlots: traitSlots.map((t) => ({ level: t.level, virtue: t.virtue, racial: t.racial, class: t.classSlots, legendary: t.legendary })),
  });

  const version: DataVersion = {
    version: state?.dataVersion ?? 'Echoes of Angmar',
    fingerprint,
    details: {
      source: state?.source ?? '(not seeded)',
      seededAt: state?.seededAt ?? null,
      manifestSha256: state?.manifestSha256 ?? null,
      itemCount: items.length,
      counts: state?.counts ?? {},
    },
  };

  return {
    fingerprint,
    version,
    engine,
    translations: new Map(translations.map((t) => [t.key, t.text])),
    classes: new Map(classes.map((c) => [c.id as ClassId, c])),
    races: new Map(races.map((r) => [r.id as RaceId, r])),
    baseStats: baseByClass,
    combatCharacteristics: combatByClass,
    traits,
    traitsById: new Map(traits.map((t) => [t.id, t])),
    sets,
    setsById: new Map(sets.map((s) => [s.id, s])),
    progressions,
    traitSlots,
    icons: buildIconIndex(items, traits, classes, races),
    itemCount: items.length,
  };
}

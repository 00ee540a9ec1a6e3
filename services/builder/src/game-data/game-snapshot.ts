// Everything the builder answers from memory, read from its schema in one go: the stat engine (rules data:
// classes, base stats, combat characteristics, progressions, traits, sets, trait slots and the items'
// stat/slot/set fields), the translations, the small tables as entities, the icon index and the data
// version. A snapshot is immutable; a reload builds a new one and swaps it in.

import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ClassId, DataVersion, RaceId } from '@eoa/contracts';
import type { StatEntry } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';
import { readSeededState } from '@eoa/server-kit';
import { createStatEngine, type RulesItem, type StatEngine } from '@eoa/game-rules';
import { BUILDER_SCHEMA } from '../dataset/builder.seed.js';
import { BaseStats } from '../character/base-stats.entity.js';
import { CharacterClass } from '../character/character-class.entity.js';
import { CombatCharacteristic } from '../character/combat-characteristic.entity.js';
import { Race } from '../character/race.entity.js';
import { buildIconIndex, type IconIndex, type IconItemRow } from '../icons/icon-index.js';
import { Progression } from '../progressions/progression.entity.js';
import { ItemSet } from '../sets/item-set.entity.js';
import { TraitSlots } from '../traits/trait-slots.entity.js';
import { Trait } from '../traits/trait.entity.js';
import { Translation } from '../translations/translation.entity.js';

/** An item as the engine and the icon index need it (one row per item, loaded at boot). */
interface ItemRulesRow extends IconItemRow {
  id: number;
  slot: string | null;
  level: number;
  setId: number | null;
  armour: number | null;
  weaponType: string | null;
  itemClass: string;
  isUnique: boolean;
  minLevel: number;
  requiredClass: string | null;
  stats: StatEntry[];
}

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
  const [translations, classes, races, baseStats, combat, progressions, traits, traitSlots, sets, items] = await Promise.all([
    dataSource.getRepository(Translation).find(),
    dataSource.getRepository(CharacterClass).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(Race).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(BaseStats).find({ order: { classId: 'ASC', level: 'ASC' } }),
    dataSource.getRepository(CombatCharacteristic).find({ order: { classId: 'ASC', requiredLevel: 'ASC', id: 'ASC' } }),
    dataSource.getRepository(Progression).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(Trait).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(TraitSlots).find({ order: { level: 'ASC' } }),
    dataSource.getRepository(ItemSet).find({ order: { id: 'ASC' } }),
    dataSource.query(
      `SELECT id, slot, level, set_id AS "setId", armour, weapon_type AS "weaponType", item_class AS "itemClass",
              is_unique AS "isUnique", min_level AS "minLevel", required_class AS "requiredClass", stats,
              icon, quality, category
         FROM "${BUILDER_SCHEMA}"."items" ORDER BY id`,
    ) as Promise<ItemRulesRow[]>,
  ]);

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

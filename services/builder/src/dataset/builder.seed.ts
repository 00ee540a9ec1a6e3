import { QUALITIES } from '@eoa/contracts';
import type { DatasetKind, DatasetRecords } from '@eoa/dataset';
import { bulkInsert, type DatasetSchemaSeed, type SqlRunner } from '@eoa/server-kit';

export const BUILDER_SCHEMA = 'builder';

/** The dataset kinds the builder stores (readDataset reads only these). */
export const BUILDER_KINDS = [
  'translations', 'classes', 'races', 'baseStats', 'combatCharacteristics', 'progressions', 'traits', 'traitSlots', 'itemSets', 'items',
] as const satisfies readonly DatasetKind[];

export type BuilderRecords = Pick<DatasetRecords, (typeof BUILDER_KINDS)[number]>;

/** Tables filled from the dataset, in the order a reset empties them (referencing tables first). */
export const BUILDER_TABLES = [
  'items', 'item_sets', 'trait_slots', 'traits', 'progressions', 'combat_characteristics', 'base_stats', 'races', 'classes', 'translations',
] as const;

const target = (table: (typeof BUILDER_TABLES)[number], columns: Record<string, string>) => ({ schema: BUILDER_SCHEMA, table, columns });

/**
 * Writes the builder's part of a dataset with set-based inserts (parents before the rows that reference
 * them); returns the rows written per table. Runs inside the caller's transaction.
 */
export async function seedBuilderSchema(db: SqlRunner, data: BuilderRecords): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};

  counts.translations = await bulkInsert(db, target('translations', { key: 'text', text: 'jsonb' }), data.translations);

  counts.classes = await bulkInsert(
    db,
    target('classes', {
      id: 'text', name: 'jsonb', description: 'jsonb', allowed_races: 'text[]', armour_types: 'text[]', weapon_types: 'text[]',
      primary_stats: 'text[]', dual_wield: 'text', dual_wield_min_level: 'smallint', icon_id: 'integer',
    }),
    data.classes.map((c) => ({
      id: c.id, name: c.name, description: c.description, allowed_races: c.allowedRaces, armour_types: c.armourTypes,
      weapon_types: c.weaponTypes, primary_stats: c.primaryStats, dual_wield: c.dualWield, dual_wield_min_level: c.dualWieldMinLevel,
      icon_id: c.iconId,
    })),
  );

  counts.races = await bulkInsert(
    db,
    target('races', { id: 'text', name: 'jsonb', description: 'jsonb', allowed_classes: 'text[]', start_zone_id: 'integer', icon_id: 'integer' }),
    data.races.map((r) => ({
      id: r.id, name: r.name, description: r.description, allowed_classes: r.allowedClasses, start_zone_id: r.startZoneId, icon_id: r.iconId,
    })),
  );

  counts.base_stats = await bulkInsert(
    db,
    target('base_stats', {
      class_id: 'text', level: 'smallint', morale: 'integer', power: 'integer', might: 'integer', agility: 'integer', vitality: 'integer',
      will: 'integer', fate: 'integer', armour: 'integer', in_combat_morale_regen: 'double precision',
      out_of_combat_morale_regen: 'double precision', in_combat_power_regen: 'double precision', out_of_combat_power_regen: 'double precision',
    }),
    data.baseStats.map((s) => ({
      class_id: s.classId, level: s.level, morale: s.morale, power: s.power, might: s.might, agility: s.agility, vitality: s.vitality,
      will: s.will, fate: s.fate, armour: s.armour, in_combat_morale_regen: s.inCombatMoraleRegen,
      out_of_combat_morale_regen: s.outOfCombatMoraleRegen, in_combat_power_regen: s.inCombatPowerRegen,
      out_of_combat_power_regen: s.outOfCombatPowerRegen,
    })),
  );

  counts.combat_characteristics = await bulkInsert(
    db,
    target('combat_characteristics', {
      id: 'integer', class_id: 'text', rank: 'smallint', name: 'jsonb', required_level: 'smallint', cost_copper: 'integer', stat: 'text',
      value: 'double precision',
    }),
    data.combatCharacteristics.map((c) => ({
      id: c.id, class_id: c.classId, rank: c.rank, name: c.name, required_level: c.requiredLevel, cost_copper: c.costCopper, stat: c.stat,
      value: c.value,
    })),
  );

  counts.progressions = await bulkInsert(
    db,
    target('progressions', { id: 'integer', name: 'text', indexed_by: 'text', is_percentage: 'boolean', points: 'double precision[]' }),
    data.progressions.map((p) => ({ id: p.id, name: p.name, indexed_by: p.indexedBy, is_percentage: p.isPercentage, points: p.points })),
  );

  counts.traits = await bulkInsert(
    db,
    target('traits', {
      id: 'integer', name: 'jsonb', nature: 'text', class_id: 'text', race_id: 'text', icon_id: 'integer', min_level: 'smallint',
      max_rank: 'smallint', tooltip: 'jsonb', description: 'jsonb', stats: 'jsonb', skills: 'jsonb', effects: 'jsonb',
      virtue_bonuses: 'jsonb', tiers: 'jsonb',
    }),
    data.traits.map((t) => ({
      id: t.id, name: t.name, nature: t.nature, class_id: t.classId, race_id: t.raceId, icon_id: t.iconId, min_level: t.minLevel,
      max_rank: t.maxRank, tooltip: t.tooltip, description: t.description, stats: t.stats, skills: t.skills, effects: t.effects,
      virtue_bonuses: t.virtueBonuses, tiers: t.tiers,
    })),
  );

  counts.trait_slots = await bulkInsert(
    db,
    target('trait_slots', { level: 'smallint', virtue: 'smallint', racial: 'smallint', class: 'smallint', legendary: 'smallint' }),
    data.traitSlots,
  );

  counts.item_sets = await bulkInsert(
    db,
    target('item_sets', { id: 'integer', name: 'jsonb', level: 'smallint', item_ids: 'integer[]', bonuses: 'jsonb' }),
    data.itemSets.map((s) => ({ id: s.id, name: s.name, level: s.level, item_ids: s.items, bonuses: s.bonuses })),
  );

  counts.items = await bulkInsert(
    db,
    target('items', {
      id: 'integer', name: 'jsonb', icon: 'text', quality: 'text', quality_rank: 'smallint', category: 'text', item_class: 'text',
      slot: 'text', weapon_type: 'text', armour_type: 'text', damage_type: 'text', binding: 'text', is_unique: 'boolean',
      stack_size: 'integer', level: 'smallint', min_level: 'smallint', required_class: 'text', min_damage: 'double precision',
      max_damage: 'double precision', dps: 'double precision', attack_speed: 'double precision', slayer_value: 'double precision',
      slayer_genus: 'text', armour: 'integer', stats: 'jsonb', effects: 'jsonb', skill_name: 'jsonb', cooldown_duration: 'integer',
      durability: 'integer', sturdiness: 'text', worth_copper: 'integer', set_id: 'integer', description: 'jsonb',
    }),
    data.items.map((i) => ({
      id: i.id, name: i.name, icon: i.icon, quality: i.quality, quality_rank: QUALITIES.indexOf(i.quality) + 1, category: i.category,
      item_class: i.itemClass, slot: i.slot, weapon_type: i.weaponType, armour_type: i.armourType, damage_type: i.damageType,
      binding: i.binding, is_unique: i.isUnique, stack_size: i.stackSize, level: i.level, min_level: i.minLevel,
      required_class: i.requiredClass, min_damage: i.minDamage, max_damage: i.maxDamage, dps: i.dps, attack_speed: i.attackSpeed,
      slayer_value: i.slayerValue, slayer_genus: i.slayerGenus, armour: i.armour, stats: i.stats, effects: i.effects,
      skill_name: i.skillName, cooldown_duration: i.cooldownDuration, durability: i.durability, sturdiness: i.sturdiness,
      worth_copper: i.worthCopper, set_id: i.setId, description: i.description,
    })),
  );

  return counts;
}

/** The builder's part of the dataset, for the seeding in @eoa/server-kit (at start: datasetSeedHook; the seed command: seedRunner). */
export const BUILDER_SEED: DatasetSchemaSeed = {
  schema: BUILDER_SCHEMA,
  kinds: BUILDER_KINDS,
  tables: BUILDER_TABLES,
  fill: seedBuilderSchema,
};

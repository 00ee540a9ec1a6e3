// The dataset format: one FileSpec per entity kind — its file, its key, and the record schema of @eoa/contracts its
// lines are checked with. The README's field tables are written from these; the record types are inferred from the
// schemas, so the reader, the writer and the types cannot drift apart.

import {
  BaseStatsRecordSchema, ClassRecordSchema, CombatCharacteristicRecordSchema, ItemRecordSchema, ItemSetRecordSchema,
  ItemSourceRecordSchema, LootBossRecordSchema, LootInstanceRecordSchema, MapLinkRecordSchema, MapRecordSchema,
  MarkerCategoryRecordSchema, MarkerRecordSchema, NpcRecordSchema, ProfessionRecordSchema, ProgressionRecordSchema,
  QuestCategoryRecordSchema, QuestRecordSchema, RaceRecordSchema, RecipeRecordSchema, TraitRecordSchema, TraitSlotsRecordSchema,
  TranslationRecordSchema,
  type BaseStatsRecord, type BoundingBoxRecord, type ClassRecord, type CombatCharacteristicRecord, type EffectRecord, type ItemRecord,
  type ItemSetRecord, type ItemSourceRecord, type LootBossRecord, type LootInstanceRecord, type MapLinkRecord, type MapRecord,
  type MarkerCategoryRecord, type MarkerRecord, type NpcRecord, type ProfessionRecord, type ProgressionRecord, type QuestCategoryRecord,
  type QuestMarkerRecord, type QuestRecord, type RaceRecord, type RecipeRecord, type StatEntryRecord, type TraitRecord,
  type TraitSlotsRecord, type TranslationRecord,
} from '@eoa/contracts';
import type { z } from 'zod';

/** Describes one NDJSON file of the dataset. */
export interface FileSpec<RecordSchema extends z.ZodObject = z.ZodObject> {
  kind: DatasetKind;
  file: string;
  /** One sentence for the README. */
  doc: string;
  /** Field(s) forming the unique key; the file is sorted by it. */
  key: readonly string[];
  /** Every line is one record of this schema. */
  record: RecordSchema;
  /** Spec fields not stored because they are derived, with how the API computes them. */
  derived?: readonly (readonly [field: string, how: string])[];
}
const fileSpec = <RecordSchema extends z.ZodObject>(spec: FileSpec<RecordSchema>) => spec;

// ---------------------------------------------------------------- builder data

export const translationsFile = fileSpec({
  kind: 'translations',
  file: 'translations.ndjson',
  doc: 'Display text of every enum code used by the other files (quality, slot, stat, class, …) in the four languages.',
  key: ['key'],
  record: TranslationRecordSchema,
});

export const classesFile = fileSpec({
  kind: 'classes',
  file: 'classes.ndjson',
  doc: 'The seven classes with the races allowed for each (spec 1 §5).',
  key: ['id'],
  record: ClassRecordSchema,
});

export const racesFile = fileSpec({
  kind: 'races',
  file: 'races.ndjson',
  doc: 'The four races.',
  key: ['id'],
  record: RaceRecordSchema,
});

export const baseStatsFile = fileSpec({
  kind: 'baseStats',
  file: 'base-stats.ndjson',
  doc: 'Base stats of every class at every level 1–50 (before race, traits and gear).',
  key: ['classId', 'level'],
  record: BaseStatsRecordSchema,
});

export const combatCharacteristicsFile = fileSpec({
  kind: 'combatCharacteristics',
  file: 'combat-characteristics.ndjson',
  doc: 'Class combat-characteristic rank tables: rank name, required level, cost and stat bonus (spec 1 §9).',
  key: ['id'],
  record: CombatCharacteristicRecordSchema,
});

export const progressionsFile = fileSpec({
  kind: 'progressions',
  file: 'progressions.ndjson',
  doc: 'Value tables that stats scale with: by trait rank (virtues, racial ranks) or by item level.',
  key: ['id'],
  record: ProgressionRecordSchema,
});

export const traitsFile = fileSpec({
  kind: 'traits',
  file: 'traits.ndjson',
  doc: 'Virtues, racial, additional racial, class and legendary traits with rank-dependent stats.',
  key: ['id'],
  record: TraitRecordSchema,
  derived: [
    ['stats[].displayName', 'translations "stat.<name>"'],
    ['stats[].localizedDescription', 'descriptionOverride[lang], else "+value displayName" in that language'],
    ['rank-dependent values', 'progressions points of stats[].scalingId, index rank − 1'],
    ['equipped trait (traitId, rank, slotType, slotIndex)', 'build data of the builder, not game data'],
  ],
});

export const traitSlotsFile = fileSpec({
  kind: 'traitSlots',
  file: 'trait-slots.ndjson',
  doc: 'Trait slots available at each level 1–50 (slots at or above the count are locked).',
  key: ['level'],
  record: TraitSlotsRecordSchema,
});

export const itemSetsFile = fileSpec({
  kind: 'itemSets',
  file: 'item-sets.ndjson',
  doc: 'Item sets with their pieces and bonuses at 2–5 pieces.',
  key: ['id'],
  record: ItemSetRecordSchema,
  derived: [['bonuses[].stats[] statType / statName, displayName', 'name; translations "stat.<name>"']],
});

export const itemsFile = fileSpec({
  kind: 'items',
  file: 'items.ndjson',
  doc: 'Every item: equipment, weapons, shields, jewellery, tools, materials, consumables and food.',
  key: ['id'],
  record: ItemRecordSchema,
  derived: [
    ['qualityName, slotName, categoryName, itemClassName, requiredClassName, slayerGenusName, equipmentCategoryName', 'translations "quality.<code>", "slot.<code>", "category.<code>", "itemClass.<code>", "class.<id>", "genus.<code>", "slot.<code>"'],
    ['worth (display, localizedDisplay)', 'worthCopper written as gold/silver/copper with "currency.*" translations'],
    ['setName', 'item-sets name of setId'],
    ['stats[].displayName, stats[].displayValue', 'translations "stat.<name>"; value with sign, × 100 and "%" when isPercentage, one decimal'],
    ['effectDescription, onUseDisplay', 'effects[].description joined; skillName + cooldown'],
    ['damageDisplay, dpsDisplay, speedDisplay, slayerDisplay', 'minDamage–maxDamage damageType, dps, attackSpeed, slayerValue genus, formatted'],
    ['icon layers of quality borders', 'not stored; the icon service composes them'],
  ],
});

// ---------------------------------------------------------------- crafting

export const professionsFile = fileSpec({
  kind: 'professions',
  file: 'professions.ndjson',
  doc: 'The eleven crafting professions and their five tiers with proficiency and mastery points (spec 2 §9).',
  key: ['id'],
  record: ProfessionRecordSchema,
  derived: [['key', 'id']],
});

export const recipesFile = fileSpec({
  kind: 'recipes',
  file: 'recipes.ndjson',
  doc: 'Crafting recipes with ingredients, optional (crit-raising) ingredients, normal and critical results.',
  key: ['id'],
  record: RecipeRecordSchema,
  derived: [
    ['professionName', 'professions name of profession'],
    ['ingredients[].name, icon, quality; result and criticalResult name, icon, quality', 'items of itemId'],
  ],
});

// ---------------------------------------------------------------- atlas

export const mapsFile = fileSpec({
  kind: 'maps',
  file: 'maps.ndjson',
  doc: 'The Eriador world map, the ten zone maps, their areas and dungeons.',
  key: ['id'],
  record: MapRecordSchema,
  derived: [
    ['mapId', 'id'],
    ['hierarchy (mapId, id, type Territory, children) and hierarchy path (region, territory, area)', 'walk parentId; region = world map, territory = zone'],
    ['calibration (gameMinX … scale) of the admin side', 'boundingBox converted with the gameX/gameY formulas, offset 0, scale 1'],
  ],
});

export const mapLinksFile = fileSpec({
  kind: 'mapLinks',
  file: 'map-links.ndjson',
  doc: 'Clickable links drawn on one map that open another (world → zone, zone → area, area → dungeon, neighbours).',
  key: ['id'],
  record: MapLinkRecordSchema,
  derived: [['targetName', 'maps name of targetId']],
});

export const markerCategoriesFile = fileSpec({
  kind: 'markerCategories',
  file: 'marker-categories.ndjson',
  doc: 'Marker categories, including the spec\'s codes 50 and 71–79 (79: shard kinds).',
  key: ['code'],
  record: MarkerCategoryRecordSchema,
});

export const markersFile = fileSpec({
  kind: 'markers',
  file: 'markers.ndjson',
  doc: 'Map markers (services, points of interest, creatures, resources, shards), each inside its map\'s box.',
  key: ['id'],
  record: MarkerRecordSchema,
  derived: [
    ['categoryName, categoryIcon', 'marker-categories of categoryCode'],
    ['questMarkerIndex, bundledCount', 'client-side (quest markers come from quests; bundles are made on screen)'],
  ],
});

export const questCategoriesFile = fileSpec({
  kind: 'questCategories',
  file: 'quest-categories.ndjson',
  doc: 'Quest categories (zones, epic books, instances, class, crafting, festival, skirmish, later regions).',
  key: ['id'],
  record: QuestCategoryRecordSchema,
});

export const questsFile = fileSpec({
  kind: 'quests',
  file: 'quests.ndjson',
  doc: 'Quests: 1,763 main-zone quests plus 1,376 others (see "Quests: the 1,763 + 1,376 split").',
  key: ['id'],
  record: QuestRecordSchema,
  derived: [
    ['localizedName, categoryName, area, zone', 'name[lang]; quest-categories; maps names of areaId and zoneId'],
    ['hasMarkers', 'some objective has markers'],
    ['bestowerNpcName', 'npcs name of bestowerNpcId'],
    ['rewards gold, silver, copper', 'rewards.copper split (1 gold = 1000 silver, 1 silver = 100 copper)'],
    ['reputation (filter)', 'rewards.reputation.faction'],
    ['quest markers (name, gameX, gameY, index)', 'objectives[].markers'],
    ['admin objective markers allakhazamX, allakhazamY', 'toPixel(boundingBox of the quest map, longitude, latitude, 500, 375)'],
    ['localizedDescription, objectives[].localizedText', 'description[lang], text[lang]'],
    ['allakhazamData.startZone, allakhazamData.comments', 'startZone, comments'],
    ['chain (position, totalQuests, …)', 'walk prerequisiteId / nextQuestId'],
    ['hasOverrides, isExcluded', 'editorial data of the admin service, not in the dataset'],
  ],
});

export const npcsFile = fileSpec({
  kind: 'npcs',
  file: 'npcs.ndjson',
  doc: 'NPCs and creatures (the spec\'s mobId) with spawns and the quests they start or appear in.',
  key: ['id'],
  record: NpcRecordSchema,
  derived: [['hasQuests', 'startsQuests or involvedQuests not empty'], ['markers (zone, coordinates)', 'spawns']],
});

// ---------------------------------------------------------------- loot

export const lootInstancesFile = fileSpec({
  kind: 'lootInstances',
  file: 'loot-instances.ndjson',
  doc: 'Dungeons and raids with loot tables.',
  key: ['id'],
  record: LootInstanceRecordSchema,
  derived: [['instanceName, localizedInstanceName', 'name'], ['totalBosses, bossesWithLoot', 'count of loot-bosses, of those with drops']],
});

export const lootBossesFile = fileSpec({
  kind: 'lootBosses',
  file: 'loot-bosses.ndjson',
  doc: 'Bosses of the loot instances with their guaranteed drops (some have none).',
  key: ['mobId'],
  record: LootBossRecordSchema,
  derived: [['bossName, localizedBossName', 'npcs name of mobId'], ['hasLoot, totalGuaranteedItems', 'guaranteedDrops not empty, its length'], ['itemName', 'items name']],
});

export const itemSourcesFile = fileSpec({
  kind: 'itemSources',
  file: 'item-sources.ndjson',
  doc: 'Where each item comes from: mob, container, recipe, quest, vendor or barter.',
  key: ['id'],
  record: ItemSourceRecordSchema,
  derived: [
    ['mob, vendor, barter names (+ localized)', 'npcs name of npcId'],
    ['recipe, profession, recipeTier', 'recipes name, profession, tier of recipeId'],
    ['quest, questLevel', 'quests name and level of questId'],
    ['localizedLocation', 'location[lang]'],
  ],
});

/** Every file of the format, in the order the README and the manifest list them. */
export const FILE_SPECS = [
  translationsFile, classesFile, racesFile, baseStatsFile, combatCharacteristicsFile, progressionsFile, traitsFile,
  traitSlotsFile, itemSetsFile, itemsFile, professionsFile, recipesFile, mapsFile, mapLinksFile, markerCategoriesFile,
  markersFile, questCategoriesFile, questsFile, npcsFile, lootInstancesFile, lootBossesFile, itemSourcesFile,
] as const;

export type {
  BaseStatsRecord, ClassRecord, CombatCharacteristicRecord, ItemRecord, ItemSetRecord, ItemSourceRecord, LootBossRecord, LootInstanceRecord,
  MapLinkRecord, MapRecord, MarkerCategoryRecord, MarkerRecord, NpcRecord, ProfessionRecord, ProgressionRecord, QuestCategoryRecord,
  QuestRecord, RaceRecord, RecipeRecord, TraitRecord, TraitSlotsRecord, TranslationRecord,
};
// The dataset's older names of the records' parts (the builder service's entities use them).
export type StatEntry = StatEntryRecord;
export type Effect = EffectRecord;
export type QuestMarker = QuestMarkerRecord;
export type BoundingBox = BoundingBoxRecord;

/** The whole dataset in memory: one array per kind, sorted by key. */
export interface DatasetRecords {
  translations: TranslationRecord[];
  classes: ClassRecord[];
  races: RaceRecord[];
  baseStats: BaseStatsRecord[];
  combatCharacteristics: CombatCharacteristicRecord[];
  progressions: ProgressionRecord[];
  traits: TraitRecord[];
  traitSlots: TraitSlotsRecord[];
  itemSets: ItemSetRecord[];
  items: ItemRecord[];
  professions: ProfessionRecord[];
  recipes: RecipeRecord[];
  maps: MapRecord[];
  mapLinks: MapLinkRecord[];
  markerCategories: MarkerCategoryRecord[];
  markers: MarkerRecord[];
  questCategories: QuestCategoryRecord[];
  quests: QuestRecord[];
  npcs: NpcRecord[];
  lootInstances: LootInstanceRecord[];
  lootBosses: LootBossRecord[];
  itemSources: ItemSourceRecord[];
}
export type DatasetKind = keyof DatasetRecords;

export interface ManifestFileEntry {
  file: string;
  count: number;
  bytes: number;
  sha256: string;
}
export interface Manifest {
  format: string;
  formatVersion: number;
  dataVersion: string;
  generator: string | null;
  seed: number | null;
  languages: string[];
  files: Record<DatasetKind, ManifestFileEntry>;
}

export interface Dataset extends DatasetRecords {
  manifest: Manifest;
}

// The records of the dataset format, one schema per kind (one NDJSON file each; libs/dataset names the files, their
// keys and the derived fields). The record types are inferred from them, so the reader, the writer, the seeders and
// the types cannot drift apart. Every object is strict: a key the format does not know is an error.
import { z } from 'zod';
import { AGGRO_TYPES, EXPANSION_ERAS, MAP_TYPES, MARKER_GROUPS, NPC_RACES, QUEST_FACTIONS, QUEST_SCOPES, QUEST_SIZES, REPUTATIONS, SHARD_MARKER_TYPES } from '../atlas.js';
import {
  ARMOUR_TYPES, BINDINGS, CLASS_IDS, COMBAT_CHARACTERISTIC_STATS, DAMAGE_TYPES, DUAL_WIELD_RULES, ITEM_CATEGORIES, ITEM_CLASSES,
  ITEM_SLOT_CODES, PROGRESSION_INDEXES, QUALITIES, RACE_IDS, STAT_NAMES, STAT_OPERATORS, STURDINESS, TRAIT_NATURES, WEAPON_TYPES,
} from '../vocabulary.js';
import { GENERA, LOOT_INSTANCE_TYPES, NPC_ROLES, PROFESSION_IDS } from './codes.js';
import {
  LocalizedTextSchema, NonBlankStringSchema, gameXField, gameYField, latitudeField, levelField, longitudeField, referenceField,
} from './fields.js';

const localized = (description: string) => LocalizedTextSchema.describe(description);
const itemReference = (description: string) => referenceField('items', description);
const npcReference = (description: string) => referenceField('npcs', description);
const mapReference = (description: string) => referenceField('maps', description);

export const StatEntryRecordSchema = z.strictObject({
  name: z.enum(STAT_NAMES).describe('stat name'),
  operator: z.enum(STAT_OPERATORS).describe('ADD or SUBTRACT'),
  value: z.number().describe('resolved value (for an item: at its level); null when it depends on a rank').nullable(),
  constant: z.number().describe('fixed value when the stat does not scale; null when scalingId is set').nullable(),
  scalingId: referenceField('progressions', 'progression giving the value by level or rank (points[index − 1])').nullable(),
  isPercentage: z.boolean().describe('value is a fraction shown as a percentage (× 100 for display)'),
  descriptionOverride: localized('text shown instead of "+value displayName"; {value} {percent} {time} placeholders').nullable(),
});
export type StatEntryRecord = z.infer<typeof StatEntryRecordSchema>;

export const EffectRecordSchema = z.strictObject({
  name: localized('effect name'),
  description: localized('effect description'),
  spellcraft: z.int().min(0).describe('spellcraft of the effect (strength used in the game\'s formulas)').nullable(),
});
export type EffectRecord = z.infer<typeof EffectRecordSchema>;

const itemQuantity = {
  itemId: itemReference('item'),
  quantity: z.int().min(1).describe('how many'),
};

export const BoundingBoxRecordSchema = z
  .strictObject({
    min: z.strictObject({ longitude: longitudeField, latitude: latitudeField }),
    max: z.strictObject({ longitude: longitudeField, latitude: latitudeField }),
  })
  .describe('south-west (min) and north-east (max) corners');
export type BoundingBoxRecord = z.infer<typeof BoundingBoxRecordSchema>;

// ---------------------------------------------------------------- builder data

export const TranslationRecordSchema = z.strictObject({
  key: NonBlankStringSchema.describe('"group.code", e.g. "quality.rare", "stat.might", "slot.mainHand", "currency.silver"'),
  text: localized('the text'),
});
export type TranslationRecord = z.infer<typeof TranslationRecordSchema>;

export const ClassRecordSchema = z.strictObject({
  id: z.enum(CLASS_IDS).describe('class key (lower case, as in the formula-editor tabs)'),
  name: localized('class name'),
  description: localized('short description'),
  allowedRaces: z.array(z.enum(RACE_IDS).describe('race')).describe('races that may take this class'),
  armourTypes: z.array(z.enum(ARMOUR_TYPES).describe('armour type')).describe('armour types the class can wear'),
  weaponTypes: z.array(z.enum(WEAPON_TYPES).describe('weapon type')).describe('weapon and shield types the class can wield'),
  primaryStats: z.array(z.enum(STAT_NAMES).describe('stat')).describe('the stats the class values most, best first'),
  dualWield: z.enum(DUAL_WIELD_RULES).describe('how the class dual wields (spec 1 §5)'),
  dualWieldMinLevel: levelField('level from which dual wielding is allowed, when it depends on level or a trait').nullable(),
  iconId: z.int().min(0).describe('icon id'),
});
export type ClassRecord = z.infer<typeof ClassRecordSchema>;

export const RaceRecordSchema = z.strictObject({
  id: z.enum(RACE_IDS).describe('race key'),
  name: localized('race name'),
  description: localized('short description'),
  allowedClasses: z.array(z.enum(CLASS_IDS).describe('class')).describe('classes this race may take (the inverse of classes.allowedRaces)'),
  startZoneId: mapReference('zone map where characters of this race begin'),
  iconId: z.int().min(0).describe('icon id'),
});
export type RaceRecord = z.infer<typeof RaceRecordSchema>;

export const BaseStatsRecordSchema = z.strictObject({
  classId: z.enum(CLASS_IDS).describe('class'),
  level: levelField('character level'),
  morale: z.int().min(1).describe('maximum morale'),
  power: z.int().min(1).describe('maximum power'),
  might: z.int().min(0).describe('might'),
  agility: z.int().min(0).describe('agility'),
  vitality: z.int().min(0).describe('vitality'),
  will: z.int().min(0).describe('will'),
  fate: z.int().min(0).describe('fate'),
  armour: z.int().min(0).describe('armour without gear'),
  inCombatMoraleRegen: z.number().describe('base in-combat morale regeneration per minute (spec 1 §9: 128)'),
  outOfCombatMoraleRegen: z.number().describe('base out-of-combat morale regeneration per minute (300)'),
  inCombatPowerRegen: z.number().describe('base in-combat power regeneration per minute (120)'),
  outOfCombatPowerRegen: z.number().describe('base out-of-combat power regeneration per minute (240)'),
});
export type BaseStatsRecord = z.infer<typeof BaseStatsRecordSchema>;

export const CombatCharacteristicRecordSchema = z.strictObject({
  id: z.int().min(1).describe('row id'),
  classId: z.enum(CLASS_IDS).describe('class'),
  rank: z.int().min(1).describe('rank within this class and stat, from 1'),
  name: localized('rank name, e.g. "Evasion Rank 3"'),
  requiredLevel: levelField('level at which the rank can be trained'),
  costCopper: z.int().min(0).describe('training cost in copper (show as silver and copper)'),
  stat: z.enum(COMBAT_CHARACTERISTIC_STATS).describe('stat raised'),
  value: z.number().describe('bonus of this rank (percentage points); the character gets the sum of every rank up to its level'),
});
export type CombatCharacteristicRecord = z.infer<typeof CombatCharacteristicRecordSchema>;

export const ProgressionRecordSchema = z.strictObject({
  id: z.int().min(1).describe('progression id (what scalingId points to)'),
  name: NonBlankStringSchema.describe('technical name, e.g. "virtue:Valour:morale"'),
  indexedBy: z.enum(PROGRESSION_INDEXES).describe('what the index of points is: a trait rank or an item level'),
  isPercentage: z.boolean().describe('points are fractions (× 100 for display)'),
  points: z.array(z.number().describe('value')).describe('points[i] is the value at rank or level i + 1'),
});
export type ProgressionRecord = z.infer<typeof ProgressionRecordSchema>;

export const TraitRecordSchema = z.strictObject({
  id: z.int().min(1).describe('trait id'),
  name: localized('trait name'),
  nature: z.enum(TRAIT_NATURES).describe('Virtue, Racial, AdditionalRacial, Class or Legendary'),
  classId: z.enum(CLASS_IDS).describe('class of a Class or Legendary trait').nullable(),
  raceId: z.enum(RACE_IDS).describe('race of a Racial or AdditionalRacial trait').nullable(),
  iconId: z.int().min(0).describe('icon id (virtue icons are served as {VIRTUE}-{rank})'),
  minLevel: levelField('minimum character level (virtues: 7)'),
  maxRank: z.int().min(1).max(10).describe('highest rank (virtues 6–8; others 1–5)'),
  tooltip: localized('one-line tooltip'),
  description: localized('longer description'),
  stats: z.array(StatEntryRecordSchema).describe('stats; with scalingId the value at rank r is progression.points[r − 1]'),
  skills: z.array(localized('skill name')).describe('skills the trait grants'),
  effects: z.array(EffectRecordSchema).describe('effects the trait grants'),
  virtueBonuses: z
    .array(
      z.strictObject({
        virtueId: referenceField('traits', 'the virtue trait'),
        ranks: z.int().min(1).describe('ranks added to that virtue\'s effective rank'),
      }),
    )
    .describe('racial traits: virtue rank bonuses (spec 1 §3)'),
  tiers: z
    .array(z.strictObject({ rank: z.int().min(1).describe('rank'), requiredLevel: levelField('level needed for this rank') }))
    .describe('ranks and the level each needs'),
});
export type TraitRecord = z.infer<typeof TraitRecordSchema>;

export const TraitSlotsRecordSchema = z.strictObject({
  level: levelField('character level'),
  virtue: z.int().min(0).max(5).describe('open virtue slots (0–5)'),
  racial: z.int().min(0).max(5).describe('open racial slots (0–5)'),
  class: z.int().min(0).max(5).describe('open class slots (0–5)'),
  legendary: z.int().min(0).max(2).describe('open legendary slots (0–2)'),
});
export type TraitSlotsRecord = z.infer<typeof TraitSlotsRecordSchema>;

export const ItemSetRecordSchema = z.strictObject({
  id: z.int().min(1).describe('set id'),
  name: localized('set name'),
  level: levelField('level of the set'),
  items: z.array(itemReference('piece')).describe('item ids of the pieces (each piece has setId = this id)'),
  bonuses: z
    .array(
      z.strictObject({
        requiredPieces: z.int().min(2).max(5).describe('pieces worn for the bonus to apply'),
        stats: z.array(StatEntryRecordSchema).describe('stats of the bonus (constant values)'),
        effects: z.array(EffectRecordSchema).describe('effects of the bonus'),
      }),
    )
    .describe('bonuses, by requiredPieces ascending'),
});
export type ItemSetRecord = z.infer<typeof ItemSetRecordSchema>;

export const ItemRecordSchema = z.strictObject({
  id: z.int().min(1).describe('item id'),
  name: localized('item name'),
  icon: NonBlankStringSchema.describe('icon layer ids joined by "-"'),
  quality: z.enum(QUALITIES).describe('quality code'),
  category: z.enum(ITEM_CATEGORIES).describe('category code'),
  itemClass: z.enum(ITEM_CLASSES).describe('item class code'),
  slot: z.enum(ITEM_SLOT_CODES).describe('slot code of equipment; null for materials, consumables, food').nullable(),
  weaponType: z.enum(WEAPON_TYPES).describe('weapon or shield type').nullable(),
  armourType: z.enum(ARMOUR_TYPES).describe('armour type of armour pieces').nullable(),
  damageType: z.enum(DAMAGE_TYPES).describe('damage type of weapons').nullable(),
  binding: z.enum(BINDINGS).describe('binding'),
  isUnique: z.boolean().describe('only one may be equipped'),
  stackSize: z.int().min(1).describe('stack size (1 for equipment)'),
  level: levelField('item level'),
  minLevel: levelField('minimum character level to use it'),
  requiredClass: z.enum(CLASS_IDS).describe('class that may use it').nullable(),
  minDamage: z.number().describe('minimum damage (weapons)').nullable(),
  maxDamage: z.number().describe('maximum damage (weapons)').nullable(),
  dps: z.number().describe('damage per second (weapons)').nullable(),
  attackSpeed: z.number().describe('seconds between swings (weapons)').nullable(),
  slayerValue: z.number().describe('bonus damage against slayerGenus').nullable(),
  slayerGenus: z.enum(GENERA).describe('creature genus of the slayer bonus').nullable(),
  armour: z.int().min(0).describe('armour value (armour pieces and shields)').nullable(),
  stats: z.array(StatEntryRecordSchema).describe('stats'),
  effects: z.array(EffectRecordSchema).describe('effects'),
  skillName: localized('on-use skill').nullable(),
  cooldownDuration: z.int().min(1).describe('on-use cooldown in seconds').nullable(),
  durability: z.int().min(1).describe('maximum durability (equipment)').nullable(),
  sturdiness: z.enum(STURDINESS).describe('sturdiness (equipment)').nullable(),
  worthCopper: z.int().min(0).describe('vendor worth in copper'),
  setId: referenceField('itemSets', 'item set').nullable(),
  description: localized('flavour or usage text').nullable(),
});
export type ItemRecord = z.infer<typeof ItemRecordSchema>;

// ---------------------------------------------------------------- crafting

export const ProfessionRecordSchema = z.strictObject({
  id: z.enum(PROFESSION_IDS).describe('profession key'),
  name: localized('profession name'),
  kind: z.enum(['gathering', 'processing', 'crafting']).describe('gatherers make raw materials usable; crafters make goods'),
  tiers: z
    .array(
      z.strictObject({
        tier: z.int().min(1).max(5).describe('tier 1–5'),
        name: localized('tier name (Apprentice … Master)'),
        proficiencyPoints: z.int().min(1).describe('points to reach proficiency'),
        masteryPoints: z.int().min(1).describe('points to reach mastery (Grand Master)'),
        minLevel: levelField('suggested character level'),
      }),
    )
    .describe('tiers 1–5'),
});
export type ProfessionRecord = z.infer<typeof ProfessionRecordSchema>;

export const RecipeRecordSchema = z.strictObject({
  id: z.int().min(1).describe('recipe id'),
  name: localized('recipe name (some end with "(Old)": superseded, excluded by the calculator)'),
  profession: z.enum(PROFESSION_IDS).describe('profession'),
  tier: z.int().min(1).max(5).describe('tier 1–5'),
  category: z.enum(['Armour', 'Weapons', 'Misc']).describe('quick-filter group of the recipe browser'),
  xp: z.int().min(0).describe('crafting XP per craft (0 for recipes that give none)'),
  baseCriticalChance: z.number().min(0).max(100).describe('base critical success chance, percent'),
  usesShards: z.boolean().describe('an ingredient is a beryl, adamant, ruby or sapphire shard (excluded from recommendations)'),
  ingredients: z
    .array(
      z.strictObject({
        itemId: itemReference('ingredient'),
        quantity: z.int().min(1).describe('how many'),
        optional: z.boolean().describe('optional ingredient (raises the critical chance)'),
        criticalChanceBonus: z.number().min(0).max(100).describe('critical chance added by an optional ingredient, percent'),
      }),
    )
    .describe('ingredients'),
  result: z.strictObject(itemQuantity).describe('normal result'),
  criticalResult: z.strictObject(itemQuantity).describe('critical result').nullable(),
  recipeItemId: itemReference('scroll that teaches the recipe, when it is not known from the tier').nullable(),
});
export type RecipeRecord = z.infer<typeof RecipeRecordSchema>;

// ---------------------------------------------------------------- atlas

export const MapRecordSchema = z.strictObject({
  id: z.int().min(1).describe('map id (the game\'s id; the API\'s mapId)'),
  name: localized('map name'),
  type: z.enum(MAP_TYPES).describe('region (world and zone maps), area or dungeon'),
  parentId: mapReference('parent map; null for the world map').nullable(),
  zoneId: mapReference('the zone (territory) the map belongs to; null for the world map').nullable(),
  isMainRegionMap: z.boolean().describe('the world map and the ten main zone maps'),
  isInstance: z.boolean().describe('an instanced dungeon (shown with an "Instance" badge)'),
  boundingBox: BoundingBoxRecordSchema,
  levelMin: levelField('lowest quest level of the map'),
  levelMax: levelField('highest quest level of the map'),
  imageWidth: z.int().min(1).describe('map image width in pixels'),
  imageHeight: z.int().min(1).describe('map image height in pixels'),
});
export type MapRecord = z.infer<typeof MapRecordSchema>;

export const MapLinkRecordSchema = z.strictObject({
  id: z.int().min(1).describe('link id'),
  parentId: mapReference('map the link is drawn on'),
  targetId: mapReference('map it opens'),
  label: localized('label'),
  fromLongitude: longitudeField,
  fromLatitude: latitudeField,
});
export type MapLinkRecord = z.infer<typeof MapLinkRecordSchema>;

export const MarkerCategoryRecordSchema = z.strictObject({
  code: z.int().min(1).describe('category code'),
  name: localized('category name'),
  group: z.enum(MARKER_GROUPS).describe('filter group (Services, Points of Interest, Entities, Resources & Other)'),
  icon: NonBlankStringSchema.describe('icon file name'),
  defaultEnabled: z.boolean().describe('visible by default (false for 50, 71, 72, 73, 77, 78, 79)'),
  bundled: z.boolean().describe('may be bundled on the composite map (false for 50, 71, 72, 77, 78)'),
});
export type MarkerCategoryRecord = z.infer<typeof MarkerCategoryRecordSchema>;

export const MarkerRecordSchema = z.strictObject({
  id: z.int().min(1).describe('marker id'),
  mapId: mapReference('map'),
  categoryCode: referenceField('markerCategories', 'category'),
  label: localized('label shown on the map'),
  name: NonBlankStringSchema.describe('technical name (stable, English)'),
  longitude: longitudeField,
  latitude: latitudeField,
  gameX: gameXField,
  gameY: gameYField,
  type: z.enum(SHARD_MARKER_TYPES).describe('shard markers (79): signature, elite or elite-master').nullable(),
  npcId: npcReference('creature or person the marker shows').nullable(),
  itemId: itemReference('resource or drop the marker stands for').nullable(),
});
export type MarkerRecord = z.infer<typeof MarkerRecordSchema>;

export const QuestCategoryRecordSchema = z.strictObject({
  id: z.int().min(1).describe('category id'),
  name: localized('category name'),
  kind: z
    .enum(['zone', 'epic', 'instance', 'class', 'crafting', 'festival', 'skirmish', 'reputation', 'region'])
    .describe('what kind of category'),
});
export type QuestCategoryRecord = z.infer<typeof QuestCategoryRecordSchema>;

export const QuestMarkerRecordSchema = z.strictObject({
  index: z.int().min(1).describe('position of the marker within the quest, from 1'),
  name: localized('marker name'),
  mapId: mapReference('map the marker lies on (the quest map or one of its areas)'),
  longitude: longitudeField,
  latitude: latitudeField,
  gameX: gameXField,
  gameY: gameYField,
});
export type QuestMarkerRecord = z.infer<typeof QuestMarkerRecordSchema>;

export const QuestRecordSchema = z.strictObject({
  id: z.int().min(1).describe('quest id'),
  name: localized('quest name (epic quests: "Book N, Chapter M: …")'),
  level: levelField('quest level'),
  categoryId: referenceField('questCategories', 'category'),
  scope: z.enum(QUEST_SCOPES).describe('mainZone: the 1,763 classic quests of the ten main zones; other: the 1,376 rest'),
  zoneId: mapReference('zone map; null for quests outside Eriador\'s zones').nullable(),
  areaId: mapReference('area or dungeon map').nullable(),
  mapId: mapReference('primary map of the markers; null when the quest has no markers').nullable(),
  startZone: localized('where the quest starts, as text (null when unknown)').nullable(),
  bestowerNpcId: npcReference('NPC who gives the quest').nullable(),
  description: localized('quest text'),
  objectives: z
    .array(
      z.strictObject({
        text: localized('objective text'),
        count: z.int().min(1).describe('how many to do (1 for a single action)'),
        markers: z.array(QuestMarkerRecordSchema).describe('where to do it'),
      }),
    )
    .describe('objectives in order'),
  rewards: z.strictObject({
    xp: z.int().min(0).describe('experience'),
    copper: z.int().min(0).describe('money in copper (shown as gold, silver, copper)'),
    items: z.array(z.strictObject(itemQuantity)).describe('items given'),
    selectableItems: z.array(z.strictObject(itemQuantity)).describe('items to choose one from'),
    reputation: z
      .strictObject({ faction: z.enum(REPUTATIONS).describe('reputation faction'), amount: z.int().min(1).describe('standing gained') })
      .nullable(),
  }),
  prerequisiteId: referenceField('quests', 'previous quest of the chain').nullable(),
  nextQuestId: referenceField('quests', 'next quest of the chain').nullable(),
  comments: z
    .array(
      z.strictObject({
        date: NonBlankStringSchema.describe('ISO date'),
        author: NonBlankStringSchema.describe('player name'),
        text: NonBlankStringSchema.describe('comment (players write in English)'),
      }),
    )
    .describe('player comments (the spec\'s allakhazamData.comments)'),
  expansionEra: z.enum(EXPANSION_ERAS).describe('expansion era (SoA, MoM, SoM, RoI, RoR, HD, U16, Mordor, Other)'),
  size: z.enum(QUEST_SIZES).describe('SOLO, SMALL_FELLOWSHIP or FELLOWSHIP'),
  repeatable: z.boolean().describe('can be done again'),
  faction: z.enum(QUEST_FACTIONS).describe('Free Peoples or Monster Play'),
});
export type QuestRecord = z.infer<typeof QuestRecordSchema>;

export const NpcRecordSchema = z.strictObject({
  id: z.int().min(1).describe('NPC id (the spec\'s mobId)'),
  name: localized('name'),
  race: z.enum(NPC_RACES).describe('race code'),
  aggro: z.enum(AGGRO_TYPES).describe('friendly, neutral or aggressive'),
  role: z.enum(NPC_ROLES).describe('what the NPC does'),
  level: levelField('level'),
  zones: z.array(mapReference('zone')).describe('zone maps where it spawns'),
  areas: z.array(mapReference('area')).describe('area or dungeon maps where it spawns'),
  location: localized('where to find it, as text'),
  notes: localized('notes').nullable(),
  screenshotUrl: z.string().describe('picture URL (path on the site)').nullable(),
  spawns: z
    .array(z.strictObject({ mapId: mapReference('map'), longitude: longitudeField, latitude: latitudeField, gameX: gameXField, gameY: gameYField }))
    .describe('spawn points, each inside its map'),
  startsQuests: z.array(referenceField('quests', 'quest')).describe('quests it gives (exactly the quests whose bestowerNpcId is this NPC)'),
  involvedQuests: z.array(referenceField('quests', 'quest')).describe('other quests it appears in (to talk to, to defeat, …)'),
});
export type NpcRecord = z.infer<typeof NpcRecordSchema>;

// ---------------------------------------------------------------- loot

export const LootInstanceRecordSchema = z.strictObject({
  id: z.int().min(1).describe('instance id'),
  name: localized('instance name'),
  type: z.enum(LOOT_INSTANCE_TYPES).describe('dungeon or raid'),
  mapId: mapReference('dungeon map'),
  levelMin: levelField('lowest boss level'),
  levelMax: levelField('highest boss level'),
  size: z.enum(QUEST_SIZES).describe('group size'),
});
export type LootInstanceRecord = z.infer<typeof LootInstanceRecordSchema>;

export const LootBossRecordSchema = z.strictObject({
  mobId: npcReference('the boss as an NPC (name, race, spawn)'),
  instanceId: referenceField('lootInstances', 'instance'),
  location: localized('where in the instance'),
  level: levelField('boss level'),
  guaranteedDrops: z
    .array(
      z.strictObject({
        itemId: itemReference('dropped item'),
        dropChance: z.number().min(0).max(100).describe('chance in percent (100 or more: guaranteed)'),
      }),
    )
    .describe('drops; empty for bosses without loot'),
});
export type LootBossRecord = z.infer<typeof LootBossRecordSchema>;

export const ItemSourceRecordSchema = z.strictObject({
  id: z.int().min(1).describe('source id'),
  itemId: itemReference('item'),
  sourceType: z.int().min(0).max(5).describe('0 Mob, 1 Container, 2 Recipe, 3 Quest, 4 Vendor, 5 Barter'),
  npcId: npcReference('the mob (0), vendor (4) or barterer (5)').nullable(),
  container: localized('container name (1)').nullable(),
  recipeId: referenceField('recipes', 'recipe making the item (2)').nullable(),
  questId: referenceField('quests', 'quest rewarding the item (3)').nullable(),
  location: localized('where, as text').nullable(),
  dropChance: z.number().min(0).max(100).describe('chance in percent (0, 1)').nullable(),
  priceCopper: z.int().min(0).describe('vendor price in copper (4)').nullable(),
  barterItemId: itemReference('token or item asked in exchange (5)').nullable(),
  barterQuantity: z.int().min(1).describe('how many of barterItemId (5)').nullable(),
});
export type ItemSourceRecord = z.infer<typeof ItemSourceRecordSchema>;

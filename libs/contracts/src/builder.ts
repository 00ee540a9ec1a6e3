// Character builder payloads (spec 1 §3, §7): game data as the builder service serves it, build files,
// shared builds, formula configurations and the stat calculation. Field names follow the dataset format
// (libs/dataset/README.md), so the service can map its rows directly; localized texts arrive resolved to
// plain strings in the request's language (`name` is English, `localizedName` the request's language).

import type { z } from 'zod';
import type { BuffsSchema, EquippedTraitSchema, FoodBuffSchema } from './builder-requests.js';
import type {
  ArmourType, ClassId, DualWieldRule, EquipmentSlot, ItemSlotCode, Quality, RaceId, StatCode, StatName,
  StatOperator, TraitNature, TraitSlotType, CombatCharacteristicStat, ProgressionIndex,
} from './vocabulary.js';

// ------------------------------------------------------------------------------------------------ items

/**
 * A stat of an item, a set bonus or a trait. Either `constant` is set (and `value` equals it) or
 * `scalingId` names a progression: items are indexed by their level, traits by their rank. Percentage
 * stats hold fractions (0.021 = 2.1 %). `name` is a stat name (STAT_NAMES); unknown names are ignored by
 * the stat engine.
 */
export interface ItemStat {
  name: string;
  operator: StatOperator;
  value: number | null;
  constant: number | null;
  scalingId: number | null;
  isPercentage: boolean;
  /** Translated stat name, e.g. "Might". */
  displayName?: string;
  /** Formatted value: sign, × 100 and "%" for percentages, one decimal (e.g. "+2.1%"). */
  displayValue?: string;
  /** Text shown instead of "+value displayName"; {value} {percent} {time} placeholders. */
  descriptionOverride?: string | null;
}

export interface ItemEffect {
  name: string;
  description: string;
  spellcraft: number | null;
}

export interface ItemWorth {
  /** English, e.g. "1 gold 20 silver 5 copper". */
  display: string;
  localizedDisplay: string;
}

export interface Item {
  id: number;
  name: string;
  localizedName?: string;
  /** Icon layer ids joined by "-". */
  icon: string;
  quality: Quality | string;
  qualityName?: string;
  slot: ItemSlotCode | null;
  slotName?: string;
  category: string;
  categoryName?: string;
  weaponType: string | null;
  armourType: ArmourType | null;
  damageType: string | null;
  itemClass: string;
  itemClassName?: string;
  binding: string;
  isUnique: boolean;
  stackSize: number;
  minLevel: number;
  level: number;
  requiredClass: ClassId | string | null;
  requiredClassName?: string | null;
  minDamage: number | null;
  maxDamage: number | null;
  dps: number | null;
  attackSpeed: number | null;
  slayerValue: number | null;
  slayerGenus?: string | null;
  slayerGenusName?: string | null;
  armour: number | null;
  stats: ItemStat[];
  effects: ItemEffect[];
  effectDescription?: string | null;
  skillName: string | null;
  /** Seconds. */
  cooldownDuration: number | null;
  durability: number | null;
  sturdiness: string | null;
  worthCopper?: number;
  worth?: ItemWorth;
  setId: number | null;
  setName?: string | null;
  description: string | null;
  onUseDisplay?: string | null;
  damageDisplay?: string | null;
  slayerDisplay?: string | null;
  speedDisplay?: string | null;
  dpsDisplay?: string | null;
  equipmentCategoryName?: string | null;
}

/** A set bonus stat: `name` is the stat; some sources name it `statType` or `statName` instead. */
export interface SetBonusStat extends ItemStat {
  statType?: string;
  statName?: string;
}

export interface SetBonus {
  requiredPieces: number;
  stats: SetBonusStat[];
  effects: ItemEffect[];
}

export interface ItemSet {
  id: number;
  name: string;
  localizedName?: string;
  level: number;
  /** Item ids of the pieces. */
  items: number[];
  /** By requiredPieces ascending. */
  bonuses: SetBonus[];
}

/** A set bonus that applies to a character (enough pieces worn). */
export interface ActiveSetBonus {
  setId: number;
  setName: string | null;
  piecesEquipped: number;
  totalPieces: number;
  /** The bonuses whose requiredPieces are met, ascending. */
  bonuses: SetBonus[];
}

// ------------------------------------------------------------------------------------------------ traits

export interface TraitStat extends ItemStat {
  localizedDescription?: string;
  /** Value at rank r is rankValues[r − 1] (resolved from the progression of scalingId, when served). */
  rankValues?: number[] | null;
}

export interface VirtueBonus {
  /** The virtue trait. */
  virtueId: number;
  /** Ranks added to that virtue's effective rank. */
  ranks: number;
}

export interface TraitTier {
  rank: number;
  requiredLevel: number;
}

export interface Trait {
  id: number;
  name: string;
  localizedName?: string;
  nature: TraitNature;
  classId: ClassId | null;
  raceId: RaceId | null;
  iconId: number;
  minLevel: number;
  maxRank: number;
  tooltip: string;
  description: string;
  stats: TraitStat[];
  skills: string[];
  effects: ItemEffect[];
  /** Racial traits: ranks they add to virtues (spec 1 §3). */
  virtueBonuses: VirtueBonus[];
  tiers: TraitTier[];
}

/** A trait in a build's slot: rank 1 by default (virtues 1 to their maximum rank), slotIndex 0 to 4 (0 to 1 for legendary). */
export type EquippedTrait = z.output<typeof EquippedTraitSchema>;

/** Open trait slots at one level (slots at or above the count are locked). GET /trait/slots/{level}. */
export interface TraitSlots {
  level: number;
  virtue: number;
  racial: number;
  class: number;
  legendary: number;
}

// ------------------------------------------------------------------------------------------------ characters

/** One rank of a class combat characteristic; a character gets every rank up to its level. */
export interface CombatCharacteristicRank {
  id: number;
  classId: ClassId;
  rank: number;
  name: string;
  requiredLevel: number;
  costCopper: number;
  stat: CombatCharacteristicStat;
  /** Percentage points (0.5 = 0.5 %). */
  value: number;
  /** The rank name in the request's language. */
  localizedName?: string;
}

/** A class trait as the class info lists it (spec 1 §3: classTraits with traitName and minLevel). */
export interface ClassTraitInfo {
  traitId: number;
  traitName: string;
  /** The trait's name in the request's language. */
  localizedTraitName?: string;
  minLevel: number;
}

export interface ClassInfo {
  id: ClassId;
  name: string;
  /** The name in the request's language. */
  localizedName?: string;
  description: string;
  allowedRaces: RaceId[];
  armourTypes: ArmourType[];
  weaponTypes: string[];
  primaryStats: StatName[];
  dualWield: DualWieldRule;
  /** Level from which dual wielding is allowed when it depends on the level or a trait. */
  dualWieldMinLevel: number | null;
  iconId: number;
  combatCharacteristics: CombatCharacteristicRank[];
  classTraits: ClassTraitInfo[];
}

/** A virtue rank bonus a racial trait of the race gives. */
export interface RaceVirtueBonus {
  /** The racial trait giving it. */
  traitId: number;
  traitName?: string;
  virtueId: number;
  virtueName?: string;
  ranks: number;
}

export interface RaceInfo {
  id: RaceId;
  name: string;
  /** The name in the request's language. */
  localizedName?: string;
  description: string;
  allowedClasses: ClassId[];
  startZoneId: number;
  iconId: number;
  virtueRankBonuses: RaceVirtueBonus[];
}

/** Base stats of a class at a level; regeneration per minute. GET /api/character/stats/{class}/{level}. */
export interface BaseStats {
  classId: ClassId;
  level: number;
  morale: number;
  power: number;
  might: number;
  agility: number;
  vitality: number;
  will: number;
  fate: number;
  armour: number;
  inCombatMoraleRegen: number;
  outOfCombatMoraleRegen: number;
  inCombatPowerRegen: number;
  outOfCombatPowerRegen: number;
}

/** A value table stats scale with: by trait rank or by item level (points[i] is index i + 1). */
export interface Progression {
  id: number;
  name: string;
  indexedBy: ProgressionIndex;
  /** Points are fractions (× 100 for display). */
  isPercentage: boolean;
  points: number[];
}

/** GET /progression: keyed by progression id. */
export type ProgressionMap = Record<string, Progression>;

// ------------------------------------------------------------------------------------------------ buffs

export const FOOD_BUFF_AMOUNTS = [24, 41] as const;
export type FoodBuffAmount = (typeof FOOD_BUFF_AMOUNTS)[number];

export type FoodBuff = z.output<typeof FoodBuffSchema>;
export type Buffs = z.output<typeof BuffsSchema>;

export const DEFAULT_BUFFS: Buffs = { idomeActive: false, foodBuff: { active: false, stat: null, amount: 24 } };

// ------------------------------------------------------------------------------------------------ formulas

export const FORMULA_CONFIG_VERSION = '3.0.0';

/** The stats with formulas (spec 1 §3), in the formula editor's order. */
export const FORMULA_STAT_KEYS = [
  'meleeCrit', 'rangedCrit', 'tacticalCrit', 'block', 'evade', 'parry',
  'fireMitigation', 'commonMitigation', 'shadowMitigation',
  'fearResistance', 'woundResistance', 'diseaseResistance', 'poisonResistance',
  'icmr', 'ocmr', 'icpr', 'ocpr',
] as const;
export type FormulaStatKey = (typeof FORMULA_STAT_KEYS)[number];

export const FORMULA_TYPES = ['echoes_of_angmar', 'custom'] as const;
export type FormulaType = (typeof FORMULA_TYPES)[number];

/** The variables a custom formula may use (spec 1 §2). */
export const FORMULA_VARIABLES = ['might', 'agility', 'vitality', 'will', 'fate', 'armour', 'level'] as const;
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number];

export interface StatFormulaConfig {
  type: FormulaType;
  description: string;
  customFormula?: string;
}

/** The formula choice of one stat as a calculation needs it. */
export type StatFormulaSetting = Pick<StatFormulaConfig, 'type' | 'customFormula'>;

/** Formula configuration of one class (browser storage, Export/Import). */
export interface FormulaConfig {
  version: typeof FORMULA_CONFIG_VERSION;
  /** ISO date-time. */
  lastModified: string;
  className: ClassId;
  formulas: Record<FormulaStatKey, StatFormulaConfig>;
}

/** The Export/Import file of the formula editor: every class's configuration. */
export type FormulaConfigSet = Partial<Record<ClassId, FormulaConfig>>;

// ------------------------------------------------------------------------------------------------ calculation

/** Slot to item id (null or absent: empty). */
export type EquipmentIds = Partial<Record<EquipmentSlot, number | null>>;


/**
 * POST /api/character/calculate answer: every stat code. MORALE, POWER and the primary stats are × 100
 * (the client divides by 100 and floors); ICPR, OCPR, ICMR, OCMR are per minute × 100 (the client divides
 * by 100); percentages are percentage points (12.6 = 12.6 %); ARMOUR and the rest are plain.
 */
export type CalculateResponse = Record<StatCode, number>;

// ------------------------------------------------------------------------------------------------ builds

export const BUILD_FILE_VERSION = '1.0';

export interface BuildCharacter {
  name: string;
  level: number;
  /** Class as shown, e.g. "Guardian" (compared case-insensitively). */
  class: string;
  race: string;
}

/** A trait in a build file's slot list. */
export interface BuildTraitRef {
  traitId: number;
  rank: number;
}

/** Trait slots by slot type: index i of a list is slotIndex i (null: empty). */
export type BuildTraits = Record<TraitSlotType, (BuildTraitRef | null)[]>;

export interface BuildData {
  name: string;
  description: string;
  character: BuildCharacter;
  /** Every one of the 19 slots: item id or null. */
  equipment: Record<EquipmentSlot, number | null>;
  traits: BuildTraits;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  language: string;
}

/** A saved build file (.json). */
export interface BuildFile {
  version: typeof BUILD_FILE_VERSION;
  build: BuildData;
}

/** The payload of a share link (#build/…): character, equipment, traits and buffs. */
export interface SharedBuild {
  version: typeof BUILD_FILE_VERSION;
  build: {
    character: BuildCharacter;
    equipment: Record<EquipmentSlot, number | null>;
    traits: BuildTraits;
    buffs: Buffs;
  };
}

/** One entry of the browser's recent-builds list. */
export interface RecentBuildEntry {
  id: string;
  name: string;
  character: Pick<BuildCharacter, 'class' | 'level' | 'race'>;
  /** ISO date-time. */
  lastLoaded: string;
  buildData: BuildFile;
}

/** Defaults of a new character (spec 1 §3). */
export const DEFAULT_CHARACTER: BuildCharacter = { name: 'New Character', level: 50, class: 'Guardian', race: 'Man' };

// ------------------------------------------------------------------------------------------------ builder service answers

/** GET /items page size of the list view, and the bulk load the client asks for (spec 1 §9). */
export const ITEMS_PAGE_SIZE = 50;
export const ITEMS_MAX_PAGE_SIZE = 50000;
/** Most ids one GET or POST /items/batch may ask for. */
export const ITEMS_BATCH_MAX_IDS = 1000;

/**
 * One page of items: GET /items?page&pageSize and every list call (search, category, slot, quality, level,
 * filter). `totalCount` counts every item matching, `items` holds page `page` (from 1) of `pageSize`.
 */
export interface ItemsPage {
  items: Item[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** GET /items/batch?ids=1,2,3 and POST /items/batch { ids }: the items found, in the order asked, and the ids not found. */
export interface ItemsBatch {
  items: Item[];
  missingIds: number[];
}


/** Sorts of the item list (spec 1 §5): name A→Z, level high→low, quality best first, type (category) A→Z. */
export const ITEM_SORTS = ['name', 'level', 'quality', 'type'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];


/** POST /items/clear-cache: the server's item caches were emptied. */
export interface ClearCacheResult {
  cleared: true;
  /** Entries removed from the shared cache (0 when it is unavailable). */
  cacheEntries: number;
}

/** GET /data/version: which game data the builder serves. */
export interface DataVersion {
  /** The data version's name, e.g. "Echoes of Angmar". */
  version: string;
  /**
   * Changes whenever the data is (re)loaded: the client's item cache key is version + fingerprint +
   * language, and the catalog's ETag derives from it.
   */
  fingerprint: string;
  details: {
    source: string;
    /** ISO date-time of the load, when known. */
    seededAt: string | null;
    manifestSha256: string | null;
    itemCount: number;
    /** Rows per table of the load. */
    counts: Record<string, number>;
  };
}

/** GET /api/character/classes: the classes to choose from. */
export interface ClassSummary {
  id: ClassId;
  name: string;
  localizedName: string;
  allowedRaces: RaceId[];
  iconId: number;
}

/** GET /api/character/races: the races to choose from. */
export interface RaceSummary {
  id: RaceId;
  name: string;
  localizedName: string;
  allowedClasses: ClassId[];
  iconId: number;
}

/** Highest virtue rank an icon is drawn for (GET /api/icons/{VIRTUE}-{rank}): maximum rank plus racial bonuses. */
export const VIRTUE_ICON_MAX_RANK = 12;

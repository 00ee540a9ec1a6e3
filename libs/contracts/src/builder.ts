// Character builder payloads (spec 1 §3, §7): game data as the builder service serves it, build files,
// shared builds, formula configurations and the stat calculation. Field names follow the dataset format
// (libs/dataset/README.md), so the service can map its rows directly; localized texts arrive resolved to
// plain strings in the request's language (`name` is English, `localizedName` the request's language).

// ------------------------------------------------------------------------------------------------ codes

/** The 19 character equipment slots (spec 1 §3), in the dataset's order. */
export const EQUIPMENT_SLOTS = [
  'head', 'shoulders', 'back', 'chest', 'gloves', 'legs', 'boots', 'mainHand', 'offHand', 'ranged',
  'necklace', 'pocket', 'ring1', 'ring2', 'bracelet1', 'bracelet2', 'earring1', 'earring2', 'craftingTool',
] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

/**
 * An item's own slot code. ring, earring and bracelet fit two equipment slots; shield goes to offHand,
 * tool to craftingTool, twoHand to mainHand (clearing offHand); mainHand may go to offHand when the class
 * may dual wield (spec 1 §5).
 */
export const ITEM_SLOT_CODES = [
  'head', 'shoulders', 'back', 'chest', 'gloves', 'legs', 'boots', 'mainHand', 'twoHand', 'offHand', 'shield',
  'ranged', 'necklace', 'pocket', 'ring', 'earring', 'bracelet', 'tool',
] as const;
export type ItemSlotCode = (typeof ITEM_SLOT_CODES)[number];

/** Stat names (spec 1 §3) plus accuracy and rangedEvadeChance, which combat characteristics use. */
export const STAT_NAMES = [
  'might', 'agility', 'vitality', 'will', 'fate', 'morale', 'power', 'armour',
  'meleeCritical', 'rangedCritical', 'tacticalCritical', 'meleeCriticalDefense', 'rangedCriticalDefense',
  'tacticalCriticalDefense', 'resistanceCry', 'resistanceDisease', 'resistanceFear', 'resistancePoison',
  'resistanceShadow', 'resistanceWound', 'commonMitigation', 'tacticalMitigation', 'fireMitigation',
  'shadowMitigation', 'blockChance', 'parryChance', 'evadeChance', 'inCombatPowerRegen', 'outOfCombatPowerRegen',
  'inCombatMoraleRegen', 'outOfCombatMoraleRegen', 'incomingHealing', 'weaponDamage', 'threatGeneration',
  'skillRecovery', 'traitCombo', 'accuracy', 'rangedEvadeChance',
] as const;
export type StatName = (typeof STAT_NAMES)[number];

/** The five primary stats (IDOME raises all five; the food buff raises one). */
export const PRIMARY_STATS = ['might', 'agility', 'vitality', 'will', 'fate'] as const;
export type PrimaryStat = (typeof PRIMARY_STATS)[number];

/** Backend stat code of each stat name (the keys of POST /api/character/calculate's answer). */
export const STAT_CODES = {
  might: 'MIGHT', agility: 'AGILITY', vitality: 'VITALITY', will: 'WILL', fate: 'FATE', morale: 'MORALE',
  power: 'POWER', armour: 'ARMOUR', meleeCritical: 'MELEE_CRIT', rangedCritical: 'RANGED_CRIT',
  tacticalCritical: 'TACTICAL_CRIT', meleeCriticalDefense: 'MELEE_CRIT_DEFENSE',
  rangedCriticalDefense: 'RANGED_CRIT_DEFENSE', tacticalCriticalDefense: 'TACTICAL_CRIT_DEFENSE',
  resistanceCry: 'RESIST_CRY', resistanceDisease: 'RESIST_DISEASE', resistanceFear: 'RESIST_FEAR',
  resistancePoison: 'RESIST_POISON', resistanceShadow: 'RESIST_SHADOW', resistanceWound: 'RESIST_WOUND',
  commonMitigation: 'COMMON_MITIGATION', tacticalMitigation: 'TACTICAL_MITIGATION', fireMitigation: 'FIRE_MITIGATION',
  shadowMitigation: 'SHADOW_MITIGATION', blockChance: 'BLOCK', parryChance: 'PARRY', evadeChance: 'EVADE',
  inCombatPowerRegen: 'ICPR', outOfCombatPowerRegen: 'OCPR', inCombatMoraleRegen: 'ICMR',
  outOfCombatMoraleRegen: 'OCMR', incomingHealing: 'INCOMING_HEALING', weaponDamage: 'WEAPON_DAMAGE',
  threatGeneration: 'THREAT', skillRecovery: 'SKILL_RECOVERY', traitCombo: 'TRAIT_COMBO', accuracy: 'ACCURACY',
  rangedEvadeChance: 'RANGED_EVADE',
} as const satisfies Record<StatName, string>;
export type StatCode = (typeof STAT_CODES)[StatName];

/**
 * Codes whose value in the calculate answer is multiplied by 100 (spec 1 §7): the client divides
 * morale, power and the primary stats by 100 and floors them, and divides regeneration by 100.
 */
export const STAT_CODES_FLOORED_BY_CLIENT = ['MORALE', 'POWER', 'MIGHT', 'AGILITY', 'VITALITY', 'WILL', 'FATE'] as const;
export const STAT_CODES_DIVIDED_BY_CLIENT = ['ICPR', 'OCPR', 'ICMR', 'OCMR'] as const;

export const CLASS_IDS = ['burglar', 'captain', 'champion', 'guardian', 'hunter', 'lore-master', 'minstrel'] as const;
export type ClassId = (typeof CLASS_IDS)[number];
export const RACE_IDS = ['man', 'elf', 'dwarf', 'hobbit'] as const;
export type RaceId = (typeof RACE_IDS)[number];

export const QUALITIES = ['common', 'uncommon', 'rare', 'incomparable', 'epic', 'legendary'] as const;
export type Quality = (typeof QUALITIES)[number];
/** The qualities that have a colour, in ascending order: "poor also has a colour" (spec 1 §3). */
export const COLOURED_QUALITIES = ['poor', ...QUALITIES] as const;
export type ColouredQuality = (typeof COLOURED_QUALITIES)[number];

/**
 * The one table of quality colours (spec 2, item tooltips): poor grey, common white, uncommon yellow, rare
 * purple, incomparable cyan, epic and legendary orange. The game's own colours, the same in both themes; the
 * builder's icons derive their frame shades from them.
 */
export const QUALITY_COLOURS: Readonly<Record<ColouredQuality, string>> = {
  poor: '#9d9d9d',
  common: '#ffffff',
  uncommon: '#f5e663',
  rare: '#b77cf2',
  incomparable: '#4fe3e8',
  epic: '#f0962e',
  legendary: '#f0962e',
};

export const TRAIT_NATURES = ['Virtue', 'Racial', 'AdditionalRacial', 'Class', 'Legendary'] as const;
export type TraitNature = (typeof TRAIT_NATURES)[number];

/** Trait slot sections of the builder: 5 virtue, 5 racial, 5 class and 2 legendary slots (spec 1 §9). */
export const TRAIT_SLOT_TYPES = ['virtue', 'racial', 'class', 'legendary'] as const;
export type TraitSlotType = (typeof TRAIT_SLOT_TYPES)[number];

export type StatOperator = 'ADD' | 'SUBTRACT';
export type DualWieldRule = 'always' | 'level' | 'trait' | 'oneHandedSwordOnly' | 'never';

// ------------------------------------------------------------------------------------------- item codes
// Shared by the data format (libs/dataset), the builder service's filters and the builder's screens.

export const ITEM_CATEGORIES = ['Armour', 'Weapon', 'Item', 'Tool', 'Material', 'Consumable', 'Food'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ARMOUR_TYPES = ['light', 'medium', 'heavy'] as const;
export type ArmourType = (typeof ARMOUR_TYPES)[number];

/** Weapon types; a type is one-handed when it contains ONE_HANDED or is DAGGER (spec 1 §5). */
export const WEAPON_TYPES = [
  'ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER',
  'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB', 'STAFF', 'SPEAR', 'HALBERD',
  'BOW', 'CROSSBOW', 'JAVELIN', 'SHIELD', 'HEAVY_SHIELD',
] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

export const DAMAGE_TYPES = ['common', 'fire', 'frost', 'light', 'shadow', 'beleriand', 'westernesse', 'ancientDwarf'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const BINDINGS = ['none', 'bindOnEquip', 'bindOnAcquire'] as const;
export type Binding = (typeof BINDINGS)[number];

export const STURDINESS = ['flimsy', 'weak', 'normal', 'tough', 'brittle', 'substantial', 'indestructible'] as const;
export type Sturdiness = (typeof STURDINESS)[number];

/** Item class codes (display name: translations "itemClass.<code>"). */
export const ITEM_CLASSES = [
  'LIGHT_ARMOUR', 'MEDIUM_ARMOUR', 'HEAVY_ARMOUR', 'CLOAK', 'SHIELD', 'HEAVY_SHIELD',
  'ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER',
  'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB', 'STAFF', 'SPEAR', 'HALBERD',
  'BOW', 'CROSSBOW', 'JAVELIN',
  'NECKLACE', 'EARRING', 'RING', 'BRACELET', 'POCKET', 'CRAFTING_TOOL',
  'ORE', 'WOOD', 'HIDE', 'CROP', 'GEM', 'SCHOLAR_RESOURCE', 'INGOT', 'BOARD', 'LEATHER', 'CLOTH', 'PROCESSED_CROP',
  'CUT_GEM', 'VENDOR_SUPPLY', 'SHARD', 'CRAFTED_COMPONENT', 'CRITICAL_INGREDIENT', 'TROPHY',
  'POTION', 'SCROLL', 'FOOD', 'TOKEN',
] as const;
export type ItemClass = (typeof ITEM_CLASSES)[number];

/** Race/class compatibility, exactly spec 1 §5. */
export const CLASS_RACES: Readonly<Record<ClassId, readonly RaceId[]>> = {
  burglar: ['hobbit', 'man'],
  captain: ['man'],
  champion: ['dwarf', 'elf', 'man'],
  guardian: ['dwarf', 'elf', 'hobbit', 'man'],
  hunter: ['dwarf', 'elf', 'hobbit', 'man'],
  'lore-master': ['elf', 'man'],
  minstrel: ['dwarf', 'elf', 'hobbit', 'man'],
};

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

/** A trait in a build's slot. */
export interface EquippedTrait {
  traitId: number;
  /** 1 by default; virtues 1 to their maximum rank. */
  rank: number;
  slotType: TraitSlotType;
  /** 0 to 4 (0 to 1 for legendary). */
  slotIndex: number;
}

/** Open trait slots at one level (slots at or above the count are locked). GET /trait/slots/{level}. */
export interface TraitSlots {
  level: number;
  virtue: number;
  racial: number;
  class: number;
  legendary: number;
}

// ------------------------------------------------------------------------------------------------ characters

export type CombatCharacteristicStat =
  | 'evadeChance' | 'parryChance' | 'blockChance' | 'accuracy' | 'meleeCritical' | 'rangedCritical' | 'tacticalCritical';

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
  indexedBy: 'rank' | 'level';
  /** Points are fractions (× 100 for display). */
  isPercentage: boolean;
  points: number[];
}

/** GET /progression: keyed by progression id. */
export type ProgressionMap = Record<string, Progression>;

// ------------------------------------------------------------------------------------------------ buffs

export const FOOD_BUFF_AMOUNTS = [24, 41] as const;
export type FoodBuffAmount = (typeof FOOD_BUFF_AMOUNTS)[number];

export interface FoodBuff {
  active: boolean;
  stat: PrimaryStat | null;
  amount: FoodBuffAmount;
}

export interface Buffs {
  idomeActive: boolean;
  foodBuff: FoodBuff;
}

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

/** POST /api/character/calculate */
export interface CalculateRequest {
  /** Class id or name, compared case-insensitively ("Guardian", "guardian", "Lore-master"). */
  className: string;
  raceName: string;
  level: number;
  equipment: EquipmentIds;
  equippedTraits: EquippedTrait[];
  buffs?: Buffs;
  /** Per-stat formula choice; absent stats use the built-in game formula. */
  formulas?: Partial<Record<FormulaStatKey, StatFormulaSetting>>;
}

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

export interface ItemsBatchRequest {
  ids: number[];
}

/** Sorts of the item list (spec 1 §5): name A→Z, level high→low, quality best first, type (category) A→Z. */
export const ITEM_SORTS = ['name', 'level', 'quality', 'type'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** Sub-slots of the Item (jewellery) category filter (spec 1 §5) → item slot codes. */
export const ITEM_SUB_SLOTS = { ring: 'ring', ear: 'earring', neck: 'necklace', wrist: 'bracelet', pocket: 'pocket' } as const satisfies Record<
  string,
  ItemSlotCode
>;
export type ItemSubSlot = keyof typeof ITEM_SUB_SLOTS;

/**
 * GET /items/filter query (spec 1 §3). levelMin/levelMax 0–50 where 0 and 50 mean no bound; slot is an item
 * slot code, an equipment slot (every item that fits it) or a sub-slot (ring, ear, neck, wrist, pocket);
 * statType with statMinValue, and statFilter1/statFilter2 written "stat" or "stat:minValue", compare the
 * stat's displayed value (percentages in percent: 2.1 for 2.1 %); effectSearch looks through effect names
 * and descriptions, the on-use skill, the description and stat description texts; searchQuery the name.
 */
export interface ItemFilterQuery {
  page?: number;
  pageSize?: number;
  levelMin?: number;
  levelMax?: number;
  category?: string;
  quality?: string;
  slot?: string;
  weaponType?: string;
  armourType?: string;
  damageType?: string;
  itemClass?: string;
  statType?: string;
  statMinValue?: number;
  statFilter1?: string;
  statFilter2?: string;
  hasCooldown?: boolean;
  effectSearch?: string;
  searchQuery?: string;
  sortBy?: ItemSort;
}

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

// The game's vocabulary: every code that more than one project uses (the API, the dataset format, the
// rules, the services, the front ends and the scripts), defined once. Each list is an `as const` array with
// its union type; the spec sections are those of ../shared/spec/1-shell-and-builder.md unless said otherwise.
// Display texts of the codes are not here: they are translations (the dataset's translations.ndjson).

// ------------------------------------------------------------------------------------------------ characters

export const CLASS_IDS = ['burglar', 'captain', 'champion', 'guardian', 'hunter', 'lore-master', 'minstrel'] as const;
export type ClassId = (typeof CLASS_IDS)[number];
export const RACE_IDS = ['man', 'elf', 'dwarf', 'hobbit'] as const;
export type RaceId = (typeof RACE_IDS)[number];

/** Race/class compatibility, exactly spec 1 §5: the races that may play each class. */
export const CLASS_RACES: Readonly<Record<ClassId, readonly RaceId[]>> = {
  burglar: ['hobbit', 'man'],
  captain: ['man'],
  champion: ['dwarf', 'elf', 'man'],
  guardian: ['dwarf', 'elf', 'hobbit', 'man'],
  hunter: ['dwarf', 'elf', 'hobbit', 'man'],
  'lore-master': ['elf', 'man'],
  minstrel: ['dwarf', 'elf', 'hobbit', 'man'],
};

/** Character levels 1 to 50 (spec 1 §9). */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 50;

/** How a class may dual wield (spec 1 §5): always, from a level, with a class trait, a 1h sword only, never. */
export const DUAL_WIELD_RULES = ['always', 'level', 'trait', 'oneHandedSwordOnly', 'never'] as const;
export type DualWieldRule = (typeof DUAL_WIELD_RULES)[number];

// ------------------------------------------------------------------------------------------------ slots

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

/** Sub-slots of the Item (jewellery) category filter (spec 1 §5) → item slot codes. */
export const ITEM_SUB_SLOTS = { ring: 'ring', ear: 'earring', neck: 'necklace', wrist: 'bracelet', pocket: 'pocket' } as const satisfies Record<
  string,
  ItemSlotCode
>;
export type ItemSubSlot = keyof typeof ITEM_SUB_SLOTS;

// ------------------------------------------------------------------------------------------------ stats

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

/**
 * Stats shown as percentages (spec 1 §5, stat display): an item or trait stores them as fractions
 * (0.021 = 2.1 %), the stat engine adds them up in percentage points.
 */
export const PERCENT_STAT_NAMES = [
  'meleeCritical', 'rangedCritical', 'tacticalCritical', 'meleeCriticalDefense', 'rangedCriticalDefense',
  'tacticalCriticalDefense', 'resistanceCry', 'resistanceDisease', 'resistanceFear', 'resistancePoison',
  'resistanceShadow', 'resistanceWound', 'commonMitigation', 'tacticalMitigation', 'fireMitigation',
  'shadowMitigation', 'blockChance', 'parryChance', 'evadeChance', 'incomingHealing', 'weaponDamage',
  'threatGeneration', 'skillRecovery', 'accuracy', 'rangedEvadeChance',
] as const satisfies readonly StatName[];
/** PERCENT_STAT_NAMES as a set, for lookups. */
export const PERCENT_STATS: ReadonlySet<StatName> = new Set<StatName>(PERCENT_STAT_NAMES);

/** The stats a class combat characteristic raises. */
export const COMBAT_CHARACTERISTIC_STATS = [
  'evadeChance', 'parryChance', 'blockChance', 'accuracy', 'meleeCritical', 'rangedCritical', 'tacticalCritical',
] as const satisfies readonly StatName[];
export type CombatCharacteristicStat = (typeof COMBAT_CHARACTERISTIC_STATS)[number];

/** How an item, set or trait stat applies (spec 1 §3: operator ADD or SUBTRACT). */
export const STAT_OPERATORS = ['ADD', 'SUBTRACT'] as const;
export type StatOperator = (typeof STAT_OPERATORS)[number];

/** What a progression's index is: a trait rank or an item level. */
export const PROGRESSION_INDEXES = ['rank', 'level'] as const;
export type ProgressionIndex = (typeof PROGRESSION_INDEXES)[number];

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

// ------------------------------------------------------------------------------------------------ traits

/** Trait natures (spec 1 §3). */
export const TRAIT_NATURES = ['Virtue', 'Racial', 'AdditionalRacial', 'Class', 'Legendary'] as const;
export type TraitNature = (typeof TRAIT_NATURES)[number];

/** Trait slot sections of the builder: 5 virtue, 5 racial, 5 class and 2 legendary slots (spec 1 §9). */
export const TRAIT_SLOT_TYPES = ['virtue', 'racial', 'class', 'legendary'] as const;
export type TraitSlotType = (typeof TRAIT_SLOT_TYPES)[number];
/** Slots of each character trait section (virtue, racial, class: indexes 0 to 4) and legendary slots (spec 1 §9). */
export const CHARACTER_TRAIT_SLOTS = 5;
export const LEGENDARY_TRAIT_SLOTS = 2;
/** The minimum level shown for virtues (spec 1 §9). */
export const VIRTUE_MIN_LEVEL = 7;

// ------------------------------------------------------------------------------------------------ items

/** Item qualities (spec 1 §3), in ascending order. */
export const QUALITIES = ['common', 'uncommon', 'rare', 'incomparable', 'epic', 'legendary'] as const;
export type Quality = (typeof QUALITIES)[number];
/** The qualities that have a colour, in ascending order: "poor also has a colour" (spec 1 §3). */
export const COLOURED_QUALITIES = ['poor', ...QUALITIES] as const;
export type ColouredQuality = (typeof COLOURED_QUALITIES)[number];

/**
 * The one table of quality colours (spec 2 §9, item tooltips): poor grey, common white, uncommon yellow, rare
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

/** Where an item comes from, with the numeric sourceType of an item drop source (spec 1 §3). */
export const SOURCE_TYPES = ['Mob', 'Container', 'Recipe', 'Quest', 'Vendor', 'Barter'] as const;
export type SourceTypeName = (typeof SOURCE_TYPES)[number];
export const SOURCE_TYPE_CODES: Readonly<Record<SourceTypeName, number>> = { Mob: 0, Container: 1, Recipe: 2, Quest: 3, Vendor: 4, Barter: 5 };

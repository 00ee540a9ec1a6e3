// Constants of the dataset format: enum codes and the spec's fixed numbers. A record field typed as one of
// these holds the code; its display text in every language is in translations.ndjson under "<group>.<code>".

// The game's codes that the API, the rules and the services share with the format (classes, races, slots,
// stats, qualities, item codes, trait natures, levels, source types, languages) are defined once in
// @eoa/contracts (src/vocabulary.ts) and imported from there; README.md lists both kinds of code lists.
import { DEFAULT_DATA_VERSION } from '@eoa/contracts';

export const FORMAT_NAME = 'eoa-dataset';
export const FORMAT_VERSION = 1;
export const DATA_VERSION = DEFAULT_DATA_VERSION;

/** Creature genera a weapon may be a slayer against (display name: translations "genus.<code>"). */
export const GENERA = ['orcKind', 'trollKind', 'wargs', 'spiders', 'undead', 'ancientEvil', 'dragonKind', 'beasts'] as const;
export type Genus = (typeof GENERA)[number];

/** The twenty virtues (spec 1 §9: a per-virtue table of 20 with maximum ranks 6 to 8). */
export const VIRTUES = [
  'Charity', 'Compassion', 'Confidence', 'Determination', 'Discipline', 'Empathy', 'Fidelity', 'Fortitude',
  'Honesty', 'Honour', 'Idealism', 'Innocence', 'Justice', 'Loyalty', 'Mercy', 'Patience', 'Tolerance', 'Valour',
  'Wisdom', 'Zeal',
] as const;

export const PROFESSION_IDS = [
  'armourer', 'cook', 'farmer', 'forester', 'jeweller', 'metalsmith', 'prospector', 'scholar', 'tailor',
  'weaponsmith', 'woodworker',
] as const;
export type ProfessionId = (typeof PROFESSION_IDS)[number];

/** Crafting tier points, proficiency / mastery (spec 2 §9). Index 0 is tier 1. */
export const TIER_POINTS: readonly { tier: number; proficiency: number; mastery: number }[] = [
  { tier: 1, proficiency: 200, mastery: 400 },
  { tier: 2, proficiency: 280, mastery: 560 },
  { tier: 3, proficiency: 360, mastery: 720 },
  { tier: 4, proficiency: 440, mastery: 880 },
  { tier: 5, proficiency: 520, mastery: 1040 },
];

export const MAP_TYPES = ['region', 'area', 'dungeon'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** The Eriador world map (spec 2 §9). */
export const WORLD_MAP_ID = 268437557;
/** The ten main zone maps, in the spec's order, with the zone each id is given to. */
export const ZONE_MAP_IDS = [268437576, 268437592, 268437603, 268437615, 268437634, 268437653, 268437678, 268437691, 268437700, 268439511] as const;
export const ZONE_KEYS = [
  'eredLuin', 'shire', 'breeLand', 'loneLands', 'northDowns', 'evendim', 'trollshaws', 'mistyMountains', 'angmar', 'forochel',
] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

export const MARKER_GROUPS = ['services', 'pointsOfInterest', 'entities', 'resources'] as const;
export type MarkerGroup = (typeof MARKER_GROUPS)[number];
/** Categories hidden until the visitor turns them on (spec 2 §9). */
export const DEFAULT_DISABLED_MARKER_CODES = [50, 71, 72, 73, 77, 78, 79] as const;
/** Categories never bundled on the composite map (spec 2 §5). */
export const NEVER_BUNDLED_MARKER_CODES = [50, 71, 72, 77, 78] as const;
export const SHARD_MARKER_CODE = 79;
export const SHARD_MARKER_TYPES = ['signature', 'elite', 'elite-master'] as const;
export type ShardMarkerType = (typeof SHARD_MARKER_TYPES)[number];
/** Client-side only: quest markers 999 and NPC markers 998 are drawn by the atlas, never stored as markers. */
export const QUEST_MARKER_CODE = 999;
export const NPC_MARKER_CODE = 998;

export const QUEST_SIZES = ['SOLO', 'SMALL_FELLOWSHIP', 'FELLOWSHIP'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];
export const QUEST_FACTIONS = ['FreePeoples', 'MonsterPlay'] as const;
export type QuestFaction = (typeof QUEST_FACTIONS)[number];
export const EXPANSION_ERAS = ['SoA', 'MoM', 'SoM', 'RoI', 'RoR', 'HD', 'U16', 'Mordor', 'Other'] as const;
export type ExpansionEra = (typeof EXPANSION_ERAS)[number];
export const REPUTATIONS = [
  'thorinsHall', 'mathomSociety', 'menOfBree', 'eglain', 'rangersOfEsteldin', 'wardensOfAnnuminas',
  'elvesOfRivendell', 'councilOfTheNorth', 'lossoth', 'eldgang', 'algraig',
] as const;
export type Reputation = (typeof REPUTATIONS)[number];

/** Default quest totals of the admin dashboard (spec 3 §9): main-zone quests + the rest. */
export const QUEST_TOTALS = { total: 3139, mainZones: 1763, other: 1376 } as const;
/** Item total of the builder (spec 1 §1). */
export const ITEM_TOTAL = 21725;

export const AGGRO_TYPES = ['friendly', 'neutral', 'aggressive'] as const;
export type AggroType = (typeof AGGRO_TYPES)[number];
export const NPC_RACES = [
  'man', 'elf', 'dwarf', 'hobbit', 'orc', 'goblin', 'uruk', 'halfOrc', 'troll', 'warg', 'wolf', 'bear', 'boar',
  'spider', 'wight', 'wraith', 'giant', 'crebain', 'dragon', 'beast', 'insect',
] as const;
export type NpcRace = (typeof NPC_RACES)[number];
export const NPC_ROLES = [
  'questGiver', 'vendor', 'trainer', 'banker', 'stableMaster', 'craftingSupplier', 'barterer', 'citizen', 'mob', 'elite', 'boss',
] as const;
export type NpcRole = (typeof NPC_ROLES)[number];

export const LOOT_INSTANCE_TYPES = ['dungeon', 'raid'] as const;

/** Copper per silver and per gold (game money: 100 copper = 1 silver, 1000 silver = 1 gold). */
export const COPPER_PER_SILVER = 100;
export const COPPER_PER_GOLD = 100000;


// Constants of the dataset format: enum codes and the spec's fixed numbers. A record field typed as one of
// these holds the code; its display text in every language is in translations.ndjson under "<group>.<code>".

// The game's codes that the API, the rules and the services share with the format (classes, races, slots,
// stats, qualities, item codes, trait natures, levels, source types, languages) are defined once in
// @eoa/contracts (src/vocabulary.ts) and imported from there, like the codes only the format's records use
// (genera, professions, NPC roles, loot instance types: src/dataset/codes.ts, beside the record schemas);
// README.md lists both kinds of code lists.
import { DEFAULT_DATA_VERSION } from '@eoa/contracts';

export const FORMAT_NAME = 'eoa-dataset';
export const FORMAT_VERSION = 1;
export const DATA_VERSION = DEFAULT_DATA_VERSION;

/** The twenty virtues (spec 1 §9: a per-virtue table of 20 with maximum ranks 6 to 8). */
export const VIRTUES = [
  'Charity', 'Compassion', 'Confidence', 'Determination', 'Discipline', 'Empathy', 'Fidelity', 'Fortitude',
  'Honesty', 'Honour', 'Idealism', 'Innocence', 'Justice', 'Loyalty', 'Mercy', 'Patience', 'Tolerance', 'Valour',
  'Wisdom', 'Zeal',
] as const;

/** Crafting tier points, proficiency / mastery (spec 2 §9). Index 0 is tier 1. */
export const TIER_POINTS: readonly { tier: number; proficiency: number; mastery: number }[] = [
  { tier: 1, proficiency: 200, mastery: 400 },
  { tier: 2, proficiency: 280, mastery: 560 },
  { tier: 3, proficiency: 360, mastery: 720 },
  { tier: 4, proficiency: 440, mastery: 880 },
  { tier: 5, proficiency: 520, mastery: 1040 },
];

// The atlas codes (map types, the world and zone map ids, marker groups and codes, quest sizes, factions, eras,
// reputations) are in @eoa/contracts (src/atlas.ts) with the rest of the shared vocabulary.

/** The zone each of the ten main zone maps (contracts' ZONE_MAP_IDS, same order) is given to. */
export const ZONE_KEYS = [
  'eredLuin', 'shire', 'breeLand', 'loneLands', 'northDowns', 'evendim', 'trollshaws', 'mistyMountains', 'angmar', 'forochel',
] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

/** Default quest totals of the admin dashboard (spec 3 §9): main-zone quests + the rest. */
export const QUEST_TOTALS = { total: 3139, mainZones: 1763, other: 1376 } as const;
/** Item total of the builder (spec 1 §1). */
export const ITEM_TOTAL = 21725;

/** Copper per silver and per gold (game money: 100 copper = 1 silver, 1000 silver = 1 gold). */
export const COPPER_PER_SILVER = 100;
export const COPPER_PER_GOLD = 100000;


// Code lists of the dataset format that the rest of the vocabulary does not use (the shared ones are in
// vocabulary.ts and atlas.ts). A record field typed as one of these holds the code; its display text in every
// language is in translations.ndjson under "<group>.<code>".

/** Creature genera a weapon may be a slayer against (display name: translations "genus.<code>"). */
export const GENERA = ['orcKind', 'trollKind', 'wargs', 'spiders', 'undead', 'ancientEvil', 'dragonKind', 'beasts'] as const;
export type Genus = (typeof GENERA)[number];

export const PROFESSION_IDS = [
  'armourer', 'cook', 'farmer', 'forester', 'jeweller', 'metalsmith', 'prospector', 'scholar', 'tailor',
  'weaponsmith', 'woodworker',
] as const;
export type ProfessionId = (typeof PROFESSION_IDS)[number];

export const NPC_ROLES = [
  'questGiver', 'vendor', 'trainer', 'banker', 'stableMaster', 'craftingSupplier', 'barterer', 'citizen', 'mob', 'elite', 'boss',
] as const;
export type NpcRole = (typeof NPC_ROLES)[number];

export const LOOT_INSTANCE_TYPES = ['dungeon', 'raid'] as const;

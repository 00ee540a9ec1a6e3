// The homepage's plain values, no schema: the shell's first page imports them (see language-codes.ts for why that
// matters). Their schemas are in homepage.ts.

/** The six tools of the homepage, in card order. */
export const TOOL_IDS = ['character-builder', 'crafting', 'quests', 'map', 'deeds', 'loot-tables'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Fallbacks the client shows when app-info cannot be loaded (spec §1, §9). */
export const DEFAULT_APP_VERSION = '0.0.11';
export const DEFAULT_DATA_VERSION = 'Echoes of Angmar';

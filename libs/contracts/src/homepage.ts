/** GET /api/homepage/app-info */
export interface AppInfo {
  appVersion: string;
  dataVersion: string;
  /** ISO date-time of the most recent settings change. */
  lastUpdated: string;
}

/** The six tools of the homepage, in card order. */
export const TOOL_IDS = ['character-builder', 'crafting', 'quests', 'map', 'deeds', 'loot-tables'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** GET /api/homepage/tools-status (one entry per tool). */
export interface ToolStatus {
  toolId: ToolId | string;
  isInDevelopment: boolean;
}

/** Fallbacks the client shows when app-info cannot be loaded (spec §1, §9). */
export const DEFAULT_APP_VERSION = '0.0.11';
export const DEFAULT_DATA_VERSION = 'Echoes of Angmar';

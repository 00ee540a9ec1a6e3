import { z } from 'zod';
import { isoDateTimeText } from './iso-date.js';

/** GET /api/homepage/app-info */
export const AppInfoSchema = z
  .object({ appVersion: z.string(), dataVersion: z.string(), lastUpdated: isoDateTimeText().meta({ description: 'the most recent settings change (ISO 8601 date-time)' }) })
  .meta({ id: 'AppInfo' });
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** The six tools of the homepage, in card order. */
export const TOOL_IDS = ['character-builder', 'crafting', 'quests', 'map', 'deeds', 'loot-tables'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** A tool's card on the homepage: whether it shows the In Development badge. */
export const ToolStatusSchema = z.object({ toolId: z.string().meta({ description: `one of ${TOOL_IDS.join(', ')}` }), isInDevelopment: z.boolean() }).meta({ id: 'ToolStatus' });
export type ToolStatus = z.infer<typeof ToolStatusSchema>;

/** GET /api/homepage/tools-status (one entry per tool). */
export const ToolStatusListSchema = z.array(ToolStatusSchema).meta({ description: 'ToolStatus[] in card order' });

/** Fallbacks the client shows when app-info cannot be loaded (spec §1, §9). */
export const DEFAULT_APP_VERSION = '0.0.11';
export const DEFAULT_DATA_VERSION = 'Echoes of Angmar';

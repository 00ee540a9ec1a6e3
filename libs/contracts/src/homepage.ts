import { z } from 'zod';
import { TOOL_IDS } from './homepage-values.js';
import { isoDateTimeText } from './iso-date.js';

/** GET /api/homepage/app-info */
export const AppInfoSchema = z
  .object({ appVersion: z.string(), dataVersion: z.string(), lastUpdated: isoDateTimeText().meta({ description: 'the most recent settings change (ISO 8601 date-time)' }) })
  .meta({ id: 'AppInfo' });
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** A tool's card on the homepage: whether it shows the In Development badge. */
export const ToolStatusSchema = z.object({ toolId: z.string().meta({ description: `one of ${TOOL_IDS.join(', ')}` }), isInDevelopment: z.boolean() }).meta({ id: 'ToolStatus' });
export type ToolStatus = z.infer<typeof ToolStatusSchema>;

/** GET /api/homepage/tools-status (one entry per tool). */
export const ToolStatusListSchema = z.array(ToolStatusSchema).meta({ description: 'ToolStatus[] in card order' });

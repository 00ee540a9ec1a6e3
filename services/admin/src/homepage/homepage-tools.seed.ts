import type { SqlRunner } from '@eoa/server-kit';
import { TOOL_IDS, type ToolId } from '@eoa/contracts';

/** Card titles of the six tools (spec: homepage). */
export const TOOL_NAMES: Record<ToolId, string> = {
  'character-builder': 'Character Builder',
  crafting: 'Crafting',
  quests: 'Quests',
  map: 'Map',
  deeds: 'Deeds',
  'loot-tables': 'Loot Tables',
};

/**
 * One row per tool in card order, none in development: deeds is a placeholder that the UI itself
 * labels Coming Soon, so it needs no badge. Existing rows (and an administrator's flags) are kept.
 */
export async function seedHomepageTools(db: SqlRunner): Promise<void> {
  for (const [index, toolId] of TOOL_IDS.entries()) {
    await db.query(
      `INSERT INTO "admin"."homepage_tools" ("tool_id", "tool_name", "is_in_development", "sort_order", "updated_by")
       VALUES ($1, $2, false, $3, 'system')
       ON CONFLICT ("tool_id") DO NOTHING`,
      [toolId, TOOL_NAMES[toolId], index + 1],
    );
  }
}

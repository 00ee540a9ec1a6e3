import type { ToolId } from '@eoa/contracts';

/** One hand-drawn icon per homepage tool (see flag-urls.ts for why `new URL(…, import.meta.url)`). */
export const TOOL_ICON_URLS: Record<ToolId, string> = {
  'character-builder': new URL('./character-builder.svg', import.meta.url).href,
  crafting: new URL('./crafting.svg', import.meta.url).href,
  quests: new URL('./quests.svg', import.meta.url).href,
  map: new URL('./map.svg', import.meta.url).href,
  deeds: new URL('./deeds.svg', import.meta.url).href,
  'loot-tables': new URL('./loot-tables.svg', import.meta.url).href,
};

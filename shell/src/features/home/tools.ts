import { TOOL_IDS, type ToolId } from '@eoa/contracts';
import { TOOL_ICON_URLS } from '../../assets/tool-icons/tool-icon-urls';

export interface HomeTool {
  id: ToolId;
  /** Where Open Tool leads; null for a tool that is not available yet (shows Coming Soon). */
  route: string | null;
  iconUrl: string;
}

const TOOL_ROUTES: Record<ToolId, string | null> = {
  'character-builder': '/character-builder',
  crafting: '/crafting',
  quests: '/map?tab=quests',
  map: '/map',
  deeds: null,
  'loot-tables': '/loot-tables',
};

/** The homepage cards, in the contract's order. */
export const HOME_TOOLS: readonly HomeTool[] = TOOL_IDS.map((id) => ({
  id,
  route: TOOL_ROUTES[id],
  iconUrl: TOOL_ICON_URLS[id],
}));

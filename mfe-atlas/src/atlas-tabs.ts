/** The sidebar tabs of Maps & Quests (public tools §2); ?tab= selects one, default maps. */
export const ATLAS_TABS = ['markers', 'maps', 'npcs', 'quests'] as const;
export type AtlasTab = (typeof ATLAS_TABS)[number];
export const DEFAULT_ATLAS_TAB: AtlasTab = 'maps';

export function parseAtlasTab(value: string | null): AtlasTab {
  return (ATLAS_TABS as readonly string[]).includes(value ?? '') ? (value as AtlasTab) : DEFAULT_ATLAS_TAB;
}

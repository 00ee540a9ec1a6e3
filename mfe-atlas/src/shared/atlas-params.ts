import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ATLAS_SEARCH_MAX_LENGTH, MAX_ID } from '@eoa/contracts';
import { withParamChanges, type ParamChanges as UiParamChanges } from '@eoa/ui';

/**
 * The Maps & Quests page's state in its URL, so every view is a link and Back/Forward walk the views: the sidebar tab
 * (spec 2 §2: ?tab=markers|maps|npcs|quests, default maps), the map or the composite "All Zones" view, the centre
 * (degrees) and zoom (scale), the selected marker, quest or NPC, the marker search, and whether the sidebar is open.
 * Bad values in a link are ignored (the default is used), never an error.
 */
export const ATLAS_PARAMS = {
  tab: 'tab',
  map: 'map',
  composite: 'all',
  latitude: 'lat',
  longitude: 'lng',
  zoom: 'z',
  marker: 'marker',
  quest: 'quest',
  npc: 'npc',
  search: 'q',
  sidebar: 'filters',
} as const;

export type AtlasParam = (typeof ATLAS_PARAMS)[keyof typeof ATLAS_PARAMS];

export const ATLAS_TABS = ['markers', 'maps', 'npcs', 'quests'] as const;
export type AtlasTab = (typeof ATLAS_TABS)[number];
export const DEFAULT_ATLAS_TAB: AtlasTab = 'maps';

export function parseAtlasTab(value: string | null): AtlasTab {
  return (ATLAS_TABS as readonly string[]).includes(value ?? '') ? (value as AtlasTab) : DEFAULT_ATLAS_TAB;
}

/** A positive integer id, or null. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A finite number within [min, max] written plainly (an optional sign, digits, an optional fraction), or null. */
export function parseNumberIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^-?\d{1,4}(\.\d{1,6})?$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Where the map looks: a centre in degrees and a zoom scale (1 = the image's own size). */
export interface MapPosition {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** The view the URL asks for. */
export interface AtlasView {
  tab: AtlasTab;
  /** The single map shown (null in the composite view or before a map is chosen). */
  mapId: number | null;
  composite: boolean;
  position: MapPosition | null;
  markerId: number | null;
  questId: number | null;
  npcId: number | null;
  search: string;
  sidebarOpen: boolean;
}

export function viewOf(params: URLSearchParams): AtlasView {
  const composite = params.get(ATLAS_PARAMS.composite) === '1';
  const latitude = parseNumberIn(params.get(ATLAS_PARAMS.latitude), -90, 90);
  const longitude = parseNumberIn(params.get(ATLAS_PARAMS.longitude), -180, 180);
  const zoom = parseNumberIn(params.get(ATLAS_PARAMS.zoom), 0.01, 100);
  return {
    tab: parseAtlasTab(params.get(ATLAS_PARAMS.tab)),
    mapId: composite ? null : parseId(params.get(ATLAS_PARAMS.map)),
    composite,
    position: latitude !== null && longitude !== null && zoom !== null ? { latitude, longitude, zoom } : null,
    markerId: parseId(params.get(ATLAS_PARAMS.marker)),
    questId: parseId(params.get(ATLAS_PARAMS.quest)),
    npcId: parseId(params.get(ATLAS_PARAMS.npc)),
    search: (params.get(ATLAS_PARAMS.search) ?? '').slice(0, ATLAS_SEARCH_MAX_LENGTH),
    sidebarOpen: params.get(ATLAS_PARAMS.sidebar) !== '0',
  };
}

/** Values to write: null or '' removes the parameter. */
export type ParamChanges = UiParamChanges<AtlasParam>;

export const withChanges: (current: URLSearchParams, changes: ParamChanges) => URLSearchParams = withParamChanges;

/** The URL's position parameters for a centre and zoom (3 decimals of a degree, 3 of the scale: short links). */
export function positionChanges(position: MapPosition | null): ParamChanges {
  if (!position) return { [ATLAS_PARAMS.latitude]: null, [ATLAS_PARAMS.longitude]: null, [ATLAS_PARAMS.zoom]: null };
  const round = (n: number) => String(Math.round(n * 1000) / 1000);
  return {
    [ATLAS_PARAMS.latitude]: round(position.latitude),
    [ATLAS_PARAMS.longitude]: round(position.longitude),
    [ATLAS_PARAMS.zoom]: round(position.zoom),
  };
}

/**
 * The page's URL state and one way to change it. `push` adds a history entry (a map, a quest, an NPC, a marker, a tab:
 * Back returns to the one before); otherwise the current entry is replaced (typing, panning and zooming). Each change
 * starts from the address as the last change left it, not as this component last rendered it: a marker selected and
 * the map's move that follows in the same moment both stay (react-router's setSearchParams would drop the first).
 */
export function useAtlasParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const view = useMemo(() => viewOf(params), [params]);
  const latest = useRef(location.search);
  useLayoutEffect(() => {
    latest.current = location.search;
  }, [location.search]);
  const update = useCallback(
    (changes: ParamChanges, { push = false, when }: { push?: boolean; when?: (current: AtlasView) => boolean } = {}) => {
      const current = new URLSearchParams(latest.current);
      if (when && !when(viewOf(current))) return;
      const search = `?${withChanges(current, changes).toString()}`;
      if (search === latest.current) return;
      latest.current = search;
      void navigate({ search }, { replace: !push });
    },
    [navigate],
  );
  return { view, update };
}

import { useCallback, useMemo } from 'react';
import { createParser, parseAsStringLiteral, useQueryStates, type Values } from 'nuqs';
import { ATLAS_SEARCH_MAX_LENGTH } from '@eoa/contracts';
import { parseAsId } from '@eoa/ui/url-state';

export const ATLAS_TABS = ['markers', 'maps', 'npcs', 'quests'] as const;
export type AtlasTab = (typeof ATLAS_TABS)[number];

/** A finite number within [min, max] written plainly (an optional sign, digits, an optional fraction). */
const parseAsNumberIn = (min: number, max: number) =>
  createParser<number>({
    parse: (value) => {
      if (!/^-?\d{1,4}(\.\d{1,6})?$/.test(value)) return null;
      const n = Number(value);
      return n >= min && n <= max ? n : null;
    },
    serialize: String,
  });

/**
 * The Maps & Quests page's state in its URL, so every view is a link and Back/Forward walk the views: the sidebar tab
 * (spec 2 §2: ?tab=markers|maps|npcs|quests, default maps, written even when it is the default), the map or the
 * composite "All Zones" view (?all=1), the centre (degrees: lat, lng) and zoom (scale: z), the selected marker, quest or
 * NPC, the marker search (q), and whether the sidebar is open (?filters=0 when closed). Bad values in a link are
 * ignored (the default is used), never an error.
 */
const ATLAS_PARAMS = {
  tab: parseAsStringLiteral(ATLAS_TABS).withDefault('maps').withOptions({ clearOnDefault: false }),
  map: parseAsId,
  composite: createParser<boolean>({ parse: (value) => (value === '1' ? true : null), serialize: () => '1' }).withDefault(false),
  latitude: parseAsNumberIn(-90, 90),
  longitude: parseAsNumberIn(-180, 180),
  zoom: parseAsNumberIn(0.01, 100),
  marker: parseAsId,
  quest: parseAsId,
  npc: parseAsId,
  search: createParser<string>({ parse: (value) => value.slice(0, ATLAS_SEARCH_MAX_LENGTH), serialize: (value) => value }).withDefault(''),
  sidebar: createParser<boolean>({ parse: (value) => value !== '0', serialize: (open) => (open ? '1' : '0') }).withDefault(true),
};

/** The parameters' names in the address where they differ from the state's. */
const URL_KEYS = { composite: 'all', latitude: 'lat', longitude: 'lng', zoom: 'z', search: 'q', sidebar: 'filters' } as const;

type AtlasState = Values<typeof ATLAS_PARAMS>;
/** Values to write: null (or the default, the tab excepted) removes the parameter. */
export type ParamChanges = Partial<{ [Key in keyof AtlasState]: AtlasState[Key] | null }>;

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

function viewOf(state: AtlasState): AtlasView {
  const { latitude, longitude, zoom } = state;
  return {
    tab: state.tab,
    mapId: state.composite ? null : state.map,
    composite: state.composite,
    position: latitude !== null && longitude !== null && zoom !== null ? { latitude, longitude, zoom } : null,
    markerId: state.marker,
    questId: state.quest,
    npcId: state.npc,
    search: state.search,
    sidebarOpen: state.sidebar,
  };
}

/** The URL's position parameters for a centre and zoom (3 decimals of a degree, 3 of the scale: short links). */
export function positionChanges(position: MapPosition | null): ParamChanges {
  if (!position) return { latitude: null, longitude: null, zoom: null };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { latitude: round(position.latitude), longitude: round(position.longitude), zoom: round(position.zoom) };
}

/** A value as the page reads it: absent is the parameter's default. */
function valueOrDefault(key: string, value: unknown): unknown {
  const parser = ATLAS_PARAMS[key as keyof AtlasState];
  return value ?? ('defaultValue' in parser ? parser.defaultValue : null);
}

/**
 * The page's URL state and one way to change it. `push` adds a history entry (a map, a quest, an NPC, a marker, a tab:
 * Back returns to the one before); otherwise the current entry is replaced (typing, panning and zooming). Each change
 * starts from the address as the last change left it, not as this component last rendered it (nuqs queues the
 * writes of a moment into one): a marker selected and the map's move that follows in the same moment both stay.
 */
export function useAtlasParams() {
  const [state, setState] = useQueryStates(ATLAS_PARAMS, { urlKeys: URL_KEYS });
  const view = useMemo(() => viewOf(state), [state]);
  const update = useCallback(
    (changes: ParamChanges, { push = false, when }: { push?: boolean; when?: (current: AtlasView) => boolean } = {}) =>
      void setState(
        (current) => {
          if (when && !when(viewOf(current))) return {};
          // A change that leaves the view as it is makes no navigation (nor a history entry).
          return Object.entries(changes).some(([key, value]) => !Object.is(valueOrDefault(key, value), valueOrDefault(key, current[key as keyof AtlasState]))) ? changes : {};
        },
        { history: push ? 'push' : 'replace' },
      ),
    [setState],
  );
  return { view, update };
}

import { create } from 'zustand';
import { ATLAS_TIMINGS } from '@eoa/game-rules';

/** A request to the map viewer to move to a position (degrees) and, when given, a zoom scale. */
export interface FocusRequest {
  longitude: number;
  latitude: number;
  /** null keeps the zoom (a list click centres the map). */
  scale: number | null;
  /** A new number per request, so the same place asked twice moves the map twice. */
  seq: number;
}

/** A quest or NPC just selected whose markers the map should move to once its details arrive (spec 2 §4). */
export interface LocateRequest {
  kind: 'quest' | 'npc';
  id: number;
}

/** Why a selection's markers could not be shown (spec 2 §8 texts), for the quest or NPC named by `key` ("quest:101"). */
export interface LocateFailure {
  key: string;
  error: 'noLocation' | 'questMap';
}

/**
 * The map's tool state that is not in the URL (spec 2 §4): the marker categories shown, the markers selected (their
 * labels shown on the map), the marker highlighted after a list click (3 s) and those flashing after a search (5 s),
 * and the viewer's next move. The sidebar features write it, the viewer reads it.
 */
export interface AtlasState {
  /** Categories the visitor chose; null = the default set (every category enabled by default). */
  enabledCategories: readonly number[] | null;
  /** While a marker search of 3+ characters is active: the categories shown instead (first those with matches). */
  searchCategories: readonly number[] | null;
  selectedMarkerIds: readonly number[];
  highlightedMarkerId: number | null;
  flashingMarkerIds: readonly number[];
  focus: FocusRequest | null;
  locate: LocateRequest | null;
  locateFailure: LocateFailure | null;
  /** Bundling of same-label markers as the visitor chose it (game-rules' shouldBundle may force it or lift it). */
  bundling: boolean;
  setEnabledCategories: (codes: readonly number[] | null) => void;
  setSearchCategories: (codes: readonly number[] | null) => void;
  /** Adds markers to the selection (already selected ones stay). */
  selectMarkers: (ids: readonly number[]) => void;
  deselectMarker: (id: number) => void;
  clearSelection: () => void;
  highlightMarker: (id: number) => void;
  flashMarkers: (ids: readonly number[]) => void;
  focusOn: (target: Omit<FocusRequest, 'seq'>) => void;
  setLocate: (request: LocateRequest | null) => void;
  setLocateFailure: (failure: LocateFailure | null) => void;
  setBundling: (on: boolean) => void;
  /** Spec 2 §4: selecting a map clears the selected markers (and the page clears quest and NPC). */
  clearForNewMap: () => void;
  /** Spec 2 §4: leaving the composite view resets the shown categories to the default set. */
  resetCategories: () => void;
}

type AtlasData = Pick<
  AtlasState,
  'enabledCategories' | 'searchCategories' | 'selectedMarkerIds' | 'highlightedMarkerId' | 'flashingMarkerIds' | 'focus' | 'locate' | 'locateFailure' | 'bundling'
>;

const INITIAL: AtlasData = {
  enabledCategories: null,
  searchCategories: null,
  selectedMarkerIds: [],
  highlightedMarkerId: null,
  flashingMarkerIds: [],
  focus: null,
  locate: null,
  locateFailure: null,
  bundling: true,
};

let highlightTimer: ReturnType<typeof setTimeout> | undefined;
let flashTimer: ReturnType<typeof setTimeout> | undefined;
let focusSeq = 0;

export const useAtlasStore = create<AtlasState>()((set) => ({
  ...INITIAL,
  setEnabledCategories: (codes) => set({ enabledCategories: codes ? [...new Set(codes)] : null }),
  setSearchCategories: (codes) => set({ searchCategories: codes ? [...new Set(codes)] : null }),
  selectMarkers: (ids) =>
    set(({ selectedMarkerIds }) => {
      const known = new Set(selectedMarkerIds);
      const added = ids.filter((id) => !known.has(id));
      return added.length ? { selectedMarkerIds: [...selectedMarkerIds, ...added] } : {};
    }),
  deselectMarker: (id) => set(({ selectedMarkerIds }) => ({ selectedMarkerIds: selectedMarkerIds.filter((m) => m !== id) })),
  clearSelection: () => set({ selectedMarkerIds: [] }),
  highlightMarker: (id) => {
    clearTimeout(highlightTimer);
    set({ highlightedMarkerId: id });
    highlightTimer = setTimeout(() => set({ highlightedMarkerId: null }), ATLAS_TIMINGS.highlightMs);
  },
  flashMarkers: (ids) => {
    clearTimeout(flashTimer);
    set({ flashingMarkerIds: [...ids] });
    flashTimer = setTimeout(() => set({ flashingMarkerIds: [] }), ATLAS_TIMINGS.searchFlashMs);
  },
  focusOn: (target) => set({ focus: { ...target, seq: ++focusSeq } }),
  setLocate: (locate) => set({ locate }),
  setLocateFailure: (locateFailure) => set({ locateFailure }),
  setBundling: (bundling) => set({ bundling }),
  clearForNewMap: () => {
    clearTimeout(highlightTimer);
    clearTimeout(flashTimer);
    set({ selectedMarkerIds: [], highlightedMarkerId: null, flashingMarkerIds: [], focus: null });
  },
  resetCategories: () => set({ enabledCategories: null, searchCategories: null }),
}));

/** A fresh store state, for tests that render the page more than once. */
export function resetAtlasStore(): void {
  clearTimeout(highlightTimer);
  clearTimeout(flashTimer);
  useAtlasStore.setState(INITIAL);
}

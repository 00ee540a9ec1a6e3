import { useMemo } from 'react';
import type { AtlasMap, MapLink, Marker, MarkerCategory } from '@eoa/contracts';
import { defaultEnabledCategories, isActiveSearch, mergeDuplicateMarkers, searchMarkers } from '@eoa/game-rules';
import { useCompositeData } from './api/get-composite';
import { useMarkerCategories } from './api/get-categories';
import { useMapLinks } from './api/get-map-links';
import { useMapMarkers } from './api/get-map-markers';
import { mapsById, useMaps } from './api/get-maps';
import type { AtlasView } from './atlas-params';
import { useAtlasStore } from './atlas-store';
import { useProgress } from './progress-store';
import { compositeFrame, singleFrame, type ViewFrame } from './view-frame';

/** What the viewer, the markers tab and the status bar show for the current view. */
export interface ViewData {
  /** Every map by id (names, boxes, types). */
  maps: ReadonlyMap<number, AtlasMap>;
  /** The single map shown, or null (composite view, none chosen, unknown id). */
  map: AtlasMap | null;
  frame: ViewFrame | null;
  /** The view's markers, every category (composite: duplicates merged). */
  markers: readonly Marker[];
  links: readonly MapLink[];
  /** Maps and markers of the view are loading. */
  loadingMaps: boolean;
  loadingMarkers: boolean;
  /** The maps list failed ("Error Loading Maps" with Retry). */
  mapsError: unknown;
  /** Markers or the composite data failed (logged; the map shows without them). */
  markersError: unknown;
  retryMaps: () => void;
}

/** The current view's maps, frame, markers and links (spec 2 §4: composite or single map). */
export function useViewData(view: Pick<AtlasView, 'composite' | 'mapId'>): ViewData {
  const mapsQuery = useMaps();
  const composite = useCompositeData(view.composite);
  const single = useMapMarkers(view.composite ? null : view.mapId);
  const linksQuery = useMapLinks(view.composite ? null : view.mapId);
  const maps = useMemo(() => mapsById(mapsQuery.data), [mapsQuery.data]);
  const map = view.mapId !== null ? (maps.get(view.mapId) ?? null) : null;

  const frame = useMemo(() => {
    if (view.composite) return composite.data ? compositeFrame(composite.data.worldBounds) : null;
    return map ? singleFrame(map) : null;
  }, [view.composite, composite.data, map]);

  const markers = useMemo(
    () => (view.composite ? mergeDuplicateMarkers(composite.data?.markers ?? []) : (single.data?.markers ?? [])),
    [view.composite, composite.data, single.data],
  );
  const links = view.composite ? (composite.data?.links ?? []) : (linksQuery.data ?? []);

  return {
    maps,
    map,
    frame,
    markers,
    links,
    loadingMaps: mapsQuery.isPending,
    loadingMarkers: view.composite ? composite.isFetching : single.isFetching,
    mapsError: mapsQuery.error ?? null,
    markersError: (view.composite ? composite.error : single.error) ?? null,
    retryMaps: () => void mapsQuery.refetch(),
  };
}

/** The markers shown after the category filters, the search and the done marks. */
export interface MarkerFilterResult {
  categories: readonly MarkerCategory[];
  /** The categories shown (during a search: those with matches, or as toggled since). */
  enabled: ReadonlySet<number>;
  /** The visitor's own choice outside a search (the default set until changed). */
  chosen: ReadonlySet<number>;
  searchActive: boolean;
  /** The markers drawn and listed. */
  visible: readonly Marker[];
  /** Markers per category among the view's markers (and the search's matches while it is active). */
  countByCategory: ReadonlyMap<number, number>;
  /** Categories of the default set that are hidden, for the status bar's filter summary. */
  hiddenCount: number;
}

/** Spec 2 §4, §5: category filters, the marker search (3+ characters switch the categories to matching ones), done marks. */
export function useMarkerFilters(markers: readonly Marker[], search: string): MarkerFilterResult {
  const categoriesQuery = useMarkerCategories();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const enabledCategories = useAtlasStore((state) => state.enabledCategories);
  const searchCategories = useAtlasStore((state) => state.searchCategories);
  const hideDone = useProgress((state) => state.hideDone);
  const doneMarkers = useProgress((state) => state.doneMarkers);

  const chosen = useMemo(
    () => (enabledCategories ? new Set(enabledCategories) : defaultEnabledCategories(categories.map((c) => c.code))),
    [enabledCategories, categories],
  );
  const searchActive = isActiveSearch(search);
  const found = useMemo(() => searchMarkers(markers, search), [markers, search]);

  return useMemo(() => {
    const enabled: ReadonlySet<number> = found ? (searchCategories ? new Set(searchCategories) : found.categories) : chosen;
    const done = hideDone ? new Set(doneMarkers) : null;
    const pool = found ? found.markers : markers;
    const visible = pool.filter((m) => enabled.has(m.categoryCode) && !(done && done.has(m.id)));
    const countByCategory = new Map<number, number>();
    for (const m of pool) countByCategory.set(m.categoryCode, (countByCategory.get(m.categoryCode) ?? 0) + 1);
    const defaults = defaultEnabledCategories(categories.map((c) => c.code));
    const hiddenCount = [...defaults].filter((code) => !enabled.has(code)).length;
    return { categories, enabled, chosen, searchActive, visible, countByCategory, hiddenCount };
  }, [found, searchCategories, chosen, hideDone, doneMarkers, markers, categories, searchActive]);
}

import { useCallback, useMemo } from 'react';
import { positionChanges, useAtlasParams, type AtlasTab, type AtlasView, type MapPosition } from './atlas-params';
import { useAtlasStore } from './atlas-store';

/** Where to look: the composite view, or one map, at a position (null: the view's initial position). */
export interface Place {
  composite: boolean;
  mapId: number | null;
  position: MapPosition | null;
}

export interface NavigateOptions {
  position?: MapPosition | null;
  /** Keep the selected quest and NPC (a quest's area buttons, an NPC's spawns); a map chosen by itself clears them. */
  keepSelection?: boolean;
}

/** Whether a place is what the viewer shows now (then the map flies there instead of changing view). */
export function isCurrentView(view: Pick<AtlasView, 'composite' | 'mapId'>, place: Pick<Place, 'composite' | 'mapId'>): boolean {
  return place.composite ? view.composite : !view.composite && view.mapId === place.mapId;
}

/**
 * The page's moves (spec 2 §4), each a new history entry: opening a map clears the selected markers, the NPC, the quest
 * markers and the quest; entering the composite view clears the single map and shows the markers tab unless the quests or
 * NPCs tab is open; leaving it resets the shown categories to the default set; selecting a quest clears the NPC and the
 * reverse, and asks the map to move to the selection's markers once its details arrive.
 */
export function useAtlasNavigation() {
  const { view, update } = useAtlasParams();
  const clearForNewMap = useAtlasStore((state) => state.clearForNewMap);
  const resetCategories = useAtlasStore((state) => state.resetCategories);
  const focusOn = useAtlasStore((state) => state.focusOn);
  const setLocate = useAtlasStore((state) => state.setLocate);

  const selectionChanges = useCallback(
    (keep: boolean) => (keep ? {} : { quest: null, npc: null }),
    [],
  );

  const openMap = useCallback(
    (mapId: number, { position = null, keepSelection = false }: NavigateOptions = {}) => {
      if (view.composite) resetCategories();
      clearForNewMap();
      if (!keepSelection) setLocate(null);
      update(
        {
          map: mapId,
          composite: null,
          marker: null,
          ...positionChanges(position),
          ...selectionChanges(keepSelection),
        },
        { push: true },
      );
    },
    [view.composite, resetCategories, clearForNewMap, setLocate, update, selectionChanges],
  );

  const enterComposite = useCallback(
    ({ position = null, keepSelection = false }: NavigateOptions = {}) => {
      clearForNewMap();
      if (!keepSelection) setLocate(null);
      const tab: AtlasTab = view.tab === 'quests' || view.tab === 'npcs' ? view.tab : 'markers';
      update(
        {
          composite: true,
          map: null,
          marker: null,
          tab: tab,
          ...positionChanges(position),
          ...selectionChanges(keepSelection),
        },
        { push: true },
      );
    },
    [clearForNewMap, setLocate, view.tab, update, selectionChanges],
  );

  /** Moves to a place keeping the selection: a fly within the current view, else that view at the position. */
  const goTo = useCallback(
    (place: Place) => {
      if (isCurrentView(view, place) && place.position) {
        focusOn({ longitude: place.position.longitude, latitude: place.position.latitude, scale: place.position.zoom });
      } else if (place.composite) {
        enterComposite({ position: place.position, keepSelection: true });
      } else if (place.mapId !== null) {
        openMap(place.mapId, { position: place.position, keepSelection: true });
      }
    },
    [view, focusOn, enterComposite, openMap],
  );

  /** Selects a quest (null: none); `tab` also opens a sidebar tab (an NPC's quest opens the quests tab). */
  const selectQuest = useCallback(
    (questId: number | null, tab?: AtlasTab) => {
      setLocate(questId === null ? null : { kind: 'quest', id: questId });
      update(
        { quest: questId, npc: null, marker: null, ...(tab ? { tab: tab } : {}) },
        { push: true },
      );
    },
    [setLocate, update],
  );

  /** Selects an NPC (null: none); `tab` also opens a sidebar tab (a quest's bestower opens the NPCs tab). */
  const selectNpc = useCallback(
    (npcId: number | null, tab?: AtlasTab) => {
      setLocate(npcId === null ? null : { kind: 'npc', id: npcId });
      update(
        { npc: npcId, quest: null, marker: null, ...(tab ? { tab: tab } : {}) },
        { push: true },
      );
    },
    [setLocate, update],
  );

  const selectTab = useCallback(
    (tab: AtlasTab) => update({ tab: tab, sidebar: null }, { push: true }),
    [update],
  );

  const setMarker = useCallback((markerId: number | null) => update({ marker: markerId }, { push: markerId !== null }), [update]);

  const setSidebarOpen = useCallback((open: boolean) => update({ sidebar: open }), [update]);

  const setSearch = useCallback((text: string) => update({ search: text }), [update]);

  /**
   * Writes where a map looks. `shown` is the view that map shows: a late move of a map being replaced (another map was
   * just opened) must not write its position over the new view's.
   */
  const setPosition = useCallback(
    (position: MapPosition, shown: Pick<Place, 'composite' | 'mapId'>) => update(positionChanges(position), { when: (current) => isCurrentView(current, shown) }),
    [update],
  );

  return useMemo(
    () => ({ view, openMap, enterComposite, goTo, selectQuest, selectNpc, selectTab, setMarker, setSidebarOpen, setSearch, setPosition }),
    [view, openMap, enterComposite, goTo, selectQuest, selectNpc, selectTab, setMarker, setSidebarOpen, setSearch, setPosition],
  );
}

export type AtlasNavigation = ReturnType<typeof useAtlasNavigation>;

import { useEffect } from 'react';
import type { AtlasMap, LonLat } from '@eoa/contracts';
import { COMPOSITE_ZOOM, liesInMainZones, SINGLE_MAP_ZOOM } from '@eoa/game-rules';
import { useNpcDetail } from './api/get-npc';
import { useQuestDetail } from './api/get-quest';
import { useAtlasStore, type LocateFailure } from './atlas-store';
import type { AtlasNavigation } from './use-atlas-navigation';

/** Why a selection's markers could not be shown (spec 2 §8 texts). */
export type LocateError = LocateFailure['error'];

interface Located extends LonLat {
  mapId: number;
}

/** The middle of some positions (their box's centre). */
export function centreOf(points: readonly LonLat[]): LonLat {
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  return { longitude: (Math.min(...lons) + Math.max(...lons)) / 2, latitude: (Math.min(...lats) + Math.max(...lats)) / 2 };
}

/**
 * Spec 2 §4: once a selected quest's (or NPC's) details arrive, the map moves to its markers — the composite view when
 * they all lie on the ten main zone maps (centred on them at the centring zoom), else the primary map (the quest's map,
 * or the first spawn's) at its initial zoom, centred on the markers that lie on it. Returns the error to show when the
 * place cannot be found.
 */
export function useLocateSelection(nav: AtlasNavigation, maps: ReadonlyMap<number, AtlasMap>, mapsLoaded: boolean): LocateError | null {
  const locate = useAtlasStore((state) => state.locate);
  const setLocate = useAtlasStore((state) => state.setLocate);
  const quest = useQuestDetail(locate?.kind === 'quest' ? locate.id : null);
  const npc = useNpcDetail(locate?.kind === 'npc' ? locate.id : null);
  const failure = useAtlasStore((state) => state.locateFailure);
  const setFailure = useAtlasStore((state) => state.setLocateFailure);

  useEffect(() => {
    if (!locate || !mapsLoaded) return;
    const detail = locate.kind === 'quest' ? quest.data : npc.data;
    if (!detail) return;
    const key = `${locate.kind}:${locate.id}`;
    const points: Located[] = locate.kind === 'quest' ? (quest.data?.markers ?? []) : (npc.data?.markers ?? []);
    setLocate(null);
    if (points.length === 0) {
      setFailure(locate.kind === 'quest' && quest.data?.hasMarkers ? { key, error: 'noLocation' } : null);
      return;
    }
    const mapIds = [...new Set(points.map((p) => p.mapId))];
    if (liesInMainZones(mapIds)) {
      setFailure(null);
      nav.enterComposite({ position: { ...centreOf(points), zoom: COMPOSITE_ZOOM.centre }, keepSelection: true });
      return;
    }
    const primary = locate.kind === 'quest' ? (quest.data?.mapId ?? mapIds[0]!) : mapIds[0]!;
    if (!maps.has(primary)) {
      setFailure({ key, error: 'questMap' });
      return;
    }
    setFailure(null);
    const onMap = points.filter((p) => p.mapId === primary);
    nav.openMap(primary, { position: { ...centreOf(onMap.length ? onMap : points), zoom: SINGLE_MAP_ZOOM.initial }, keepSelection: true });
  }, [locate, mapsLoaded, quest.data, npc.data, maps, nav, setLocate, setFailure]);

  const current = nav.view.questId !== null ? `quest:${nav.view.questId}` : nav.view.npcId !== null ? `npc:${nav.view.npcId}` : null;
  return failure && failure.key === current ? failure.error : null;
}

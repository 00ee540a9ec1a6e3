import type { AtlasMap, LonLat } from '@eoa/contracts';
import { COMPOSITE_ZOOM, selectionZoom } from '@eoa/game-rules';
import type { AtlasView } from './atlas-params';
import type { Place } from './use-atlas-navigation';
import { clampScale, zoomRangeOf } from './zoom';

/** Something on a map: a quest marker, an NPC's spawn, a marker. */
export interface MapPoint extends LonLat {
  mapId: number;
}

/**
 * Where to show a point (spec 2 §4): in the view shown when it is there (the composite view shows the zones and their
 * areas, not dungeons; a single map shows its own points), else on the point's own map — zoomed as a selected marker
 * is (1.5 on a main region map, 0.5 otherwise; in the composite view, made of main region maps, its largest zoom 1.2).
 */
export function placeOfPoint(point: MapPoint, view: Pick<AtlasView, 'composite' | 'mapId'>, maps: ReadonlyMap<number, AtlasMap>): Place {
  const pointMap = maps.get(point.mapId);
  if (view.composite && pointMap && pointMap.type !== 'dungeon' && pointMap.zoneId !== null) {
    // The composite view stitches main region maps: a point is zoomed to as on one of them (within the view's range).
    return { composite: true, mapId: null, position: { ...point, zoom: clampScale(selectionZoom(true), COMPOSITE_ZOOM) } };
  }
  const mapId = !view.composite && view.mapId === point.mapId ? view.mapId : point.mapId;
  const zoom = clampScale(selectionZoom(Boolean(maps.get(mapId)?.isMainRegionMap)), zoomRangeOf(false));
  return { composite: false, mapId, position: { longitude: point.longitude, latitude: point.latitude, zoom } };
}

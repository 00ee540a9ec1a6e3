// What the map images are drawn from: the maps of the atlas schema with their boxes, the places that give the
// land its names (settlements, landmarks, camps, dungeon entrances) and what lies inside each dungeon. Plain data,
// so the drawing is a pure function of it (and testable without a database).

import type { Localized } from '@eoa/contracts';

/** A box in degrees: longitude grows eastwards, latitude northwards (min = the south-west corner). */
export interface GeoBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface GeoMap {
  id: number;
  name: Localized;
  /** region (the world map and the zones), area or dungeon. */
  type: string;
  parentId: number | null;
  zoneId: number | null;
  isInstance: boolean;
  box: GeoBox;
}

/** A marker that shapes the drawing: a settlement (21), landmark (20), camp (22), entrance (23, 24), or anything inside a dungeon. */
export interface GeoPlace {
  mapId: number;
  code: number;
  label: Localized;
  longitude: number;
  latitude: number;
}

/** A map link (the exit of a dungeon is its hall). */
export interface GeoLink {
  parentId: number;
  targetId: number;
  longitude: number;
  latitude: number;
}

export interface WorldGeography {
  maps: GeoMap[];
  places: GeoPlace[];
  links: GeoLink[];
}

/** Marker categories the map images use: settlements, landmarks, camps and entrances (the rest is the page's). */
export const PLACE_CODES = { landmark: 20, settlement: 21, camp: 22, dungeon: 23, instance: 24 } as const;

export type MapRole = 'world' | 'zone' | 'area' | 'dungeon';

/** The world map is the region without a parent; the zones are the regions under it. */
export function mapRole(map: GeoMap): MapRole {
  if (map.type === 'dungeon') return 'dungeon';
  if (map.type === 'area') return 'area';
  return map.parentId === null ? 'world' : 'zone';
}

/** The zone maps (the regions under the world map), by id. */
export function zoneMaps(world: WorldGeography): GeoMap[] {
  return world.maps.filter((m) => mapRole(m) === 'zone').sort((a, b) => a.id - b.id);
}

/** The box around every map that is not a dungeon (the world the terrain covers). */
export function worldBox(world: WorldGeography): GeoBox {
  const land = world.maps.filter((m) => m.type !== 'dungeon');
  const maps = land.length > 0 ? land : world.maps;
  return {
    minLon: Math.min(...maps.map((m) => m.box.minLon)),
    minLat: Math.min(...maps.map((m) => m.box.minLat)),
    maxLon: Math.max(...maps.map((m) => m.box.maxLon)),
    maxLat: Math.max(...maps.map((m) => m.box.maxLat)),
  };
}

/** Distance in degrees from a point to a box (0 inside). */
export function distanceToBox(box: GeoBox, lon: number, lat: number): number {
  const dx = Math.max(box.minLon - lon, 0, lon - box.maxLon);
  const dy = Math.max(box.minLat - lat, 0, lat - box.maxLat);
  return Math.hypot(dx, dy);
}

/** Distance in degrees from a point inside a box to its nearest edge (0 outside). */
export function depthInBox(box: GeoBox, lon: number, lat: number): number {
  return Math.max(0, Math.min(lon - box.minLon, box.maxLon - lon, lat - box.minLat, box.maxLat - lat));
}

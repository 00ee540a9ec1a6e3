import type { AtlasMap, BoundingBox, LonLat, WorldBounds } from '@eoa/contracts';
import { boxContains, compositeSize, fromCompositePixel, fromMapPixel, toCompositePixel, toMapPixel } from '@eoa/game-rules';

/**
 * The plane the map viewer draws on: "world pixels" at scale 1 (the single map's image pixels, or the composite's
 * 75 px per degree), north up, x to the east and y to the south from the top-left corner. Markers, links and the
 * cursor go through it both ways (the maths is @eoa/game-rules').
 */
export interface ViewFrame {
  kind: 'single' | 'composite';
  /** The single map's id; null in the composite view. */
  mapId: number | null;
  width: number;
  height: number;
  box: BoundingBox;
  toWorld(longitude: number, latitude: number): { x: number; y: number };
  toLonLat(x: number, y: number): LonLat;
  /** Whether a position in degrees lies on the frame (its box). */
  contains(longitude: number, latitude: number): boolean;
}

/** One map: its image spans its bounding box (imageWidth × imageHeight pixels, north up). */
export function singleFrame(map: AtlasMap): ViewFrame {
  const { boundingBox: box, imageWidth: width, imageHeight: height } = map;
  return {
    kind: 'single',
    mapId: map.id,
    width,
    height,
    box,
    toWorld: (longitude, latitude) => toMapPixel(box, longitude, latitude, width, height),
    toLonLat: (x, y) => fromMapPixel(box, x, y, width, height),
    contains: (longitude, latitude) => boxContains(box, longitude, latitude),
  };
}

/** The composite view: the world bounds at 75 px per degree. */
export function compositeFrame(bounds: WorldBounds): ViewFrame {
  const box: BoundingBox = { min: { longitude: bounds.minLon, latitude: bounds.minLat }, max: { longitude: bounds.maxLon, latitude: bounds.maxLat } };
  const { width, height } = compositeSize(bounds);
  return {
    kind: 'composite',
    mapId: null,
    width,
    height,
    box,
    toWorld: (longitude, latitude) => toCompositePixel(bounds, longitude, latitude),
    toLonLat: (x, y) => fromCompositePixel(bounds, x, y),
    contains: (longitude, latitude) => boxContains(box, longitude, latitude),
  };
}

// Map coordinate maths (spec 2 §2, §9): degrees as the game's map shows them (west and south negative), the game's
// coordinates, pixels on one map's image and on the composite view, the N/S E/W readout and the game's location text.
import type { BoundingBox, LonLat, WorldBounds } from '@eoa/contracts';
import { COMPOSITE_PIXELS_PER_DEGREE } from './constants.js';

/**
 * Game coordinates are a fixed linear transform of the degrees (the dataset format's "Coordinates"):
 * gameX = (longitude + 120) × 200, gameY = (latitude + 45) × 200.
 */
export const GAME_UNITS_PER_DEGREE = 200;
export const GAME_ORIGIN = { longitude: -120, latitude: -45 } as const;

export interface GamePoint {
  gameX: number;
  gameY: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

/** Rounded to `decimals`, halves away from zero (so south and north, west and east round alike). */
const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
};

/** Degrees → game coordinates, rounded to 0.1 as the data stores them. */
export function toGameCoordinates(longitude: number, latitude: number): GamePoint {
  return {
    gameX: round((longitude - GAME_ORIGIN.longitude) * GAME_UNITS_PER_DEGREE, 1),
    gameY: round((latitude - GAME_ORIGIN.latitude) * GAME_UNITS_PER_DEGREE, 1),
  };
}

/** Game coordinates → degrees. */
export function fromGameCoordinates(gameX: number, gameY: number): LonLat {
  return { longitude: gameX / GAME_UNITS_PER_DEGREE + GAME_ORIGIN.longitude, latitude: gameY / GAME_UNITS_PER_DEGREE + GAME_ORIGIN.latitude };
}

/**
 * One axis as the game writes it: the absolute value with `decimals` decimals and the hemisphere letter. A value that
 * rounds to zero is written without a sign's letter change ("0.00N", "0.00E"), never "0.00S".
 */
function axis(value: number, decimals: number, negative: string, positive: string): string {
  const rounded = round(value, decimals);
  return `${Math.abs(rounded).toFixed(decimals)}${rounded < 0 ? negative : positive}`;
}

/** The viewer's live readout (spec 2 §2): N/S and E/W with 2 decimals, latitude first — "29.40S, 52.50W". */
export function formatCoordinateReadout(longitude: number, latitude: number): string {
  return `${axis(latitude, 2, 'S', 'N')}, ${axis(longitude, 2, 'W', 'E')}`;
}

/**
 * The location as the game writes it (its map tooltips and the ";loc" chat alias): one decimal, latitude first —
 * "28.2S, 92.1W". What "copy location" puts on the clipboard.
 */
export function formatGameLocation(longitude: number, latitude: number): string {
  return `${axis(latitude, 1, 'S', 'N')}, ${axis(longitude, 1, 'W', 'E')}`;
}

/**
 * Reads a location typed or pasted in the game's form ("28.2S, 92.1W", "28.2s 92.1w", "92.1W 28.2S"): the latitude
 * and the longitude with their letters, in either order; null for anything else.
 */
export function parseGameLocation(text: string): LonLat | null {
  const parts = [...text.trim().matchAll(/(\d{1,3}(?:\.\d+)?)\s*([NSEW])/giu)];
  if (parts.length !== 2) return null;
  const rest = text.replace(/(\d{1,3}(?:\.\d+)?)\s*([NSEW])/giu, '').replace(/[\s,;]/g, '');
  if (rest !== '') return null;
  let longitude: number | undefined;
  let latitude: number | undefined;
  for (const [, number, letter] of parts) {
    const upper = letter!.toUpperCase();
    const value = Number(number);
    if (upper === 'N' || upper === 'S') {
      if (latitude !== undefined || value > 90) return null;
      latitude = upper === 'S' ? -value : value;
    } else {
      if (longitude !== undefined || value > 180) return null;
      longitude = upper === 'W' ? -value : value;
    }
  }
  return longitude === undefined || latitude === undefined ? null : { longitude, latitude };
}

/** A position on a map image of width × height pixels spanning the box, north up. */
export function toMapPixel(box: BoundingBox, longitude: number, latitude: number, width: number, height: number): PixelPoint {
  return {
    x: ((longitude - box.min.longitude) / (box.max.longitude - box.min.longitude)) * width,
    y: ((box.max.latitude - latitude) / (box.max.latitude - box.min.latitude)) * height,
  };
}

/** A pixel of a map image back to degrees. */
export function fromMapPixel(box: BoundingBox, x: number, y: number, width: number, height: number): LonLat {
  return {
    longitude: box.min.longitude + (x / width) * (box.max.longitude - box.min.longitude),
    latitude: box.max.latitude - (y / height) * (box.max.latitude - box.min.latitude),
  };
}

/** The composite view's bounds: the min and max of the maps' boxes (spec 2 §7). */
export function worldBoundsOf(boxes: readonly BoundingBox[]): WorldBounds {
  if (boxes.length === 0) throw new RangeError('worldBoundsOf needs at least one box');
  return {
    minLon: Math.min(...boxes.map((b) => b.min.longitude)),
    maxLon: Math.max(...boxes.map((b) => b.max.longitude)),
    minLat: Math.min(...boxes.map((b) => b.min.latitude)),
    maxLat: Math.max(...boxes.map((b) => b.max.latitude)),
  };
}

/** The composite canvas's size in pixels at zoom 1 (75 px per degree). */
export function compositeSize(bounds: WorldBounds): { width: number; height: number } {
  return { width: (bounds.maxLon - bounds.minLon) * COMPOSITE_PIXELS_PER_DEGREE, height: (bounds.maxLat - bounds.minLat) * COMPOSITE_PIXELS_PER_DEGREE };
}

/** Degrees → composite pixels at `zoom`: the bounds' north-west corner is (0, 0), 75 px per degree at zoom 1. */
export function toCompositePixel(bounds: WorldBounds, longitude: number, latitude: number, zoom = 1): PixelPoint {
  return {
    x: (longitude - bounds.minLon) * COMPOSITE_PIXELS_PER_DEGREE * zoom,
    y: (bounds.maxLat - latitude) * COMPOSITE_PIXELS_PER_DEGREE * zoom,
  };
}

/** Composite pixels at `zoom` → degrees. */
export function fromCompositePixel(bounds: WorldBounds, x: number, y: number, zoom = 1): LonLat {
  return {
    longitude: bounds.minLon + x / (COMPOSITE_PIXELS_PER_DEGREE * zoom),
    latitude: bounds.maxLat - y / (COMPOSITE_PIXELS_PER_DEGREE * zoom),
  };
}

/** Whether a position lies in a box (edges included). */
export function boxContains(box: BoundingBox, longitude: number, latitude: number): boolean {
  return longitude >= box.min.longitude && longitude <= box.max.longitude && latitude >= box.min.latitude && latitude <= box.max.latitude;
}

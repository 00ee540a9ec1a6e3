import type { AtlasMap, BoundingBox, MapCalibration, WorldBounds } from '@eoa/contracts';
import {
  COMPOSITE_PIXELS_PER_DEGREE,
  calibratedPosition,
  compositeSize,
  fromGameCoordinates,
  isIdentityCalibration,
  toCompositePixel,
  worldBoundsOf,
} from '@eoa/game-rules';

/** The viewer's zoom range and reset (spec 3 §9). */
export const COMPOSITE_ZOOM = { min: 0.1, max: 1.2, reset: 0.7 } as const;

/**
 * The admin viewer lays the composite out at 17 px per degree (the public atlas' composite uses 75, the images' own
 * resolution). With the zoom range of §9 (0.1–1.2, reset 0.7) that makes the ten zones (128° × 72°) fit whole in the
 * viewer of a 1280×720 screen at any zoom up to 0.3, while the reset shows their middle at a size where the zones and
 * their calibration boxes read; at 75 px per degree even 0.1 did not show them all.
 */
export const VIEWER_PIXELS_PER_DEGREE = 17;
const LAYOUT_SCALE = VIEWER_PIXELS_PER_DEGREE / COMPOSITE_PIXELS_PER_DEGREE;

/** A rectangle in composite pixels at zoom 1 (17 px per degree, the zones' bounds' north-west corner at 0, 0). */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The zones' bounds: the smallest box holding every loaded zone map. */
export function compositeBounds(maps: readonly AtlasMap[]): WorldBounds | null {
  return maps.length === 0 ? null : worldBoundsOf(maps.map((map) => map.boundingBox));
}

/** The composite's size in pixels at zoom 1. */
export function layoutSize(bounds: WorldBounds): { width: number; height: number } {
  const size = compositeSize(bounds);
  return { width: size.width * LAYOUT_SCALE, height: size.height * LAYOUT_SCALE };
}

/** Where a box (in degrees) lies on the composite, north up. */
export function rectOfBox(bounds: WorldBounds, box: BoundingBox): PixelRect {
  const northWest = toCompositePixel(bounds, box.min.longitude, box.max.latitude, LAYOUT_SCALE);
  const southEast = toCompositePixel(bounds, box.max.longitude, box.min.latitude, LAYOUT_SCALE);
  return { x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y };
}

/** A calibration's box in game coordinates as degrees. */
export function calibrationBox(calibration: MapCalibration): BoundingBox {
  return {
    min: fromGameCoordinates(Math.min(calibration.gameMinX, calibration.gameMaxX), Math.min(calibration.gameMinY, calibration.gameMaxY)),
    max: fromGameCoordinates(Math.max(calibration.gameMinX, calibration.gameMaxX), Math.max(calibration.gameMinY, calibration.gameMaxY)),
  };
}

/**
 * What a calibration does, drawn over the maps: `source` is the part of the game its box names; `drawn` is where
 * game-rules' calibratedPosition puts that part (the zone map's box, scaled about its centre and offset). For the
 * seeded calibration both are the map's own box and `drawn` is null: markers stay where the game says.
 */
export interface CalibrationOutline {
  calibrationId: number;
  zoneName: string;
  mapId: number;
  source: PixelRect;
  drawn: PixelRect | null;
}

export function calibrationOutline(bounds: WorldBounds, calibration: MapCalibration, mapBox: BoundingBox | undefined): CalibrationOutline {
  const box = calibrationBox(calibration);
  const outline = { calibrationId: calibration.id, zoneName: calibration.zoneName, mapId: calibration.mapId, source: rectOfBox(bounds, box) };
  if (!mapBox || isIdentityCalibration(calibration, mapBox)) return { ...outline, drawn: null };
  const corners = [
    calibratedPosition({ gameX: calibration.gameMinX, gameY: calibration.gameMinY }, calibration, mapBox),
    calibratedPosition({ gameX: calibration.gameMaxX, gameY: calibration.gameMaxY }, calibration, mapBox),
  ];
  const drawnBox: BoundingBox = {
    min: { longitude: Math.min(...corners.map((c) => c.longitude)), latitude: Math.min(...corners.map((c) => c.latitude)) },
    max: { longitude: Math.max(...corners.map((c) => c.longitude)), latitude: Math.max(...corners.map((c) => c.latitude)) },
  };
  return { ...outline, drawn: rectOfBox(bounds, drawnBox) };
}

/** The viewer's position: a zoom and where the composite's origin sits in the viewport, in screen pixels. */
export interface ViewState {
  zoom: number;
  x: number;
  y: number;
}

/** A zoom kept within 0.1–1.2 (§9), to 3 decimals so repeated steps do not drift. */
export function clampZoom(zoom: number): number {
  const clamped = Math.min(COMPOSITE_ZOOM.max, Math.max(COMPOSITE_ZOOM.min, zoom));
  return Math.round(clamped * 1000) / 1000;
}

/** The view zoomed to `zoom` about a point of the viewport: the composite point under it stays under it. */
export function zoomAround(view: ViewState, zoom: number, anchor: { x: number; y: number }): ViewState {
  const next = clampZoom(zoom);
  const contentX = (anchor.x - view.x) / view.zoom;
  const contentY = (anchor.y - view.y) / view.zoom;
  return { zoom: next, x: anchor.x - contentX * next, y: anchor.y - contentY * next };
}

/** The view at `zoom` with the composite's centre in the viewport's centre. */
export function centredView(zoom: number, content: { width: number; height: number }, viewport: { width: number; height: number }): ViewState {
  return { zoom, x: (viewport.width - content.width * zoom) / 2, y: (viewport.height - content.height * zoom) / 2 };
}

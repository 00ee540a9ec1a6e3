import { COMPOSITE_ZOOM, SINGLE_MAP_ZOOM } from '@eoa/game-rules';

/**
 * The viewer's zoom is a scale (1 = the image's own size; spec 2 §9, numbers in @eoa/game-rules). Leaflet zooms by
 * powers of two, so the viewer runs it at zoom = log2(scale) with fractional zoom levels.
 */
export type ZoomRange = { min: number; max: number };

export function zoomRangeOf(composite: boolean): ZoomRange {
  return composite ? COMPOSITE_ZOOM : SINGLE_MAP_ZOOM;
}

export function clampScale(scale: number, range: ZoomRange): number {
  return Math.min(range.max, Math.max(range.min, scale));
}

export const scaleToZoom = (scale: number) => Math.log2(scale);
export const zoomToScale = (zoom: number) => 2 ** zoom;

/** The ease in-out curve of the zoom animation (t and the result from 0 to 1). */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

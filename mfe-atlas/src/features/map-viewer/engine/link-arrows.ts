import type { BoundingBox } from '@eoa/contracts';
import { boxContains, LINK_ARROW } from '@eoa/game-rules';
import type { ZoomRange } from '../../../shared/zoom';

/** Where a link arrow points: towards an edge it lies near, or null (a link inside the map: drawn as a round "enter" hop). */
export type ArrowDirection = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** Rotation of an arrow glyph drawn pointing north. */
export const ARROW_ROTATION: Record<ArrowDirection, number> = { n: 0, ne: 45, e: 90, se: 135, s: 180, sw: 225, w: 270, nw: 315 };

/**
 * Spec 2 §9: an arrow within 15 % of its map's edge points that way (both ways in a corner); elsewhere null. The box is
 * the map the link is drawn on.
 */
export function arrowDirection(box: BoundingBox, longitude: number, latitude: number, edge = LINK_ARROW.edgeFraction): ArrowDirection | null {
  if (!boxContains(box, longitude, latitude)) return null;
  const fx = (longitude - box.min.longitude) / (box.max.longitude - box.min.longitude);
  const fy = (box.max.latitude - latitude) / (box.max.latitude - box.min.latitude);
  const ns = fy <= edge ? 'n' : fy >= 1 - edge ? 's' : '';
  const ew = fx <= edge ? 'w' : fx >= 1 - edge ? 'e' : '';
  return ((ns + ew) || null) as ArrowDirection | null;
}

/** Spec 2 §9: arrow hop sizes 18 to 27 px, growing with the zoom over the view's range. */
export function arrowSize(scale: number, range: ZoomRange): number {
  const t = Math.min(1, Math.max(0, (scale - range.min) / (range.max - range.min)));
  return Math.round(LINK_ARROW.minHopPx + (LINK_ARROW.maxHopPx - LINK_ARROW.minHopPx) * t);
}

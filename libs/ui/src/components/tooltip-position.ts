/** Spec §9: a tooltip keeps this many pixels between itself and every edge of the viewport. */
export const TOOLTIP_VIEWPORT_MARGIN = 20;
/** Distance between the pointer and the tooltip's nearest corner. */
export const TOOLTIP_POINTER_OFFSET = 16;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Where to put a tooltip of `size` for a pointer at `pointer` in a viewport of `viewport`: below-right of the
 * pointer, flipped to the left or above when that side has no room, then clamped so that it stays at least
 * TOOLTIP_VIEWPORT_MARGIN px inside. A tooltip larger than the viewport is pinned to the top-left margin
 * (its size is capped in CSS, so this only happens in very small windows).
 */
export function placeTooltip(pointer: Point, size: Size, viewport: Size, margin = TOOLTIP_VIEWPORT_MARGIN): Point {
  const maxLeft = viewport.width - margin - size.width;
  const maxTop = viewport.height - margin - size.height;

  let left = pointer.x + TOOLTIP_POINTER_OFFSET;
  if (left > maxLeft) left = pointer.x - TOOLTIP_POINTER_OFFSET - size.width;
  let top = pointer.y + TOOLTIP_POINTER_OFFSET;
  if (top > maxTop) top = pointer.y - TOOLTIP_POINTER_OFFSET - size.height;

  return {
    x: maxLeft < margin ? margin : clamp(left, margin, maxLeft),
    y: maxTop < margin ? margin : clamp(top, margin, maxTop),
  };
}

import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { centredView, COMPOSITE_ZOOM, zoomAround, type ViewState } from '../lib/composite-layout';

/** One wheel notch zooms by 10 %; a button press by 25 %; an arrow press pans by this many screen pixels. */
const WHEEL_FACTOR = 1.1;
export const BUTTON_ZOOM_FACTOR = 1.25;
export const PAN_STEP_PX = 120;
/** A press moving less than this (spec 3 §9) is a click, not a drag. */
const DRAG_THRESHOLD_PX = 5;

interface Size {
  width: number;
  height: number;
}

interface DragStart {
  pointerId: number;
  clientX: number;
  clientY: number;
  view: ViewState;
  dragging: boolean;
}

/** The user's own view, for the composite of one size: a new set of maps starts centred again. */
interface MovedView {
  contentKey: string;
  view: ViewState;
}

const sizeOf = (element: HTMLElement): Size => ({ width: element.clientWidth, height: element.clientHeight });

/**
 * Pan and zoom of the composite viewer. Until the user moves it, the view is centred at the reset zoom (0.7, §9). A
 * press becomes a drag only once it moved 5 px (§9), so a click on a zone still clicks; a click that ends a drag is
 * swallowed. The wheel zooms about the pointer (a native listener: React's wheel listener is passive and could not keep
 * the page from scrolling).
 */
export function usePanZoom(content: Size | null) {
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [moved, setMoved] = useState<MovedView | null>(null);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragStart | null>(null);
  const swallowClick = useRef(false);

  const contentKey = content ? `${content.width}x${content.height}` : '';
  const centred = content ? centredView(COMPOSITE_ZOOM.reset, content, viewport) : { zoom: COMPOSITE_ZOOM.reset, x: 0, y: 0 };
  const view = moved && moved.contentKey === contentKey ? moved.view : centred;

  // What "the view shown now" starts from, for the handlers (the wheel listener lives as long as the element).
  const baseRef = useRef({ contentKey, centred });
  useLayoutEffect(() => {
    baseRef.current = { contentKey, centred };
  });

  /** Changes the view from the one shown now. */
  const update = useCallback(
    (change: (current: ViewState) => ViewState) =>
      setMoved((previous) => {
        const base = baseRef.current;
        return { contentKey: base.contentKey, view: change(previous && previous.contentKey === base.contentKey ? previous.view : base.centred) };
      }),
    [],
  );

  /** The viewport element: its size is watched and the wheel zooms about the pointer. */
  const attachViewport = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      setViewport(sizeOf(element));
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => setViewport(sizeOf(element)));
      observer?.observe(element);
      const onWheel = (event: WheelEvent) => {
        event.preventDefault();
        const rect = element.getBoundingClientRect();
        const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
        const factor = event.deltaY < 0 ? WHEEL_FACTOR : 1 / WHEEL_FACTOR;
        update((current) => zoomAround(current, current.zoom * factor, anchor));
      };
      element.addEventListener('wheel', onWheel, { passive: false });
      return () => {
        observer?.disconnect();
        element.removeEventListener('wheel', onWheel);
      };
    },
    [update],
  );

  const zoomBy = (factor: number) =>
    update((current) => zoomAround(current, current.zoom * factor, { x: viewport.width / 2, y: viewport.height / 2 }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swallowClick.current = false;
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, clientX: event.clientX, clientY: event.clientY, view, dragging: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.clientX;
    const dy = event.clientY - start.clientY;
    if (!start.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      start.dragging = true;
      setDragging(true);
      // Captured only once it is a drag: a plain click keeps its target (the zone under the pointer).
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    update(() => ({ ...start.view, x: start.view.x + dx, y: start.view.y + dy }));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!start.dragging) return;
    swallowClick.current = true;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  /** Swallows the click a drag ends with (capture phase: before the zone's own handler). */
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  return {
    view,
    dragging,
    attachViewport,
    zoomIn: () => zoomBy(BUTTON_ZOOM_FACTOR),
    zoomOut: () => zoomBy(1 / BUTTON_ZOOM_FACTOR),
    reset: () => setMoved(null),
    panBy: (dx: number, dy: number) => update((current) => ({ ...current, x: current.x + dx, y: current.y + dy })),
    canZoomIn: view.zoom < COMPOSITE_ZOOM.max,
    canZoomOut: view.zoom > COMPOSITE_ZOOM.min,
    handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onClickCapture },
  };
}

import L from 'leaflet';
import { SINGLE_MAP_ZOOM } from '@eoa/game-rules';
import { scaleToZoom, zoomToScale } from '../../../shared/zoom';

/** Wheel notches arriving within this time are applied together (as Leaflet's own wheel zoom does). */
const WHEEL_DEBOUNCE_MS = 40;

/**
 * Zoom by the wheel in the spec's steps (2 §9: ×1.1 per notch in, ×0.9 out, in both views) around the pointer. Leaflet's
 * own wheel zoom is turned off: its step depends on the wheel's pixel delta. Notches during a running zoom animation are
 * added up and applied when it ends. Returns a function that detaches the handler.
 */
export function attachWheelZoom(map: L.Map): () => void {
  const container = map.getContainer();
  let targetScale: number | null = null;
  let point: L.Point | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = () => {
    timer = undefined;
    if (targetScale === null || point === null) return;
    const zoom = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), scaleToZoom(targetScale)));
    if (Math.abs(zoom - map.getZoom()) < 1e-6) {
      targetScale = null;
      return;
    }
    map.setZoomAround(point, zoom, { animate: true });
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    if (event.deltaY === 0) return;
    const base = targetScale ?? zoomToScale(map.getZoom());
    const next = base * (event.deltaY < 0 ? SINGLE_MAP_ZOOM.wheelIn : SINGLE_MAP_ZOOM.wheelOut);
    targetScale = Math.min(zoomToScale(map.getMaxZoom()), Math.max(zoomToScale(map.getMinZoom()), next));
    point = map.mouseEventToContainerPoint(event as unknown as MouseEvent);
    clearTimeout(timer);
    timer = setTimeout(apply, WHEEL_DEBOUNCE_MS);
  };

  const onZoomEnd = () => {
    // A notch turned while an animation ran: go on to the scale asked for.
    if (targetScale !== null && Math.abs(scaleToZoom(targetScale) - map.getZoom()) > 1e-6 && timer === undefined) apply();
    else if (timer === undefined) targetScale = null;
  };

  L.DomEvent.on(container, 'wheel', onWheel as unknown as L.DomEvent.EventHandlerFn);
  map.on('zoomend', onZoomEnd);
  return () => {
    clearTimeout(timer);
    L.DomEvent.off(container, 'wheel', onWheel as unknown as L.DomEvent.EventHandlerFn);
    map.off('zoomend', onZoomEnd);
  };
}

/** Spec 2 §4: a drag counts after this many pixels of movement (Leaflet's own threshold is 3). */
export function setDragThreshold(map: L.Map, pixels: number): void {
  const draggable = (map.dragging as unknown as { _draggable?: { options: { clickTolerance: number } } })._draggable;
  if (draggable) draggable.options.clickTolerance = pixels;
}

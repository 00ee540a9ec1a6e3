import type L from 'leaflet';
import { ATLAS_TIMINGS } from '@eoa/game-rules';
import { easeInOut } from '../../../shared/zoom';

/**
 * Moves the map to a centre and zoom over 400 ms with ease in-out (spec 2 §4: Leaflet's own animations last 250 ms
 * with another curve). Each frame sets the view without Leaflet's animation. The map fires FLIGHT_START and FLIGHT_END
 * around it: meanwhile the marker canvas only slides and scales (it is redrawn once at the end) and the position is
 * written to the URL once, at the end. A press, a wheel turn or a new flight stops the running one where it is.
 * Returns a function that stops it.
 */
export const FLIGHT_START = 'atlasflightstart';
export const FLIGHT_END = 'atlasflightend';

export function flyTo(map: L.Map, center: L.LatLng, zoom: number, duration = ATLAS_TIMINGS.zoomAnimationMs): () => void {
  const from = map.getCenter();
  const fromZoom = map.getZoom();
  const toZoom = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), zoom));
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    map.setView(center, toZoom, { animate: false });
    return () => undefined;
  }
  // Interpolate the projected centre (pixels at the target zoom), so the path is straight on screen.
  const start = map.project(from, toZoom);
  const end = map.project(center, toZoom);
  const began = performance.now();
  let frame: number | null = null;
  const container = map.getContainer();
  let flying = true;
  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    if (flying) {
      flying = false;
      map.fire(FLIGHT_END);
    }
    container.removeEventListener('mousedown', stop);
    container.removeEventListener('wheel', stop);
    container.removeEventListener('touchstart', stop);
  };
  const step = (now: number) => {
    // A frame's time can be a little before the flight began (it is the frame's start): never go backwards.
    const t = Math.min(1, Math.max(0, (now - began) / duration));
    const k = easeInOut(t);
    const z = fromZoom + (toZoom - fromZoom) * k;
    const point = start.add(end.subtract(start).multiplyBy(k));
    map.setView(map.unproject(point, toZoom), z, { animate: false });
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  container.addEventListener('mousedown', stop);
  container.addEventListener('wheel', stop, { passive: true });
  container.addEventListener('touchstart', stop, { passive: true });
  map.fire(FLIGHT_START);
  frame = requestAnimationFrame(step);
  return stop;
}

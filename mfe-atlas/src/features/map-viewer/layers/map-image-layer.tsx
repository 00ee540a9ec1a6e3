import { useEffect, useRef, useState } from 'react';
import { ImageOverlay } from 'react-leaflet';
import type { LatLngBounds } from 'leaflet';

/**
 * The waits before asking again for a map picture whose load failed, in ms. The atlas draws a picture on its first ask
 * and keeps it; while it is busy drawing, the gateway answers 503 or 504, and the picture is there a little later.
 */
export const MAP_IMAGE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The URL of a retry: its `t` (a value the service ignores) changes, so no failed answer is reused. */
export function retryUrl(url: string, attempt: number): string {
  return attempt === 0 ? url : `${url}-r${attempt}`;
}

interface MapImageLayerProps {
  /** The picture's URL, ending in its `t` parameter. */
  url: string;
  bounds: LatLngBounds;
  className?: string;
}

/** A map's picture on the map, asked for again after a failed load (MAP_IMAGE_RETRY_DELAYS_MS apart). */
export function MapImageLayer({ url, bounds, className }: MapImageLayerProps) {
  const [tries, setTries] = useState({ url, attempt: 0 });
  // Another picture (a language change): its own attempts.
  if (tries.url !== url) setTries({ url, attempt: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onError = () => {
    const delay = MAP_IMAGE_RETRY_DELAYS_MS[tries.attempt];
    if (delay === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTries((current) => (current.url === url ? { url, attempt: current.attempt + 1 } : current)), delay);
  };

  // (A render that met another url is redone at once with the reset above: tries.url is this url when drawn.)
  return <ImageOverlay url={retryUrl(url, tries.attempt)} bounds={bounds} className={className} eventHandlers={{ error: onError }} />;
}

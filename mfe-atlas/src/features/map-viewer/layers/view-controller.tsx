import { useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type L from 'leaflet';
import type { LonLat } from '@eoa/contracts';
import { ATLAS_TIMINGS } from '@eoa/game-rules';
import type { MapPosition } from '../../../shared/atlas-params';
import type { FocusRequest } from '../../../shared/atlas-store';
import type { ViewFrame } from '../../../shared/view-frame';
import { scaleToZoom, zoomToScale } from '../../../shared/zoom';
import { FLIGHT_END, FLIGHT_START, flyTo } from '../engine/fly-to';
import { latLngWorld, worldLatLng } from '../engine/marker-canvas-layer';
import { attachWheelZoom, setDragThreshold } from '../engine/wheel-zoom';

interface ViewControllerProps {
  frame: ViewFrame;
  /** The position the URL asks for (Back/Forward move the map there). */
  position: MapPosition | null;
  focus: FocusRequest | null;
  onMap: (map: L.Map | null) => void;
  /** After each move or zoom: where the map looks now (written to the URL). */
  onMoved: (position: MapPosition) => void;
  onZoom: (scale: number) => void;
  onCursor: (at: LonLat | null) => void;
  /** A right click on the map: the position under the pointer (copied as the game's location). */
  onContextMenu: (at: LonLat) => void;
}

/** Positions equal as the URL writes them (3 decimals): the map's own moves coming back through the URL are not news. */
const samePosition = (a: MapPosition, b: MapPosition) =>
  Math.abs(a.latitude - b.latitude) < 2e-3 && Math.abs(a.longitude - b.longitude) < 2e-3 && Math.abs(a.zoom - b.zoom) < 2e-3;

/**
 * The glue between Leaflet and the page: the wheel's zoom steps, the 5 px drag threshold, the position reported after
 * each move (and followed when the URL changes by itself), flights to focus requests, and the pointer's position in
 * degrees for the readout.
 */
export function ViewController({ frame, position, focus, onMap, onMoved, onZoom, onCursor, onContextMenu }: ViewControllerProps) {
  const map = useMap();
  const lastReported = useRef<MapPosition | null>(position);
  const stopFlight = useRef<() => void>(() => undefined);
  const inFlight = useRef(false);
  // Set when this map goes: a flight stopped on the way out must not read the removed map.
  const disposed = useRef(false);

  const positionOfMap = (): MapPosition => {
    const world = latLngWorld(map.getCenter());
    const { longitude, latitude } = frame.toLonLat(world.x, world.y);
    return { longitude, latitude, zoom: zoomToScale(map.getZoom()) };
  };

  useEffect(() => {
    onMap(map);
    setDragThreshold(map, ATLAS_TIMINGS.dragThresholdPx);
    const detach = attachWheelZoom(map);
    onZoom(zoomToScale(map.getZoom()));
    disposed.current = false;
    return () => {
      disposed.current = true;
      detach();
      stopFlight.current();
      onMap(null);
    };
    // The map instance lives as long as this component (the viewer remounts the map for a new frame).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  const report = () => {
    if (disposed.current) return;
    const now = positionOfMap();
    if (lastReported.current && samePosition(lastReported.current, now)) return;
    lastReported.current = now;
    onMoved(now);
  };

  // The flight's own events are not in Leaflet's event map type.
  useMapEvents({
    [FLIGHT_START]: () => {
      inFlight.current = true;
    },
    [FLIGHT_END]: () => {
      inFlight.current = false;
      report();
    },
    // During a flight the position is written once, when it ends (not 24 times a second into the URL).
    moveend: () => {
      if (!inFlight.current) report();
    },
    zoom: () => onZoom(zoomToScale(map.getZoom())),
    mousemove: (event) => {
      const world = latLngWorld(event.latlng);
      onCursor(world.x >= 0 && world.y >= 0 && world.x <= frame.width && world.y <= frame.height ? frame.toLonLat(world.x, world.y) : null);
    },
    mouseout: () => onCursor(null),
    contextmenu: (event) => {
      const world = latLngWorld(event.latlng);
      onContextMenu(frame.toLonLat(world.x, world.y));
    },
  } as L.LeafletEventHandlerFnMap);

  // The URL's position changed without this map moving (Back, Forward, a link): go there.
  useEffect(() => {
    if (!position) return;
    if (lastReported.current && samePosition(lastReported.current, position)) return;
    lastReported.current = position;
    const { x, y } = frame.toWorld(position.longitude, position.latitude);
    stopFlight.current();
    map.setView(worldLatLng({ x, y }), scaleToZoom(position.zoom), { animate: false });
  }, [map, frame, position]);

  // A feature asked to look somewhere (a list click, a spawn, a search result): fly there.
  useEffect(() => {
    if (!focus) return;
    const { x, y } = frame.toWorld(focus.longitude, focus.latitude);
    stopFlight.current();
    stopFlight.current = flyTo(map, worldLatLng({ x, y }), focus.scale === null ? map.getZoom() : scaleToZoom(focus.scale));
    // Only a new request (seq) moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.seq]);

  return null;
}

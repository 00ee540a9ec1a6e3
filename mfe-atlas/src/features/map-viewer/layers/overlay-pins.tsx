import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import L from 'leaflet';
import type { ViewFrame } from '../../../shared/view-frame';
import { worldLatLng } from '../engine/marker-canvas-layer';
import { escapeHtml, nameMarker } from './html';

/** A marker drawn above the canvas as a focusable element: quest markers, NPC spawns, and selected, highlighted or flashing markers. */
export interface OverlayPin {
  key: string;
  kind: 'quest' | 'npc' | 'selected' | 'highlighted' | 'flashing';
  longitude: number;
  latitude: number;
  size: number;
  /** Accessible name and hover text. */
  title: string;
  /** Number inside a quest or spawn pin. */
  number?: number;
  /** Fill of a quest or spawn pin. */
  colour?: string;
  /** Category icon URL (selected, highlighted, flashing markers). */
  icon?: string;
  /** Text shown beside the pin (selected markers' labels). */
  label?: string;
  onClick?: () => void;
}

function iconOf(pin: OverlayPin): L.DivIcon {
  const body =
    pin.number !== undefined
      ? `<span class="atlas-pin__disc" aria-hidden="true" style="background:${pin.colour ?? ''}">${pin.number}</span>`
      : `<img class="atlas-pin__icon" src="${escapeHtml(pin.icon ?? '')}" alt="" aria-hidden="true" width="${Math.round(pin.size)}" height="${Math.round(pin.size)}"/>`;
  const label = pin.label ? `<span class="atlas-pin__label" aria-hidden="true">${escapeHtml(pin.label)}</span>` : '';
  return L.divIcon({
    className: `atlas-pin atlas-pin--${pin.kind}`,
    html: `${body}${label}`,
    iconSize: [pin.size, pin.size],
    iconAnchor: [pin.size / 2, pin.size / 2],
  });
}

const Z_ORDER: Record<OverlayPin['kind'], number> = { flashing: 1500, selected: 1600, npc: 1700, quest: 1800, highlighted: 1900 };

/** The overlay pins of the view (only those on the frame). */
export function OverlayPins({ pins, frame }: { pins: readonly OverlayPin[]; frame: ViewFrame }) {
  const placed = useMemo(
    () =>
      pins
        .filter((pin) => frame.contains(pin.longitude, pin.latitude))
        .map((pin) => ({ pin, icon: iconOf(pin), position: worldLatLng(frame.toWorld(pin.longitude, pin.latitude)) })),
    [pins, frame],
  );
  return (
    <>
      {placed.map(({ pin, icon, position }) => (
        <Marker
          key={pin.key}
          position={position}
          icon={icon}
          title={pin.title}
          alt={pin.title}
          keyboard={Boolean(pin.onClick)}
          interactive={Boolean(pin.onClick)}
          zIndexOffset={Z_ORDER[pin.kind]}
          eventHandlers={{ ...(pin.onClick ? { click: pin.onClick } : {}), add: (event) => nameMarker(event.target as L.Marker, pin.title) }}
        />
      ))}
    </>
  );
}

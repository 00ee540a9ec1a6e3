import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import L from 'leaflet';
import type { AtlasMap, MapLink } from '@eoa/contracts';
import type { ViewFrame } from '../../../shared/view-frame';
import type { ZoomRange } from '../../../shared/zoom';
import { ARROW_ROTATION, arrowDirection, arrowSize } from '../engine/link-arrows';
import { worldLatLng } from '../engine/marker-canvas-layer';
import { escapeHtml, nameMarker } from './html';

interface LinkArrowsLayerProps {
  links: readonly MapLink[];
  frame: ViewFrame;
  maps: ReadonlyMap<number, AtlasMap>;
  scale: number;
  range: ZoomRange;
  /** The accessible name of an arrow ("Go to Bree-town"). */
  labelOf: (link: MapLink) => string;
  onFollow: (link: MapLink) => void;
}

/**
 * The link arrows of the map (spec 2 §2, §9): buttons on the map (focusable, Enter follows them) that point to the edge
 * they lie near, sized 18–27 px with the zoom, named by their target.
 */
export function LinkArrowsLayer({ links, frame, maps, scale, range, labelOf, onFollow }: LinkArrowsLayerProps) {
  const size = arrowSize(scale, range);
  const arrows = useMemo(
    () =>
      links
        .filter((link) => frame.contains(link.fromLongitude, link.fromLatitude))
        .map((link) => {
          const box = maps.get(link.parentId)?.boundingBox ?? frame.box;
          const direction = arrowDirection(box, link.fromLongitude, link.fromLatitude);
          const label = labelOf(link);
          const glyph = direction
            ? `<span class="atlas-link__arrow" aria-hidden="true" style="transform: rotate(${ARROW_ROTATION[direction]}deg)">⬆</span>`
            : '<span class="atlas-link__hop" aria-hidden="true">⬇</span>';
          const icon = L.divIcon({
            className: `atlas-link${direction ? '' : ' atlas-link--hop'}`,
            html: `${glyph}<span class="atlas-link__label" aria-hidden="true">${escapeHtml(link.label || link.targetName)}</span>`,
            iconSize: [size, size],
            iconAnchor: [size / 2, size / 2],
          });
          return { link, label, icon, position: worldLatLng(frame.toWorld(link.fromLongitude, link.fromLatitude)) };
        }),
    [links, frame, maps, size, labelOf],
  );
  return (
    <>
      {arrows.map(({ link, label, icon, position }) => (
        <Marker
          key={link.id}
          position={position}
          icon={icon}
          title={label}
          alt={label}
          keyboard
          zIndexOffset={1000}
          eventHandlers={{ click: () => onFollow(link), add: (event) => nameMarker(event.target as L.Marker, label) }}
        />
      ))}
    </>
  );
}

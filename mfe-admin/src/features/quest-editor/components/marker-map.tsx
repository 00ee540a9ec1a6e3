import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MARKER_SOURCE_SPACE } from '@eoa/contracts';
import { effectiveMarkerPoint, markerKind } from '@eoa/game-rules';
import type { MarkerRow } from '../lib/quest-draft';

interface MarkerMapProps {
  mapId: number;
  mapName: string;
  markers: readonly MarkerRow[];
  selectedKey: string | null;
  /** A click on the map: the point in the 500×375 source space, to one decimal. */
  onPlace: (point: { x: number; y: number }) => void;
}

const { width: WIDTH, height: HEIGHT } = ADMIN_MARKER_SOURCE_SPACE;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The quest's map in the marker editor's 500×375 source space (spec 3 §5): the atlas map image stretched over the
 * box the coordinates span, each marker's original position hollow and its moved one filled, joined by a line. A
 * click sets the selected row's override there. Numbers stay the keyboard's way of placing a marker.
 */
export function MarkerMap({ mapId, mapName, markers, selectedKey, onPlace }: MarkerMapProps) {
  const { t } = useTranslation('admin');
  const [imageFailed, setImageFailed] = useState(false);
  const selected = markers.find((marker) => marker.key === selectedKey);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!selected) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    onPlace({ x: oneDecimal(Math.min(WIDTH, Math.max(0, x))), y: oneDecimal(Math.min(HEIGHT, Math.max(0, y))) });
  };

  return (
    <figure className="marker-map">
      <svg
        className={`marker-map__canvas${selected ? ' marker-map__canvas--placing' : ''}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('questEditor.markers.mapLabel', { map: mapName })}
        onClick={onClick}
      >
        <rect className="marker-map__ground" width={WIDTH} height={HEIGHT} />
        {imageFailed ? null : (
          <image href={`/api/maps/${mapId}/image`} width={WIDTH} height={HEIGHT} preserveAspectRatio="none" onError={() => setImageFailed(true)} />
        )}
        {markers.map((marker) => {
          if (marker.hidden) return null;
          const kind = markerKind(marker);
          const original = marker.originalX !== null && marker.originalY !== null ? { x: marker.originalX, y: marker.originalY } : null;
          const moved = kind === 'existing' ? null : effectiveMarkerPoint(marker);
          const isSelected = marker.key === selectedKey;
          return (
            <g key={marker.key} className={`marker-map__marker marker-map__marker--${kind}${isSelected ? ' marker-map__marker--selected' : ''}`} data-marker={marker.key}>
              {original && moved ? <line className="marker-map__trail" x1={original.x} y1={original.y} x2={moved.x} y2={moved.y} /> : null}
              {original ? <circle className="marker-map__original" cx={original.x} cy={original.y} r={isSelected ? 6 : 5} /> : null}
              {moved ? <circle className="marker-map__moved" cx={moved.x} cy={moved.y} r={isSelected ? 6 : 5} /> : null}
              <title>{marker.name}</title>
            </g>
          );
        })}
      </svg>
      <figcaption className="marker-map__legend">
        <span>
          <svg width="12" height="12" aria-hidden="true">
            <circle className="marker-map__original" cx="6" cy="6" r="4" />
          </svg>
          {t('questEditor.markers.legendOriginal')}
        </span>
        <span>
          <svg width="12" height="12" aria-hidden="true">
            <circle className="marker-map__moved" cx="6" cy="6" r="4" />
          </svg>
          {t('questEditor.markers.legendMoved')}
        </span>
        {imageFailed ? <span className="admin-field__error">{t('questEditor.markers.mapImageFailed')}</span> : null}
        <span className="admin-muted">{selected ? t('questEditor.markers.clickToPlace', { name: selected.name }) : t('questEditor.markers.selectToPlace')}</span>
      </figcaption>
    </figure>
  );
}

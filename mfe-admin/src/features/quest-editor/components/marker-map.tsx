import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MARKER_SOURCE_SPACE } from '@eoa/contracts';
import { effectiveMarkerPoint, markerKind } from '@eoa/game-rules';
import { classNames } from '@eoa/ui';
import type { MarkerRow } from '../lib/quest-draft';

interface MarkerMapProps {
  mapId: number;
  mapName: string;
  markers: readonly MarkerRow[];
  selectedKey: string | null;
  /** The name a row is shown by (the localized one). */
  nameOf: (marker: MarkerRow) => string;
  /** A click on a marker: its row becomes the selected one. */
  onSelect: (key: string) => void;
  /** A click on the map elsewhere: the point in the 500×375 source space, to one decimal. */
  onPlace: (point: { x: number; y: number }) => void;
}

const { width: WIDTH, height: HEIGHT } = ADMIN_MARKER_SOURCE_SPACE;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Sizes in source-space units (the map is drawn about 0.7 screen px per unit beside the table). */
const RADIUS = { marker: 6, selected: 9, ring: 14 };

/**
 * The quest's map in the marker editor's 500×375 source space (spec 3 §5): the atlas map image stretched over the
 * box the coordinates span, and every marker of the quest on it — the original position hollow, a moved or new one
 * filled, a thin line from the one to the other; the selected row's marker larger with an accent ring; hidden ones
 * dimmed and crossed out. A click on a marker selects its row; a click elsewhere places the selected row there. The
 * markers are a mouse shortcut: the table's radio buttons and number boxes are the keyboard's way to do the same.
 */
export function MarkerMap({ mapId, mapName, markers, selectedKey, nameOf, onSelect, onPlace }: MarkerMapProps) {
  const { t } = useTranslation('admin');
  const [imageFailed, setImageFailed] = useState(false);
  const selected = markers.find((marker) => marker.key === selectedKey);
  // The selected marker is drawn last: on top of any marker it overlaps.
  const drawOrder = [...markers.filter((marker) => marker !== selected), ...(selected ? [selected] : [])];

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
        className={classNames('marker-map__canvas', selected && 'marker-map__canvas--placing')}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('questEditor.markers.mapLabel', { map: mapName })}
        onClick={onClick}
      >
        <rect className="marker-map__ground" width={WIDTH} height={HEIGHT} />
        {imageFailed ? null : (
          <image href={`/api/maps/${mapId}/image`} width={WIDTH} height={HEIGHT} preserveAspectRatio="none" onError={() => setImageFailed(true)} />
        )}
        {drawOrder.map((marker) => (
          <MarkerGlyph
            key={marker.key}
            marker={marker}
            name={nameOf(marker)}
            isSelected={marker === selected}
            onSelect={() => onSelect(marker.key)}
          />
        ))}
      </svg>
      <figcaption className="marker-map__legend">
        <span>
          <LegendSwatch>
            <circle className="marker-map__original" cx="8" cy="8" r="4" />
          </LegendSwatch>
          {t('questEditor.markers.legendOriginal')}
        </span>
        <span>
          <LegendSwatch>
            <circle className="marker-map__moved" cx="8" cy="8" r="4" />
          </LegendSwatch>
          {t('questEditor.markers.legendMoved')}
        </span>
        <span>
          <LegendSwatch>
            <circle className="marker-map__moved" cx="8" cy="8" r="3.5" />
            <circle className="marker-map__ring" cx="8" cy="8" r="6.5" />
          </LegendSwatch>
          {t('questEditor.markers.legendSelected')}
        </span>
        <span>
          <LegendSwatch dimmed>
            <circle className="marker-map__moved" cx="8" cy="8" r="4" />
            <path className="marker-map__cross" d="M3 3 L13 13 M13 3 L3 13" />
          </LegendSwatch>
          {t('questEditor.markers.legendHidden')}
        </span>
        {imageFailed ? <span className="admin-field__error">{t('questEditor.markers.mapImageFailed')}</span> : null}
        <span className="admin-muted marker-map__hint">
          {selected ? t('questEditor.markers.clickToPlace', { name: nameOf(selected) }) : t('questEditor.markers.selectToPlace')}{' '}
          {markers.length > 0 ? t('questEditor.markers.clickToSelect') : null}
        </span>
      </figcaption>
    </figure>
  );
}

function LegendSwatch({ children, dimmed = false }: { children: ReactNode; dimmed?: boolean }) {
  return (
    <svg className={classNames('marker-map__swatch', dimmed && 'marker-map__marker--hidden')} width="16" height="16" aria-hidden="true">
      {children}
    </svg>
  );
}

interface MarkerGlyphProps {
  marker: MarkerRow;
  name: string;
  isSelected: boolean;
  onSelect: () => void;
}

/** One marker row on the map: where it was (hollow), where it goes (filled), the line between; nothing for a new marker without a position yet. */
function MarkerGlyph({ marker, name, isSelected, onSelect }: MarkerGlyphProps) {
  const { t } = useTranslation('admin');
  const kind = markerKind(marker);
  const original = marker.originalX !== null && marker.originalY !== null ? { x: marker.originalX, y: marker.originalY } : null;
  const moved = kind === 'existing' ? null : effectiveMarkerPoint(marker);
  const shownAt = moved ?? original;
  if (!shownAt) return null;
  const radius = isSelected ? RADIUS.selected : RADIUS.marker;
  const cross = radius + 2;

  return (
    <g
      className={classNames(
        'marker-map__marker',
        `marker-map__marker--${kind}`,
        isSelected && 'marker-map__marker--selected',
        marker.hidden && 'marker-map__marker--hidden',
      )}
      data-marker={marker.key}
      onClick={(event) => {
        // A marker is picked, not a place: the map's own click (placing) must not follow.
        event.stopPropagation();
        onSelect();
      }}
    >
      <title>{t(marker.hidden ? 'questEditor.markers.markerTitleHidden' : 'questEditor.markers.markerTitle', { name })}</title>
      {original && moved ? <line className="marker-map__trail" x1={original.x} y1={original.y} x2={moved.x} y2={moved.y} /> : null}
      {original ? <circle className="marker-map__original" cx={original.x} cy={original.y} r={moved ? RADIUS.marker : radius} /> : null}
      {moved ? <circle className="marker-map__moved" cx={moved.x} cy={moved.y} r={radius} /> : null}
      {isSelected ? <circle className="marker-map__ring" cx={shownAt.x} cy={shownAt.y} r={RADIUS.ring} /> : null}
      {marker.hidden ? (
        <path
          className="marker-map__cross"
          d={`M${shownAt.x - cross} ${shownAt.y - cross} L${shownAt.x + cross} ${shownAt.y + cross} M${shownAt.x + cross} ${shownAt.y - cross} L${shownAt.x - cross} ${shownAt.y + cross}`}
        />
      ) : null}
    </g>
  );
}

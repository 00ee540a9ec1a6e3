import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import { ZONE_MAP_IDS, type AtlasMap, type MapCalibration } from '@eoa/contracts';
import { Button, ErrorState, IconButton, ProgressBar, classNames } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { mapImageUrl, useZoneMaps } from '../api/get-zone-maps';
import { PAN_STEP_PX, usePanZoom } from '../hooks/use-pan-zoom';
import { useZoneImages } from '../hooks/use-zone-images';
import { calibrationOutline, compositeBounds, layoutSize, rectOfBox, type PixelRect } from '../lib/composite-layout';
import './admin-composite-viewer.css';

export interface AdminCompositeViewerProps {
  /** Each zone's calibration box is drawn over the maps (what a calibration does, seen at a glance). */
  calibrations: readonly MapCalibration[];
}

const failureText = (error: Error) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message);
const percent = (zoom: number) => `${Math.round(zoom * 100)} %`;
const rectStyle = (rect: PixelRect) => ({ left: rect.x, top: rect.y, width: rect.width, height: rect.height });

/** One zone's failure as the banner names it: "Failed to load map {id}: status text" (§8). */
interface ZoneFailure {
  mapId: number;
  status: string;
}

/**
 * The admin composite viewer (spec 3 §2): the ten main zone maps stitched by their boxes over the world map, zoom
 * 0.1–1.2 (reset 0.7, the zones' middle in the viewer's centre), drag to pan past a 5 px threshold, wheel zoom about
 * the pointer, buttons and keys for both; each zone's calibration box outlined, and where a changed calibration draws
 * that box. A click on a zone selects it and shows its calibration. Until every zone's image has loaded or failed (the
 * server draws each on its first request) a progress "Loading maps… n of 10" lies over the viewer; a zone whose map or
 * image failed is named with the reason in a banner with Retry, and when none could be shown it is "Failed to load maps".
 */
export function AdminCompositeViewer({ calibrations }: AdminCompositeViewerProps) {
  const { t, i18n } = useTranslation('admin');
  const { zones, world } = useZoneMaps();
  const titleId = useId();
  const hintId = useId();
  const [selectedMapId, setSelectedMapId] = useState<number | null>(null);

  const images = useZoneImages(i18n.language);

  const loaded = zones.filter((zone) => zone.map).map((zone) => zone.map!);
  const failedMaps = zones.filter((zone) => zone.error);
  const failedImages = loaded.filter((map) => images.outcomeOf(map.id)?.state === 'failed').map((map) => map.id);
  // A zone has arrived once its image loaded or failed, or its map (GET /maps/{id}) failed and there is no image to wait for.
  const arrived = failedMaps.length + loaded.filter((map) => images.outcomeOf(map.id) !== undefined).length;
  const allFailed = failedMaps.length + failedImages.length === ZONE_MAP_IDS.length;
  const bounds = compositeBounds(loaded);
  const layout = bounds ? { bounds, size: layoutSize(bounds) } : null;
  const { view, dragging, attachViewport, handlers, ...panZoom } = usePanZoom(layout?.size ?? null);

  const mapsById = new Map<number, AtlasMap>(loaded.map((map) => [map.id, map]));
  const outlines = layout ? calibrations.map((calibration) => calibrationOutline(layout.bounds, calibration, mapsById.get(calibration.mapId)?.boundingBox)) : [];
  const selectedMap = selectedMapId === null ? undefined : mapsById.get(selectedMapId);
  const selectedCalibration = selectedMapId === null ? undefined : calibrations.find((calibration) => calibration.mapId === selectedMapId);
  const nameOf = (map: AtlasMap) => map.localizedName || map.name;
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, useGrouping: false }).format(value);

  const failures: ZoneFailure[] = [
    ...failedMaps.map((zone) => ({ mapId: zone.mapId, status: failureText(zone.error!) })),
    ...failedImages.flatMap((mapId) => {
      const outcome = images.outcomeOf(mapId);
      // Named once the image has been asked about (a moment after it failed).
      if (outcome?.state !== 'failed' || outcome.reason === undefined) return [];
      return [{ mapId, status: outcome.reason ? failureText(outcome.reason) : t('compositeViewer.errors.imageUnreadable') }];
    }),
  ];

  const retryFailed = () => {
    failedMaps.forEach((zone) => void zone.refetch());
    images.retry(failedImages);
  };

  if (allFailed) {
    return <ErrorState title={t('compositeViewer.errors.maps')} message={failures[0]?.status} onRetry={retryFailed} />;
  }
  const loading = arrived < ZONE_MAP_IDS.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP_PX, 0],
      ArrowRight: [-PAN_STEP_PX, 0],
      ArrowUp: [0, PAN_STEP_PX],
      ArrowDown: [0, -PAN_STEP_PX],
    };
    const move = moves[event.key];
    if (move) panZoom.panBy(move[0], move[1]);
    else if (event.key === '+' || event.key === '=') panZoom.zoomIn();
    else if (event.key === '-') panZoom.zoomOut();
    else if (event.key === '0') panZoom.reset();
    else return;
    event.preventDefault();
  };

  return (
    <section className="composite-viewer" aria-labelledby={titleId}>
      <div className="composite-viewer__toolbar">
        <h2 id={titleId} className="composite-viewer__title">
          {t('compositeViewer.title')}
        </h2>
        <div className="composite-viewer__controls" role="group" aria-label={t('compositeViewer.zoomControls')}>
          <IconButton label={t('compositeViewer.zoomOut')} onClick={panZoom.zoomOut} disabled={!panZoom.canZoomOut}>
            −
          </IconButton>
          <output className="composite-viewer__zoom" aria-label={t('compositeViewer.zoomLevel')} aria-live="polite">
            {percent(view.zoom)}
          </output>
          <IconButton label={t('compositeViewer.zoomIn')} onClick={panZoom.zoomIn} disabled={!panZoom.canZoomIn}>
            +
          </IconButton>
          <Button size="sm" onClick={panZoom.reset}>
            {t('compositeViewer.reset')}
          </Button>
        </div>
        <div className="composite-viewer__controls" role="group" aria-label={t('compositeViewer.panControls')}>
          <IconButton label={t('compositeViewer.panLeft')} onClick={() => panZoom.panBy(PAN_STEP_PX, 0)}>
            ←
          </IconButton>
          <IconButton label={t('compositeViewer.panUp')} onClick={() => panZoom.panBy(0, PAN_STEP_PX)}>
            ↑
          </IconButton>
          <IconButton label={t('compositeViewer.panDown')} onClick={() => panZoom.panBy(0, -PAN_STEP_PX)}>
            ↓
          </IconButton>
          <IconButton label={t('compositeViewer.panRight')} onClick={() => panZoom.panBy(-PAN_STEP_PX, 0)}>
            →
          </IconButton>
        </div>
      </div>

      {failures.length > 0 ? (
        <ErrorBanner
          message={
            <span className="composite-viewer__failures">
              {failures.map((failure) => (
                <span key={failure.mapId}>{t('compositeViewer.errors.map', { id: failure.mapId, status: failure.status })}</span>
              ))}
            </span>
          }
          onRetry={retryFailed}
        />
      ) : null}

      <div
        ref={attachViewport}
        className={classNames('composite-viewer__viewport', dragging && 'composite-viewer__viewport--dragging')}
        tabIndex={0}
        role="region"
        aria-label={t('compositeViewer.viewport')}
        aria-describedby={hintId}
        aria-busy={loading}
        onKeyDown={onKeyDown}
        {...handlers}
      >
        {layout ? (
          <div
            className="composite-viewer__canvas"
            data-testid="composite-canvas"
            style={{ width: layout.size.width, height: layout.size.height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          >
            {world.map ? (
              <img
                className="composite-viewer__world"
                src={mapImageUrl(world.mapId, i18n.language)}
                alt=""
                draggable={false}
                style={rectStyle(rectOfBox(layout.bounds, world.map.boundingBox))}
              />
            ) : null}
            {loaded.map((map) => (
              <button
                key={map.id}
                type="button"
                className="composite-viewer__zone"
                style={rectStyle(rectOfBox(layout.bounds, map.boundingBox))}
                aria-pressed={selectedMapId === map.id}
                onClick={() => setSelectedMapId((current) => (current === map.id ? null : map.id))}
              >
                <img
                  key={images.imageKey(map.id)}
                  src={mapImageUrl(map.id, i18n.language)}
                  alt={nameOf(map)}
                  draggable={false}
                  onLoad={() => images.onLoad(map.id)}
                  onError={() => images.onError(map.id)}
                />
              </button>
            ))}
            <svg className="composite-viewer__outlines" width={layout.size.width} height={layout.size.height} aria-hidden="true">
              {outlines.map((outline) => {
                const selected = outline.mapId === selectedMapId;
                const className = (kind: string) => `composite-viewer__outline composite-viewer__outline--${kind}${selected ? ' composite-viewer__outline--selected' : ''}`;
                return (
                  <g key={outline.calibrationId} data-zone={outline.zoneName}>
                    <rect className={className('source')} {...outline.source} />
                    {outline.drawn ? <rect className={className('drawn')} {...outline.drawn} /> : null}
                  </g>
                );
              })}
            </svg>
          </div>
        ) : null}
        {loading ? (
          // Over the maps, not in their way: the zones that arrived can already be moved and clicked.
          <div className="composite-viewer__loading">
            <ProgressBar value={arrived} max={ZONE_MAP_IDS.length} label={t('compositeViewer.loading', { loaded: arrived, total: ZONE_MAP_IDS.length })} />
          </div>
        ) : null}
      </div>
      <div className="composite-viewer__footer">
        <ul className="composite-viewer__legend">
          <li>
            <span className="composite-viewer__swatch composite-viewer__swatch--source" aria-hidden="true" />
            {t('compositeViewer.legendSource')}
          </li>
          <li>
            <span className="composite-viewer__swatch composite-viewer__swatch--drawn" aria-hidden="true" />
            {t('compositeViewer.legendDrawn')}
          </li>
        </ul>
        <p id={hintId} className="admin-muted composite-viewer__hint">
          {t('compositeViewer.hint')}
        </p>
      </div>

      <div className="composite-viewer__selection" aria-live="polite">
        {selectedMap ? (
          <>
            <strong>{nameOf(selectedMap)}</strong>{' '}
            <span className="admin-muted">({t('compositeViewer.mapId', { id: selectedMap.id })})</span>
            <p className="composite-viewer__selection-text">
              {selectedCalibration
                ? t(outlines.find((outline) => outline.calibrationId === selectedCalibration.id)?.drawn ? 'compositeViewer.calibrationChanged' : 'compositeViewer.calibrationSeeded', {
                    minX: number(selectedCalibration.gameMinX),
                    maxX: number(selectedCalibration.gameMaxX),
                    minY: number(selectedCalibration.gameMinY),
                    maxY: number(selectedCalibration.gameMaxY),
                    offsetX: number(selectedCalibration.offsetX),
                    offsetY: number(selectedCalibration.offsetY),
                    scale: number(selectedCalibration.scale),
                  })
                : t('compositeViewer.noCalibration')}
            </p>
          </>
        ) : (
          <span className="admin-muted">{t('compositeViewer.selectZone')}</span>
        )}
      </div>
    </section>
  );
}

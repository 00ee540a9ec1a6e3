import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Popup, Tooltip } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { isZoneMapId, markerCategoryIconPath, WORLD_MAP_ID, type LonLat, type MapLink, type Marker } from '@eoa/contracts';
import {
  COMPOSITE_ZOOM, formatCoordinateReadout, formatGameLocation, MARKER_SIZES, questMarkerColourSlot, selectionZoom, shouldBundle,
  SINGLE_MAP_ZOOM,
} from '@eoa/game-rules';
import { Button, EmptyState, ErrorState, LoadingState, useAppInfo } from '@eoa/ui';
import { useHierarchyPath } from '../../shared/api/get-hierarchy';
import { useNpcDetail } from '../../shared/api/get-npc';
import { useQuestDetail } from '../../shared/api/get-quest';
import { useLang } from '../../shared/api/query-options';
import type { MapPosition } from '../../shared/atlas-params';
import { useAtlasStore } from '../../shared/atlas-store';
import { copyText } from '../../shared/clipboard';
import { NPC_PIN_COLOUR, QUEST_MARKER_COLOURS } from '../../shared/marker-colours';
import { useAtlasPreferences } from '../../shared/preferences-store';
import { useProgress } from '../../shared/progress-store';
import type { AtlasNavigation } from '../../shared/use-atlas-navigation';
import type { MarkerFilterResult, ViewData } from '../../shared/use-view-data';
import type { ViewFrame } from '../../shared/view-frame';
import { clampScale, scaleToZoom, zoomRangeOf, zoomToScale } from '../../shared/zoom';
import { createIconCache } from './engine/icon-cache';
import { worldLatLng, type DrawMarker, type MarkerCanvasLayer } from './engine/marker-canvas-layer';
import { createMarkerIndex, createMarkerSource, markerSize } from './engine/marker-scene';
import { LinkArrowsLayer } from './layers/link-arrows-layer';
import { MapImageLayer } from './layers/map-image-layer';
import { MarkerLayer } from './layers/marker-layer';
import { OverlayPins, type OverlayPin } from './layers/overlay-pins';
import { ViewController } from './layers/view-controller';
import { crumbsOf, ViewerToolbar } from './viewer-toolbar';
import './map-viewer.css';

/** Most markers flashed at once after a search (each is an animated element above the canvas). */
const FLASH_PIN_LIMIT = 100;

interface MapViewerProps {
  nav: AtlasNavigation;
  data: ViewData;
  filters: MarkerFilterResult;
  /** Receives the marker canvas (the bench reads how many markers it drew). */
  onMarkerLayer?: (layer: MarkerCanvasLayer | null) => void;
}

/** The initial position of a view (spec 2 §9): a single map centred at scale 1, the composite centred at 0.7. */
function initialPosition(frame: ViewFrame): MapPosition {
  const centre = frame.toLonLat(frame.width / 2, frame.height / 2);
  return { ...centre, zoom: frame.kind === 'composite' ? COMPOSITE_ZOOM.initial : SINGLE_MAP_ZOOM.initial };
}

/**
 * The map viewer (spec 2 §2): breadcrumb, map-type badge, zoom and links controls, zoom % and the live coordinates above
 * a Leaflet map in L.CRS.Simple — the map's image (or the ten zone images stitched at 75 px per degree), the markers on a
 * canvas, the link arrows, and the quest, NPC, selected and flashing markers as focusable pins.
 */
export function MapViewer({ nav, data, filters, onMarkerLayer }: MapViewerProps) {
  const { t } = useTranslation('atlas');
  const lang = useLang();
  const { view } = nav;
  const appInfo = useAppInfo();
  const [map, setMap] = useState<L.Map | null>(null);
  const [scale, setScale] = useState(1);
  const [cursor, setCursor] = useState<LonLat | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [hover, setHover] = useState<{ marker: DrawMarker; at: L.LatLng } | null>(null);
  const [popup, setPopup] = useState<{ marker: Marker; count: number } | null>(null);
  const [iconsVersion, setIconsVersion] = useState(0);
  const linksVisible = useAtlasPreferences((state) => state.linksVisible);
  const setLinksVisible = useAtlasPreferences((state) => state.setLinksVisible);
  const store = useAtlasStore();
  const doneMarkers = useProgress((state) => state.doneMarkers);
  const toggleDone = useProgress((state) => state.toggleMarker);
  const path = useHierarchyPath(view.composite ? null : view.mapId);
  const quest = useQuestDetail(view.questId);
  const npc = useNpcDetail(view.npcId);
  const { frame, map: currentMap, markers } = data;
  const range = zoomRangeOf(view.composite);

  // Icons arrive one by one: redraw with them (batched per frame by the layer).
  const icon = useMemo(() => createIconCache(() => setIconsVersion((v) => v + 1)), []);
  const markersById = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers]);
  const done = useMemo(() => new Set(doneMarkers), [doneMarkers]);

  const index = useMemo(() => (frame ? createMarkerIndex(filters.visible, frame) : null), [filters.visible, frame]);
  const bundle = shouldBundle({ enabled: store.bundling, markerCount: filters.visible.length, searchText: view.search });
  const source = useMemo(
    () =>
      index
        ? createMarkerSource(index, { range, bundle, worldMap: view.mapId === WORLD_MAP_ID, done, icon })
        : null,
    // iconsVersion: a new source redraws the canvas with the icons that arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, range, bundle, view.mapId, done, icon, iconsVersion],
  );

  const showNotice = useCallback((text: string) => setNotice(text), []);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), 2500);
    return () => clearTimeout(timer);
  }, [notice]);

  const copyLocation = useCallback(
    (at: LonLat) => {
      const text = formatGameLocation(at.longitude, at.latitude);
      void copyText(text).then((ok) => showNotice(ok ? t('viewer.copied', { location: text }) : t('viewer.copyFailed', { location: text })));
    },
    [showNotice, t],
  );

  /**
   * Spec 2 §4: selecting a marker zooms to it (1.5 on a main region map, 0.5 otherwise; the composite view is made of main
   * region maps: its largest zoom, 1.2) and flashes it; its label shows.
   */
  const selectMarker = useCallback(
    (marker: Marker) => {
      store.selectMarkers([marker.id]);
      store.flashMarkers([marker.id]);
      nav.setMarker(marker.id);
      const main = view.composite || Boolean(currentMap?.isMainRegionMap);
      store.focusOn({ longitude: marker.longitude, latitude: marker.latitude, scale: clampScale(selectionZoom(main), range) });
    },
    [store, nav, view.composite, currentMap, range],
  );

  const onPick = useCallback(
    (drawn: DrawMarker) => {
      const marker = markersById.get(drawn.id);
      if (!marker) return;
      setPopup({ marker, count: drawn.count });
      if (drawn.count > 1) {
        // A bundle: zoom in on it until its markers part.
        store.focusOn({ longitude: marker.longitude, latitude: marker.latitude, scale: clampScale(scale * 2, range) });
      } else {
        selectMarker(marker);
      }
    },
    [markersById, store, scale, range, selectMarker],
  );

  // A link (deep link, Back) naming a marker: select it once the markers are here; fly there unless the link has a position.
  const linkedMarker = useRef<number | null>(null);
  useEffect(() => {
    if (view.markerId === null || view.markerId === linkedMarker.current) return;
    const marker = markersById.get(view.markerId);
    if (!marker) return;
    linkedMarker.current = view.markerId;
    store.selectMarkers([marker.id]);
    if (!view.position) {
      const main = view.composite || Boolean(currentMap?.isMainRegionMap);
      store.focusOn({ longitude: marker.longitude, latitude: marker.latitude, scale: clampScale(selectionZoom(main), range) });
    }
    // Runs when the URL's marker or the markers change, not on every selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.markerId, markersById]);

  const followLink = useCallback(
    (link: MapLink) => {
      const target = data.maps.get(link.targetId);
      if (link.targetIsMainZone || isZoneMapId(link.targetId)) {
        // Spec 2 §4: a main zone target centres the composite view on it.
        const box = target?.boundingBox;
        const position = box
          ? { longitude: (box.min.longitude + box.max.longitude) / 2, latitude: (box.min.latitude + box.max.latitude) / 2, zoom: COMPOSITE_ZOOM.centre }
          : null;
        if (view.composite && position) store.focusOn({ longitude: position.longitude, latitude: position.latitude, scale: position.zoom });
        else nav.enterComposite({ position });
      } else {
        nav.openMap(link.targetId);
      }
    },
    [data.maps, view.composite, store, nav],
  );
  const linkLabel = useCallback((link: MapLink) => t('viewer.goTo', { name: link.targetName }), [t]);

  // Pins above the canvas: the selected quest's markers, the NPC's spawns, selected, highlighted and flashing markers.
  const pins = useMemo(() => {
    const out: OverlayPin[] = [];
    const isDungeon = (mapId: number) => data.maps.get(mapId)?.type === 'dungeon';
    const onView = (mapId: number) =>
      view.composite ? !isDungeon(mapId) : mapId === view.mapId || (!isDungeon(mapId) && currentMap?.type !== 'dungeon');
    for (const m of quest.data?.markers ?? []) {
      if (!onView(m.mapId)) continue;
      out.push({
        key: `quest-${m.index}`,
        kind: 'quest',
        longitude: m.longitude,
        latitude: m.latitude,
        size: MARKER_SIZES.quest,
        number: m.index,
        colour: QUEST_MARKER_COLOURS[questMarkerColourSlot(m.index)],
        title: t('viewer.questMarker', { index: m.index, name: m.localizedName }),
      });
    }
    for (const m of npc.data?.markers ?? []) {
      if (!onView(m.mapId)) continue;
      out.push({
        key: `npc-${m.index}`,
        kind: 'npc',
        longitude: m.longitude,
        latitude: m.latitude,
        size: MARKER_SIZES.quest,
        number: m.index,
        colour: NPC_PIN_COLOUR,
        title: t('viewer.npcSpawn', { index: m.index, name: npc.data!.localizedName }),
      });
    }
    const pinOf = (marker: Marker, kind: OverlayPin['kind'], size: number, label?: string): OverlayPin => ({
      key: `${kind}-${marker.id}`,
      kind,
      longitude: marker.longitude,
      latitude: marker.latitude,
      size,
      icon: markerCategoryIconPath(marker.categoryCode),
      title: marker.label,
      label,
      onClick: () => setPopup({ marker, count: 1 }),
    });
    const normal = markerSize(scale, range);
    for (const id of store.selectedMarkerIds) {
      const marker = markersById.get(id);
      if (marker) out.push(pinOf(marker, 'selected', normal, marker.label));
    }
    for (const id of store.flashingMarkerIds.slice(0, FLASH_PIN_LIMIT)) {
      const marker = markersById.get(id);
      if (marker) out.push(pinOf(marker, 'flashing', normal));
    }
    if (store.highlightedMarkerId !== null) {
      const marker = markersById.get(store.highlightedMarkerId);
      if (marker) out.push(pinOf(marker, 'highlighted', markerSize(scale, range, MARKER_SIZES.highlighted)));
    }
    return out;
  }, [quest.data, npc.data, store.selectedMarkerIds, store.flashingMarkerIds, store.highlightedMarkerId, markersById, scale, range, view, currentMap, data.maps, t]);

  const crumbs = useMemo(() => (currentMap ? crumbsOf(currentMap, path.data, t('viewer.middleEarth')) : []), [currentMap, path.data, t]);
  const imageToken = encodeURIComponent(appInfo.data.lastUpdated || appInfo.data.dataVersion);
  const images = useMemo(() => {
    if (!frame) return [];
    // The composite view lays the zone images over the world map's, which fills the land between the zones' boxes.
    const world = data.maps.get(WORLD_MAP_ID);
    const zones = [...data.maps.values()].filter((m) => isZoneMapId(m.id));
    const mapsShown = view.composite ? [...(world ? [world] : []), ...zones] : currentMap ? [currentMap] : [];
    return mapsShown.map((m) => {
      const nw = frame.toWorld(m.boundingBox.min.longitude, m.boundingBox.max.latitude);
      const se = frame.toWorld(m.boundingBox.max.longitude, m.boundingBox.min.latitude);
      return {
        id: m.id,
        url: `/api/maps/${m.id}/image?lang=${encodeURIComponent(lang)}&t=${imageToken}`,
        bounds: L.latLngBounds(worldLatLng(se), worldLatLng(nw)),
      };
    });
  }, [frame, view.composite, data.maps, currentMap, lang, imageToken]);

  const zoomBy = (factor: number) => {
    if (!map) return;
    map.setZoom(scaleToZoom(clampScale(zoomToScale(map.getZoom()) * factor, range)));
  };
  const reset = () => {
    if (!frame || !map) return;
    const position = initialPosition(frame);
    map.setView(worldLatLng(frame.toWorld(position.longitude, position.latitude)), scaleToZoom(view.composite ? COMPOSITE_ZOOM.reset : position.zoom));
  };
  const copyCentre = () => {
    if (!map || !frame) return;
    const centre = map.getCenter();
    copyLocation(frame.toLonLat(centre.lng, -centre.lat));
  };

  if (data.mapsError) {
    return (
      <div className="atlas-viewer atlas-viewer--state">
        <ErrorState title={t('viewer.errorTitle')} message={t('errors.maps')} onRetry={data.retryMaps} />
      </div>
    );
  }
  if (data.loadingMaps) {
    return (
      <div className="atlas-viewer atlas-viewer--state">
        <LoadingState text={t('viewer.loadingMaps')} />
      </div>
    );
  }
  if (!view.composite && !currentMap) {
    return (
      <div className="atlas-viewer atlas-viewer--state">
        <EmptyState text={t('viewer.selectMap')} />
      </div>
    );
  }

  const frameKey = view.composite ? 'composite' : `map-${view.mapId}`;
  const start = frame ? (view.position ?? initialPosition(frame)) : null;
  const startScale = start ? clampScale(start.zoom, range) : 1;
  const currentScale = map ? scale : startScale;

  return (
    <div className="atlas-viewer">
      <ViewerToolbar
        composite={view.composite}
        crumbs={crumbs}
        map={currentMap}
        scale={currentScale}
        cursor={cursor}
        linksVisible={linksVisible}
        onCrumb={(mapId) => nav.openMap(mapId)}
        onZoomIn={() => zoomBy(SINGLE_MAP_ZOOM.buttonStep)}
        onZoomOut={() => zoomBy(1 / SINGLE_MAP_ZOOM.buttonStep)}
        onReset={reset}
        onToggleLinks={() => setLinksVisible(!linksVisible)}
        onComposite={() => nav.enterComposite()}
        onCopyCentre={copyCentre}
        canZoomIn={currentScale < range.max - 1e-6}
        canZoomOut={currentScale > range.min + 1e-6}
      />
      <div className="atlas-viewer__stage">
        {frame && start && source ? (
          <MapContainer
            key={frameKey}
            className="atlas-map"
            crs={L.CRS.Simple}
            center={worldLatLng(frame.toWorld(start.longitude, start.latitude))}
            zoom={scaleToZoom(startScale)}
            minZoom={scaleToZoom(range.min)}
            maxZoom={scaleToZoom(range.max)}
            zoomSnap={0}
            zoomDelta={scaleToZoom(SINGLE_MAP_ZOOM.buttonStep)}
            scrollWheelZoom={false}
            zoomControl={false}
            attributionControl={false}
            keyboardPanDelta={100}
            maxBounds={L.latLngBounds(worldLatLng({ x: -frame.width * 0.5, y: frame.height * 1.5 }), worldLatLng({ x: frame.width * 1.5, y: -frame.height * 0.5 }))}
            maxBoundsViscosity={0.8}
          >
            {images.map((image) => (
              <MapImageLayer key={image.id} url={image.url} bounds={image.bounds} className="atlas-map__image" />
            ))}
            <ViewController
              frame={frame}
              position={view.position}
              focus={store.focus}
              onMap={setMap}
              onMoved={(position) => nav.setPosition(position, { composite: view.composite, mapId: frame.mapId })}
              onZoom={setScale}
              onCursor={setCursor}
              onContextMenu={copyLocation}
            />
            <MarkerLayer
              source={source}
              onPick={onPick}
              onHover={(marker, at) => setHover(marker && at ? { marker, at } : null)}
              onLayer={onMarkerLayer}
            />
            {linksVisible ? (
              <LinkArrowsLayer links={data.links} frame={frame} maps={data.maps} scale={currentScale} range={range} labelOf={linkLabel} onFollow={followLink} />
            ) : null}
            <OverlayPins pins={pins} frame={frame} />
            {hover ? (
              <Tooltip position={hover.at} direction="top" offset={[0, -hover.marker.size / 2]} permanent className="atlas-hover">
                {hover.marker.count > 1 ? t('viewer.bundle', { count: hover.marker.count, label: hover.marker.label }) : hover.marker.label}
              </Tooltip>
            ) : null}
            {popup ? (
              <Popup
                position={worldLatLng(frame.toWorld(popup.marker.longitude, popup.marker.latitude))}
                eventHandlers={{ remove: () => setPopup(null) }}
                className="atlas-popup"
                // The map flies to the selected marker: the popup above it is in view without panning (which would fight the flight).
                autoPan={false}
              >
                <MarkerDetails
                  marker={popup.marker}
                  count={popup.count}
                  done={done.has(popup.marker.id)}
                  onCopy={() => copyLocation(popup.marker)}
                  onToggleDone={() => toggleDone(popup.marker.id)}
                  onOpenNpc={popup.marker.npcId !== null ? () => nav.selectNpc(popup.marker.npcId!) : undefined}
                />
              </Popup>
            ) : null}
          </MapContainer>
        ) : null}
        {!frame || data.loadingMarkers ? (
          <div className="atlas-viewer__overlay" role="status">
            <LoadingState text={t('viewer.loadingMaps')} />
          </div>
        ) : null}
        <div className="atlas-viewer__notice" role="status" aria-live="polite">
          {notice}
        </div>
      </div>
    </div>
  );
}

/** The popup of a marker clicked on the map: what it is, where, and what to do with it. */
function MarkerDetails({
  marker,
  count,
  done,
  onCopy,
  onToggleDone,
  onOpenNpc,
}: {
  marker: Marker;
  count: number;
  done: boolean;
  onCopy: () => void;
  onToggleDone: () => void;
  onOpenNpc?: () => void;
}) {
  const { t } = useTranslation('atlas');
  return (
    <div className="atlas-marker-details">
      <h3>{count > 1 ? t('viewer.bundle', { count, label: marker.label }) : marker.label}</h3>
      <p className="atlas-muted">{marker.categoryName}</p>
      <p>
        <span className="atlas-muted">{t('viewer.location')}</span> {formatCoordinateReadout(marker.longitude, marker.latitude)}
      </p>
      <div className="atlas-marker-details__actions">
        <Button size="sm" onClick={onCopy}>
          {t('viewer.copyLocation')}
        </Button>
        <Button size="sm" aria-pressed={done} onClick={onToggleDone}>
          {done ? t('progress.done') : t('progress.markDone')}
        </Button>
        {onOpenNpc ? (
          <Button size="sm" onClick={onOpenNpc}>
            {t('viewer.showNpc')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

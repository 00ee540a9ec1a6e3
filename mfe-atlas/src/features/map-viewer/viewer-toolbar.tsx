import { useTranslation } from 'react-i18next';
import { WORLD_MAP_ID, type AtlasMap, type LonLat, type MapHierarchyPath } from '@eoa/contracts';
import { formatCoordinateReadout } from '@eoa/game-rules';
import { Badge, Button, IconButton } from '@eoa/ui';

export interface Crumb {
  key: string;
  label: string;
  /** The map a crumb opens; null for the current map (not a link). */
  mapId: number | null;
}

/**
 * Spec 2 §2: Middle Earth › region › territory › area › map, each opening its map (Middle Earth: the world map); the
 * current map last, not a link. Levels the path does not have are left out, and a level equal to the one before is
 * shown once. Without a path (loading or failed: §8) the two-level breadcrumb Middle Earth › map.
 */
export function crumbsOf(map: AtlasMap, path: MapHierarchyPath | undefined, middleEarth: string): Crumb[] {
  const crumbs: Crumb[] = [{ key: 'world', label: middleEarth, mapId: WORLD_MAP_ID }];
  if (path) {
    for (const [key, entry] of [['region', path.region], ['territory', path.territory], ['area', path.area]] as const) {
      if (!entry || entry.id === map.id) continue;
      crumbs.push({ key, label: entry.localizedName, mapId: entry.id });
    }
  }
  crumbs.push({ key: 'map', label: map.localizedName, mapId: null });
  return crumbs;
}

interface ViewerToolbarProps {
  composite: boolean;
  crumbs: readonly Crumb[];
  map: AtlasMap | null;
  scale: number;
  cursor: LonLat | null;
  linksVisible: boolean;
  onCrumb: (mapId: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  onToggleLinks: () => void;
  onComposite: () => void;
  onCopyCentre: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

/** The bar above the map: breadcrumb and badges on the left, zoom, links, the zoom % and the live coordinates on the right. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation('atlas');
  const { composite, crumbs, map, scale, cursor, linksVisible } = props;
  return (
    <div className="atlas-toolbar">
      <nav className="atlas-breadcrumb" aria-label={t('viewer.breadcrumb')}>
        <ol>
          {composite ? (
            <>
              <li>
                <button type="button" className="atlas-breadcrumb__link" onClick={() => props.onCrumb(WORLD_MAP_ID)}>
                  {t('viewer.middleEarth')}
                </button>
              </li>
              <li aria-current="page" className="atlas-breadcrumb__current">
                {t('viewer.allZones')}
              </li>
            </>
          ) : (
            crumbs.map((crumb) => (
              <li key={crumb.key} aria-current={crumb.mapId === null ? 'page' : undefined}>
                {crumb.mapId === null ? (
                  <span className="atlas-breadcrumb__current">{crumb.label}</span>
                ) : (
                  <button type="button" className="atlas-breadcrumb__link" onClick={() => props.onCrumb(crumb.mapId!)}>
                    {crumb.label}
                  </button>
                )}
              </li>
            ))
          )}
        </ol>
      </nav>
      <div className="atlas-toolbar__badges">
        {composite ? <Badge tone="gold">{t('viewer.compositeBadge')}</Badge> : null}
        {map ? <Badge tone={map.type === 'dungeon' ? 'red' : map.type === 'area' ? 'teal' : 'blue'}>{t(`mapType.${map.type}`)}</Badge> : null}
        {map?.isInstance ? <Badge tone="orange">{t('maps.instance')}</Badge> : null}
      </div>
      <div className="atlas-toolbar__controls">
        {!composite ? (
          <Button size="sm" variant="ghost" onClick={props.onComposite}>
            {t('viewer.allZones')}
          </Button>
        ) : null}
        <IconButton size="sm" label={t('viewer.zoomOut')} onClick={props.onZoomOut} disabled={!props.canZoomOut}>
          −
        </IconButton>
        <output className="atlas-toolbar__zoom" aria-label={t('viewer.zoomLevel')}>
          {t('viewer.zoomPercent', { percent: Math.round(scale * 100) })}
        </output>
        <IconButton size="sm" label={t('viewer.zoomIn')} onClick={props.onZoomIn} disabled={!props.canZoomIn}>
          +
        </IconButton>
        <IconButton size="sm" label={t('viewer.reset')} onClick={props.onReset}>
          ⟲
        </IconButton>
        <Button size="sm" variant="ghost" aria-pressed={linksVisible} onClick={props.onToggleLinks}>
          {linksVisible ? t('viewer.hideLinks') : t('viewer.showLinks')}
        </Button>
        <button type="button" className="atlas-toolbar__coords" onClick={props.onCopyCentre} title={t('viewer.copyCentre')}>
          <span className="eoa-visually-hidden">{t('viewer.coordinates')}</span>
          {cursor ? formatCoordinateReadout(cursor.longitude, cursor.latitude) : t('viewer.noCoordinates')}
        </button>
      </div>
    </div>
  );
}

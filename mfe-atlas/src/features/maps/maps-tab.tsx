import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapHierarchyNode } from '@eoa/contracts';
import { Badge, Button, classNames, ErrorState, LoadingState } from '@eoa/ui';
import { useMapHierarchy } from '../../shared/api/get-hierarchy';
import './maps-tab.css';

interface MapsTabProps {
  currentMapId: number | null;
  composite: boolean;
  onOpenMap: (mapId: number) => void;
  onComposite: () => void;
}

interface TreeGroup {
  node: MapHierarchyNode;
  children: MapHierarchyNode[];
}

const byName = (a: MapHierarchyNode, b: MapHierarchyNode) => a.localizedName.localeCompare(b.localizedName);

/**
 * The maps tab (spec 2 §2): trees for Regions (the world map and its zones), Areas (by zone) and Dungeons (by zone,
 * instances badged "Instance"), from GET /maps/hierarchy; and the composite "All Zones" view.
 */
export function MapsTab({ currentMapId, composite, onOpenMap, onComposite }: MapsTabProps) {
  const { t } = useTranslation('atlas');
  const hierarchy = useMapHierarchy();

  const trees = useMemo(() => {
    const roots = hierarchy.data?.roots ?? [];
    const zones = roots.flatMap((root) => root.children).sort(byName);
    const areas: TreeGroup[] = zones.map((zone) => ({ node: zone, children: zone.children.filter((c) => c.mapType === 'area').sort(byName) }));
    const dungeons: TreeGroup[] = zones.map((zone) => ({
      node: zone,
      children: zone.children.flatMap((child) => (child.mapType === 'dungeon' ? [child] : child.children.filter((d) => d.mapType === 'dungeon'))).sort(byName),
    }));
    return { roots, zones, areas: areas.filter((g) => g.children.length), dungeons: dungeons.filter((g) => g.children.length) };
  }, [hierarchy.data]);

  if (hierarchy.isPending) return <LoadingState text={t('viewer.loadingMaps')} />;
  if (hierarchy.isError) return <ErrorState title={t('viewer.errorTitle')} message={t('errors.maps')} onRetry={() => void hierarchy.refetch()} />;

  const leaf = (node: MapHierarchyNode) => (
    <li key={node.id}>
      <button
        type="button"
        className={classNames('atlas-tree__leaf', node.id === currentMapId && 'atlas-tree__leaf--current')}
        aria-current={node.id === currentMapId ? 'page' : undefined}
        onClick={() => onOpenMap(node.id)}
      >
        <span>{node.localizedName}</span>
        {node.isInstance ? <Badge tone="orange">{t('maps.instance')}</Badge> : null}
      </button>
    </li>
  );

  return (
    <div className="atlas-maps">
      <Button variant={composite ? 'primary' : 'secondary'} aria-pressed={composite} onClick={onComposite}>
        {t('maps.allZones')}
      </Button>
      <section aria-labelledby="atlas-tree-regions">
        <h3 id="atlas-tree-regions" className="atlas-tree__title">
          {t('maps.regions')}
        </h3>
        <ul className="atlas-tree">
          {trees.roots.map(leaf)}
          <li>
            <ul className="atlas-tree atlas-tree--nested">{trees.zones.map(leaf)}</ul>
          </li>
        </ul>
      </section>
      <TreeSection id="atlas-tree-areas" title={t('maps.areas')} groups={trees.areas} currentMapId={currentMapId} leaf={leaf} />
      <TreeSection id="atlas-tree-dungeons" title={t('maps.dungeons')} groups={trees.dungeons} currentMapId={currentMapId} leaf={leaf} />
    </div>
  );
}

interface TreeSectionProps {
  id: string;
  title: string;
  groups: readonly TreeGroup[];
  currentMapId: number | null;
  leaf: (node: MapHierarchyNode) => ReactElement;
}

/** A tree of zones, each opening to its maps; the zone holding the current map starts open. */
function TreeSection({ id, title, groups, currentMapId, leaf }: TreeSectionProps) {
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="atlas-tree__title">
        {title}
      </h3>
      <ul className="atlas-tree">
        {groups.map(({ node, children }) => {
          const open = toggled.get(node.id) ?? children.some((c) => c.id === currentMapId);
          return (
            <li key={node.id}>
              <button
                type="button"
                className="atlas-tree__group"
                aria-expanded={open}
                onClick={() => setToggled((previous) => new Map(previous).set(node.id, !open))}
              >
                <span aria-hidden="true" className="atlas-tree__chevron">
                  {open ? '▾' : '▸'}
                </span>
                {node.localizedName}
                <span className="atlas-tree__count">{children.length}</span>
              </button>
              {open ? <ul className="atlas-tree atlas-tree--nested">{children.map(leaf)}</ul> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

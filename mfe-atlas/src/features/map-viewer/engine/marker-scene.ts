import Supercluster from 'supercluster';
import { SHARD_MARKER_CODE, type Marker } from '@eoa/contracts';
import { BUNDLE_RADIUS_PX, bundleMarkers, MARKER_SIZES, SHARD_BORDER_COLOURS } from '@eoa/game-rules';
import type { ZoomRange } from '../../../shared/zoom';
import type { ViewFrame } from '../../../shared/view-frame';
import type { DrawMarker, MarkerSource } from './marker-canvas-layer';

/** The shard borders' colours (spec 2 §9: elite-master red, elite orange, signature blue), strong enough on parchment. */
export const RING_COLOURS: Record<'red' | 'orange' | 'blue', string> = { red: '#d62b1f', orange: '#f08a00', blue: '#2f6fe0' };

export interface SceneOptions {
  /** The zoom range of the view: marker sizes grow from its smallest to its largest scale. */
  range: ZoomRange;
  /** Bundle same-label markers (game-rules' shouldBundle: off during a search, forced above 1,000 markers). */
  bundle: boolean;
  /** The single map is the world map (shard sources are drawn smaller there). */
  worldMap: boolean;
  done: ReadonlySet<number>;
  icon: (categoryCode: number) => HTMLImageElement | undefined;
}

export interface ScenePoint {
  id: number;
  label: string;
  categoryCode: number;
  longitude: number;
  latitude: number;
  x: number;
  y: number;
  type: Marker['type'];
}

/** Marker size on screen for a scale (spec 2 §9): 24 px at the view's smallest zoom to 48 px at its largest. */
export function markerSize(scale: number, range: ZoomRange, size: { min: number; max: number } = MARKER_SIZES.normal): number {
  const t = Math.min(1, Math.max(0, (scale - range.min) / (range.max - range.min)));
  return size.min + (size.max - size.min) * t;
}

/** Supercluster indexes lng/lat: world pixels are laid on its unit square through the inverse of its projection. */
function toLngLat(u: number, v: number): [number, number] {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
  return [u * 360 - 180, lat];
}

/** World-pixel box. */
export interface WorldBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The markers of a view in a spatial index (built when the markers or the view change, not when filters of drawing do). */
export interface MarkerIndex {
  size: number;
  inBox(box: WorldBox): ScenePoint[];
}

/**
 * A supercluster index of every marker's position, so a redraw reads only the markers in and near the view (panning
 * over 37,240 markers touches a few hundred when zoomed in). Leaves only (maxZoom 0, queried one level deeper): the
 * index is the spatial part; the label-aware bundling of spec 2 §5 is game-rules' bundleMarkers.
 */
export function createMarkerIndex(markers: readonly Marker[], frame: ViewFrame): MarkerIndex {
  const extent = Math.max(frame.width, frame.height, 1);
  const points: ScenePoint[] = markers.map((m) => {
    const { x, y } = frame.toWorld(m.longitude, m.latitude);
    return { id: m.id, label: m.label, categoryCode: m.categoryCode, longitude: m.longitude, latitude: m.latitude, x, y, type: m.type };
  });
  const index = new Supercluster<{ i: number }>({ minZoom: 0, maxZoom: 0, radius: 1 });
  index.load(points.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: toLngLat(p.x / extent, p.y / extent) } })));
  return {
    size: points.length,
    inBox(box) {
      const [west, north] = toLngLat(Math.max(0, box.minX / extent), Math.max(0, box.minY / extent));
      const [east, south] = toLngLat(Math.min(1, box.maxX / extent), Math.min(1, box.maxY / extent));
      if (east < west || north < south) return [];
      return index.getClusters([west, south, east, north], 1).map((feature) => points[feature.properties.i]!);
    },
  };
}

/**
 * The markers ready to draw at a scale: those of the index in the view, bundled (same label within 40 screen pixels,
 * never-bundled categories apart) when bundling applies, sized for the zoom, shard sources with their border, done
 * marks faded. Markers of one category that would land on the same 2 × 2 screen pixels are drawn once (they would
 * look the same), which keeps the zoomed-out world view cheap.
 */
export function createMarkerSource(index: MarkerIndex, options: SceneOptions): MarkerSource {
  const { range, bundle, worldMap, done, icon } = options;
  return {
    icon,
    query(box, scale) {
      // Bundles reach 40 px beyond the view so those at its edge are the same as when the view moves over them.
      const margin = BUNDLE_RADIUS_PX / scale;
      const near = index.inBox({ minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin });
      near.sort((a, b) => a.id - b.id);
      const drawn = bundle
        ? bundleMarkers(near, (p) => ({ x: p.x * scale, y: p.y * scale }))
        : near.map((p) => ({ ...p, bundledCount: 1 }));
      const normal = markerSize(scale, range);
      const shard = worldMap ? markerSize(scale, range, MARKER_SIZES.shardOnWorldMap) : normal;
      const seen = new Set<string>();
      const out: DrawMarker[] = [];
      for (const p of drawn) {
        if (p.x < box.minX || p.x > box.maxX || p.y < box.minY || p.y > box.maxY) continue;
        if (p.bundledCount === 1) {
          const spot = `${p.categoryCode}:${Math.round(p.x * scale * 0.5)}:${Math.round(p.y * scale * 0.5)}`;
          if (seen.has(spot)) continue;
          seen.add(spot);
        }
        const isShard = p.categoryCode === SHARD_MARKER_CODE;
        out.push({
          id: p.id,
          x: p.x,
          y: p.y,
          categoryCode: p.categoryCode,
          label: p.label,
          count: p.bundledCount,
          size: isShard ? shard : normal,
          ring: isShard && p.type ? RING_COLOURS[SHARD_BORDER_COLOURS[p.type]] : null,
          done: done.has(p.id),
        });
      }
      return out;
    },
  };
}

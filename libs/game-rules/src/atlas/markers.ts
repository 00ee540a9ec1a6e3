// Marker rules of the map (spec 2 §4, §5, §9): duplicate merge, bundling of the same label within 40 px, when bundling
// applies, the text search (3 characters or more) and the capped A–Z list.
import {
  ATLAS_SEARCH_MIN_LENGTH, DEFAULT_DISABLED_MARKER_CODES, foldText, MARKER_LIST_CAP, NEVER_BUNDLED_MARKER_CODES, ZONE_MAP_IDS,
} from '@eoa/contracts';
import { BUNDLE_RADIUS_PX, BUNDLING_FORCED_ABOVE, MARKER_DUPLICATE_TOLERANCE } from './constants.js';
import type { PixelPoint } from './coordinates.js';

/** What the marker rules read of a marker (the API's Marker has it all). */
export interface MarkerLike {
  id: number;
  label: string;
  categoryCode: number;
  longitude: number;
  latitude: number;
}

/** The merge key: label, category and the position rounded to the tolerance (0.001°). */
export function duplicateKey(marker: MarkerLike, tolerance = MARKER_DUPLICATE_TOLERANCE): string {
  const lon = Math.round(marker.longitude / tolerance);
  const lat = Math.round(marker.latitude / tolerance);
  // -0 and 0 are one position.
  return `${marker.categoryCode}\u0000${lon === 0 ? 0 : lon}\u0000${lat === 0 ? 0 : lat}\u0000${marker.label}`;
}

/**
 * Composite merge (spec 2 §5): of markers with the same label, category and position rounded to 0.001, the first
 * is kept and the others dropped. Order is kept.
 */
export function mergeDuplicateMarkers<T extends MarkerLike>(markers: readonly T[], tolerance = MARKER_DUPLICATE_TOLERANCE): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const marker of markers) {
    const key = duplicateKey(marker, tolerance);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(marker);
  }
  return kept;
}

/** Whether a search text is long enough to apply (spec 2 §5: 3 characters or more, spaces around not counted). */
export function isActiveSearch(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= ATLAS_SEARCH_MIN_LENGTH;
}

export interface BundlingState {
  /** The visitor's own choice (bundling on or off). */
  enabled: boolean;
  /** How many markers would be drawn. */
  markerCount: number;
  /** The marker search text. */
  searchText?: string | null;
}

/** Bundling applies (spec 2 §5): never during a 3-character search, always above 1,000 markers, else as chosen. */
export function shouldBundle({ enabled, markerCount, searchText }: BundlingState): boolean {
  if (isActiveSearch(searchText)) return false;
  if (markerCount > BUNDLING_FORCED_ABOVE) return true;
  return enabled;
}

/** A drawn marker standing for `bundledCount` markers with its label (1: itself only); `bundledIds` lists them. */
export type Bundled<T> = T & { bundledCount: number; bundledIds: number[] };

export interface BundleOptions {
  radiusPx?: number;
  /** Categories never bundled (default spec 2 §5: 50, 71, 72, 77, 78). */
  neverBundled?: ReadonlySet<number> | readonly number[];
}

/**
 * Bundles markers with the same label whose screen positions lie within the radius (40 px) of a bundle's first
 * marker (spec 2 §5). Markers are taken in order: each joins the nearest bundle of its label within reach, else starts
 * one at its own position. Never-bundled categories stay single. `project` gives a marker's screen position at the
 * current zoom. A spatial grid of radius-sized cells keeps it near-linear (37,000 markers in a few milliseconds).
 */
export function bundleMarkers<T extends MarkerLike>(markers: readonly T[], project: (marker: T) => PixelPoint, options: BundleOptions = {}): Bundled<T>[] {
  const radius = options.radiusPx ?? BUNDLE_RADIUS_PX;
  const never = new Set(options.neverBundled ?? NEVER_BUNDLED_MARKER_CODES);
  const out: Bundled<T>[] = [];
  const grid = new Map<string, { at: PixelPoint; bundle: Bundled<T> }[]>();
  const cell = (x: number, y: number) => `${Math.floor(x / radius)}:${Math.floor(y / radius)}`;
  for (const marker of markers) {
    if (never.has(marker.categoryCode)) {
      out.push({ ...marker, bundledCount: 1, bundledIds: [marker.id] });
      continue;
    }
    const at = project(marker);
    const cx = Math.floor(at.x / radius);
    const cy = Math.floor(at.y / radius);
    let best: { at: PixelPoint; bundle: Bundled<T> } | undefined;
    let bestDistance = Infinity;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const candidate of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (candidate.bundle.label !== marker.label) continue;
          const distance = Math.hypot(candidate.at.x - at.x, candidate.at.y - at.y);
          if (distance <= radius && distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
          }
        }
      }
    }
    if (best) {
      best.bundle.bundledCount++;
      best.bundle.bundledIds.push(marker.id);
      continue;
    }
    const bundle: Bundled<T> = { ...marker, bundledCount: 1, bundledIds: [marker.id] };
    out.push(bundle);
    const key = cell(at.x, at.y);
    const list = grid.get(key);
    if (list) list.push({ at, bundle });
    else grid.set(key, [{ at, bundle }]);
  }
  return out;
}

/** Whether a marker's label matches an active search (any case and accents); every marker matches an inactive one. */
export function markerMatchesSearch(marker: Pick<MarkerLike, 'label'>, searchText: string | null | undefined): boolean {
  if (!isActiveSearch(searchText)) return true;
  return foldText(marker.label).includes(foldText(searchText!.trim()));
}

/**
 * Marker search (spec 2 §4): at 3 or more characters the markers whose label matches, and the categories they belong
 * to (the page enables exactly those while the search lasts); null when the search is not active.
 */
export function searchMarkers<T extends MarkerLike>(markers: readonly T[], searchText: string | null | undefined): { markers: T[]; categories: Set<number> } | null {
  if (!isActiveSearch(searchText)) return null;
  const needle = foldText(searchText!.trim());
  const found = markers.filter((m) => foldText(m.label).includes(needle));
  return { markers: found, categories: new Set(found.map((m) => m.categoryCode)) };
}

/** The categories enabled by default ("Select Default"): every code but the default-disabled ones (spec 2 §9). */
export function defaultEnabledCategories(codes: readonly number[]): Set<number> {
  const disabled = new Set<number>(DEFAULT_DISABLED_MARKER_CODES);
  return new Set(codes.filter((code) => !disabled.has(code)));
}

/** The marker list (spec 2 §5): A–Z by label (then id), at most 10,000; `capped` asks for the notice. */
export function markerListEntries<T extends MarkerLike>(markers: readonly T[], lang: string, cap = MARKER_LIST_CAP): { entries: T[]; total: number; capped: boolean } {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const sorted = [...markers].sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
  return { entries: sorted.slice(0, cap), total: markers.length, capped: markers.length > cap };
}

/** Whether markers on these maps are shown in the composite view (spec 2 §4): every one lies on a main zone map. */
export function liesInMainZones(mapIds: readonly number[]): boolean {
  const zones = new Set<number>(ZONE_MAP_IDS);
  return mapIds.length > 0 && mapIds.every((id) => zones.has(id));
}

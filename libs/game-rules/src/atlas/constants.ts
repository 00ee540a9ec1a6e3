// The atlas numbers of spec 2 §5 and §9 in one place: the composite scale, bundling and merge, zoom ranges and steps,
// marker sizes, colours by kind and the timings of the map page. The codes (map ids, category codes) are in
// @eoa/contracts (atlas.ts).
import type { ShardMarkerType } from '@eoa/contracts';

/** The composite ("All Zones") view stitches the main zone maps at 75 pixels per degree (spec 2 §9). */
export const COMPOSITE_PIXELS_PER_DEGREE = 75;

/** Markers with the same label within this many screen pixels are bundled with a count (spec 2 §5, §9). */
export const BUNDLE_RADIUS_PX = 40;
/** Above this many markers bundling is forced on (spec 2 §5). */
export const BUNDLING_FORCED_ABOVE = 1000;
/** Duplicates: same label and category, positions equal when rounded to this many degrees (spec 2 §5, §9). */
export const MARKER_DUPLICATE_TOLERANCE = 0.001;

/** Zoom of the single-map view (spec 2 §9): 0.5 to 4, wheel steps ×0.9 / ×1.1, buttons ×1.2, initial 1. */
export const SINGLE_MAP_ZOOM = { min: 0.5, max: 4, initial: 1, wheelOut: 0.9, wheelIn: 1.1, buttonStep: 1.2 } as const;
/** Zoom of the composite view (spec 2 §9): 0.1 to 1.2, initial 0.7, centring 0.5, reset 0.15. */
export const COMPOSITE_ZOOM = { min: 0.1, max: 1.2, initial: 0.7, centre: 0.5, reset: 0.15 } as const;
/** Selecting a marker zooms to 1.5 on a main region map, 0.5 otherwise (spec 2 §4, §9). */
export const SELECTION_ZOOM = { mainRegionMap: 1.5, other: 0.5 } as const;

/** The zoom a selected marker is shown at. */
export function selectionZoom(isMainRegionMap: boolean): number {
  return isMainRegionMap ? SELECTION_ZOOM.mainRegionMap : SELECTION_ZOOM.other;
}

/** Link arrows (spec 2 §9): hop sizes 18 to 27 px; an arrow within 15 % of an edge points that way. */
export const LINK_ARROW = { minHopPx: 18, maxHopPx: 27, edgeFraction: 0.15 } as const;

/** Marker sizes in pixels (spec 2 §9): normal 24–48, highlighted 36–72, quest markers 36, shards on the world map 12–24. */
export const MARKER_SIZES = {
  normal: { min: 24, max: 48 },
  highlighted: { min: 36, max: 72 },
  quest: 36,
  shardOnWorldMap: { min: 12, max: 24 },
} as const;

/** Quest markers cycle through ten colours (spec 2 §9); the colour of marker `index` (from 1) is slot (index − 1) mod 10. */
export const QUEST_MARKER_COLOUR_COUNT = 10;

export function questMarkerColourSlot(index: number): number {
  const slot = (Math.trunc(index) - 1) % QUEST_MARKER_COLOUR_COUNT;
  return slot < 0 ? slot + QUEST_MARKER_COLOUR_COUNT : slot;
}

/** Shard sources' borders by type (spec 2 §9): elite-master red, elite orange, signature blue. */
export const SHARD_BORDER_COLOURS: Readonly<Record<ShardMarkerType, 'red' | 'orange' | 'blue'>> = {
  'elite-master': 'red',
  elite: 'orange',
  signature: 'blue',
};

/** Timings of the map page in milliseconds (spec 2 §4, §9). */
export const ATLAS_TIMINGS = {
  /** A marker clicked in a list stays highlighted. */
  highlightMs: 3000,
  /** A marker found by search flashes. */
  searchFlashMs: 5000,
  /** Zoom to a target, ease in-out. */
  zoomAnimationMs: 400,
  /** A drag counts after this many pixels of movement. */
  dragThresholdPx: 5,
} as const;

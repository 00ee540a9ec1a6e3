import L from 'leaflet';
import { FLIGHT_END, FLIGHT_START } from './fly-to';

/** One thing to draw: a marker, or a bundle of same-label markers (count > 1), at world pixels (scale 1). */
export interface DrawMarker {
  /** The marker's id (a bundle's: its first marker). */
  id: number;
  x: number;
  y: number;
  categoryCode: number;
  label: string;
  /** Markers in the bundle (1 = a single marker). */
  count: number;
  /** Size on screen in px. */
  size: number;
  /** Border colour (shard sources by type), or null. */
  ring: string | null;
  /** Done by the visitor: drawn faded. */
  done: boolean;
}

/** What the layer draws: the markers inside a box of world pixels at a scale, and the icon of a category. */
export interface MarkerSource {
  query(box: { minX: number; minY: number; maxX: number; maxY: number }, scale: number): DrawMarker[];
  icon(categoryCode: number): HTMLImageElement | undefined;
}

export interface MarkerLayerCallbacks {
  onPick: (marker: DrawMarker) => void;
  onHover: (marker: DrawMarker | null, latLng: L.LatLng | null) => void;
}

/** Part of the view drawn beyond each edge, so a drag shows markers before the redraw at its end. */
const PADDING = 0.3;
/** Hit-test grid cell (px). */
const CELL = 64;

interface Placed {
  marker: DrawMarker;
  /** Centre in layer points. */
  px: number;
  py: number;
}

/**
 * Draws many markers on one canvas (spec 2: 37,240 markers in the composite view must pan and zoom smoothly): the
 * canvas is redrawn only when a move or zoom ends, covers the view plus a margin, slides with the map while it is
 * dragged and is scaled by CSS during Leaflet's zoom animation (as Leaflet's own canvas renderer does). Clicks and hovers
 * are hit-tested against what was drawn, the top-most marker first. The canvas never takes pointer events, so the
 * map's drag, wheel and keyboard work everywhere.
 */
export class MarkerCanvasLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private bounds: L.Bounds | null = null;
  private drawnCenter: L.LatLng | null = null;
  private drawnZoom = 0;
  private placed: Placed[] = [];
  private grid = new Map<number, number[]>();
  private hovered: DrawMarker | null = null;
  private sprites = new Map<string, HTMLCanvasElement>();
  private frame: number | null = null;
  /** A flight is running: the drawing only follows it by CSS until it ends. */
  private inFlight = false;

  constructor(
    private source: MarkerSource,
    private readonly callbacks: MarkerLayerCallbacks,
  ) {
    super({ pane: 'overlayPane' });
  }

  /** New markers or filters: redraw with them now (what is drawn is also what a click finds). */
  setSource(source: MarkerSource): void {
    if (source === this.source) return;
    this.source = source;
    if (this._map) this.draw();
  }

  /** Redraws at the next animation frame (an icon arrived, a marker was marked done…). */
  scheduleDraw(): void {
    if (!this._map || this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      if (this._map) this.draw();
    });
  }

  override onAdd(map: L.Map): this {
    this.canvas = L.DomUtil.create('canvas', 'atlas-marker-canvas leaflet-zoom-animated');
    this.context = this.canvas.getContext('2d');
    this.getPane()?.appendChild(this.canvas);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onMouseMove, this);
    map.on('mouseout', this.onMouseOut, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('click', this.onClick, this);
    map.off('mousemove', this.onMouseMove, this);
    map.off('mouseout', this.onMouseOut, this);
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.canvas?.remove();
    this.canvas = null;
    this.context = null;
    this.placed = [];
    this.grid.clear();
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {
      viewreset: this.reset,
      zoom: this.onZoom,
      moveend: this.reset,
      resize: this.reset,
      zoomanim: this.onZoomAnimation as L.LeafletEventHandlerFn,
      move: this.onMove,
      [FLIGHT_START]: this.onFlightStart,
      [FLIGHT_END]: this.onFlightEnd,
    };
  }

  /** The marker under a container point (px from the map's top-left), or null. */
  markerAt(containerPoint: L.Point): DrawMarker | null {
    if (!this._map) return null;
    const layerPoint = this._map.containerPointToLayerPoint(containerPoint);
    const candidates = this.grid.get(cellKey(Math.floor(layerPoint.x / CELL), Math.floor(layerPoint.y / CELL))) ?? [];
    // Drawn last = on top: search from the end.
    for (let i = candidates.length - 1; i >= 0; i -= 1) {
      const placed = this.placed[candidates[i]!]!;
      const radius = placed.marker.size / 2;
      if (Math.abs(placed.px - layerPoint.x) <= radius && Math.abs(placed.py - layerPoint.y) <= radius) return placed.marker;
    }
    return null;
  }

  /** How many markers the last draw put on the canvas (the bench and the tests read it). */
  get drawnCount(): number {
    return this.placed.length;
  }

  private onClick(event: L.LeafletMouseEvent): void {
    const marker = this.markerAt(event.containerPoint);
    if (marker) this.callbacks.onPick(marker);
  }

  private onMouseMove(event: L.LeafletMouseEvent): void {
    const marker = this.markerAt(event.containerPoint);
    if (marker === this.hovered) return;
    this.hovered = marker;
    this._map.getContainer().classList.toggle('atlas-map--over-marker', marker !== null);
    this.callbacks.onHover(marker, marker ? worldLatLng(marker) : null);
  }

  private onMouseOut(): void {
    if (!this.hovered) return;
    this.hovered = null;
    this._map.getContainer().classList.remove('atlas-map--over-marker');
    this.callbacks.onHover(null, null);
  }

  private onFlightStart(): void {
    this.inFlight = true;
  }

  private onFlightEnd(): void {
    this.inFlight = false;
    this.reset();
  }

  private onMove(): void {
    if (this.inFlight && this.drawnCenter) this.updateTransform(this._map.getCenter(), this._map.getZoom());
  }

  private onZoom(): void {
    // A zoom without animation (setView frames of a fly): keep the old drawing in place until moveend redraws it.
    if (this.drawnCenter) this.updateTransform(this._map.getCenter(), this._map.getZoom());
  }

  private onZoomAnimation(event: L.ZoomAnimEvent): void {
    if (this.drawnCenter) this.updateTransform(event.center, event.zoom);
  }

  private updateTransform(center: L.LatLng, zoom: number): void {
    if (!this.canvas || !this.drawnCenter) return;
    const map = this._map;
    const scale = map.getZoomScale(zoom, this.drawnZoom);
    const viewHalf = map.getSize().multiplyBy(0.5 + PADDING);
    const currentCentrePoint = map.project(this.drawnCenter, zoom);
    const topLeft = map.project(center, zoom).subtract(map.getSize().divideBy(2)).add(mapPanePosition(map)).round();
    const offset = viewHalf.multiplyBy(-scale).add(currentCentrePoint).subtract(topLeft);
    L.DomUtil.setTransform(this.canvas, offset, scale);
  }

  private reset(): void {
    const map = this._map;
    if (!map || !this.canvas) return;
    if (this.inFlight) {
      this.updateTransform(map.getCenter(), map.getZoom());
      return;
    }
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-PADDING)).round();
    this.bounds = new L.Bounds(min, min.add(size.multiplyBy(1 + 2 * PADDING)).round());
    this.drawnCenter = map.getCenter();
    this.drawnZoom = map.getZoom();
    const extent = this.bounds.getSize();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.max(1, Math.round(extent.x * ratio));
    this.canvas.height = Math.max(1, Math.round(extent.y * ratio));
    this.canvas.style.width = `${extent.x}px`;
    this.canvas.style.height = `${extent.y}px`;
    L.DomUtil.setPosition(this.canvas, min);
    this.draw();
  }

  private draw(): void {
    const map = this._map;
    if (!map || !this.bounds || !this.canvas) return;
    const scale = map.getZoomScale(map.getZoom(), 0);
    const origin = map.getPixelOrigin();
    const min = this.bounds.min!;
    const max = this.bounds.max!;
    const began = performance.now();
    const markers = this.source.query(
      {
        minX: (min.x + origin.x) / scale,
        minY: (min.y + origin.y) / scale,
        maxX: (max.x + origin.x) / scale,
        maxY: (max.y + origin.y) / scale,
      },
      scale,
    );
    this.placed = markers.map((marker) => ({ marker, px: marker.x * scale - origin.x, py: marker.y * scale - origin.y }));
    this.grid = gridOf(this.placed);
    const context = this.context;
    if (!context) return; // no 2D canvas (jsdom): hit-testing still works
    const ratio = this.canvas.width / Math.max(1, this.canvas.clientWidth || this.canvas.width);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    for (const placed of this.placed) this.drawMarker(context, placed, placed.px - min.x, placed.py - min.y);
    // For the bench and the browser's performance panel: each drawing, how long it took and how many markers it drew.
    this.canvas.dataset.drawn = String(this.placed.length);
    performance.measure('atlas-markers-draw', { start: began, detail: { drawn: this.placed.length } });
  }

  private drawMarker(context: CanvasRenderingContext2D, { marker }: Placed, x: number, y: number): void {
    const sprite = this.sprite(marker);
    const half = marker.size / 2;
    if (sprite) context.drawImage(sprite, Math.round(x - half - 2), Math.round(y - half - 2));
    if (marker.count > 1) drawCount(context, marker.count, x + half * 0.7, y - half * 0.7);
  }

  /** The marker's picture at its size, border and fading, drawn once and reused (a blit is far cheaper than an SVG). */
  private sprite(marker: DrawMarker): HTMLCanvasElement | null {
    if (!this.context) return null;
    const size = Math.round(marker.size);
    const icon = this.source.icon(marker.categoryCode);
    const loaded = Boolean(icon && icon.complete && icon.naturalWidth > 0);
    // A stand-in (until the icon arrives) has a key of its own, so the icon replaces it at the next draw.
    const key = `${marker.categoryCode}:${size}:${marker.ring ?? ''}:${marker.done ? 1 : 0}:${loaded ? 1 : 0}`;
    const cached = this.sprites.get(key);
    if (cached) return cached;
    const sprite = document.createElement('canvas');
    sprite.width = size + 4;
    sprite.height = size + 4;
    const context = sprite.getContext('2d');
    if (!context) return null;
    if (marker.done) context.globalAlpha = 0.4;
    if (loaded) {
      context.drawImage(icon!, 2, 2, size, size);
    } else {
      // Until its icon arrives: a plain disc, so the map never shows only bundle counts.
      context.fillStyle = '#7a5a2a';
      context.strokeStyle = '#f3e3bf';
      context.lineWidth = 2;
      context.beginPath();
      context.arc(size / 2 + 2, size / 2 + 2, size / 2 - 4, 0, Math.PI * 2);
      context.fill();
      context.stroke();
    }
    if (marker.ring) {
      context.globalAlpha = 1;
      context.lineWidth = 3;
      context.strokeStyle = marker.ring;
      context.beginPath();
      context.arc(size / 2 + 2, size / 2 + 2, size / 2, 0, Math.PI * 2);
      context.stroke();
    }
    if (this.sprites.size > 2000) this.sprites.clear();
    this.sprites.set(key, sprite);
    return sprite;
  }
}

/** The Leaflet position of a world pixel (CRS.Simple: lat = −y, lng = x at zoom 0). */
export function worldLatLng(point: { x: number; y: number }): L.LatLng {
  return L.latLng(-point.y, point.x);
}

/** The world pixel of a Leaflet position. */
export function latLngWorld(latLng: L.LatLng): { x: number; y: number } {
  return { x: latLng.lng, y: -latLng.lat };
}

function mapPanePosition(map: L.Map): L.Point {
  const pane = map.getPane('mapPane');
  return (pane && L.DomUtil.getPosition(pane)) || L.point(0, 0);
}

const cellKey = (cx: number, cy: number) => cx * 100_003 + cy;

function gridOf(placed: readonly Placed[]): Map<number, number[]> {
  const grid = new Map<number, number[]>();
  placed.forEach(({ marker, px, py }, index) => {
    const r = marker.size / 2;
    for (let cx = Math.floor((px - r) / CELL); cx <= Math.floor((px + r) / CELL); cx += 1) {
      for (let cy = Math.floor((py - r) / CELL); cy <= Math.floor((py + r) / CELL); cy += 1) {
        const key = cellKey(cx, cy);
        const cell = grid.get(key);
        if (cell) cell.push(index);
        else grid.set(key, [index]);
      }
    }
  });
  return grid;
}

/** A bundle's count in a small round badge. */
function drawCount(context: CanvasRenderingContext2D, count: number, x: number, y: number): void {
  const text = count > 999 ? '999+' : String(count);
  context.font = 'bold 10px system-ui, sans-serif';
  const width = Math.max(16, context.measureText(text).width + 6);
  context.fillStyle = '#7a1f12';
  context.strokeStyle = '#f3e3bf';
  context.lineWidth = 1.5;
  context.beginPath();
  context.roundRect(x - width / 2, y - 8, width, 16, 8);
  context.fill();
  context.stroke();
  context.fillStyle = '#fff8e8';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, x, y + 0.5);
}

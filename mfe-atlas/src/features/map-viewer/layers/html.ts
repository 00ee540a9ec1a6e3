import type L from 'leaflet';

/** Text for a Leaflet divIcon's HTML string (the only place the viewer writes HTML by hand). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Gives a marker's element its accessible name (Leaflet sets only a title, and the glyph inside would be read instead). */
export function nameMarker(marker: L.Marker, name: string): void {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', name);
  if (!element.hasAttribute('role')) element.setAttribute('role', marker.options.interactive === false ? 'img' : 'button');
}

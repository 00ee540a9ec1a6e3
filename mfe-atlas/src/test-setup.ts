import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import L from 'leaflet';
import { i18n } from '@eoa/i18n';
import enAtlas from '@eoa/i18n/locales/en/atlas.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };
import { resetAtlasStore } from './shared/atlas-store';
import { useAtlasPreferences } from './shared/preferences-store';
import { useProgress } from './shared/progress-store';

// jsdom lacks these; react-router needs the encoders.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers.
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The current texts straight from the source locale files (a missing key shows up as a raw key).
i18n.addResourceBundle('en', 'atlas', enAtlas, true, true);
i18n.addResourceBundle('en', 'common', enCommon, true, true);

if (typeof HTMLElement !== 'undefined') {
  // jsdom lays nothing out: give elements a size so Leaflet has a viewport and the virtual lists render rows.
  for (const [key, value] of [['clientHeight', 600], ['clientWidth', 1000], ['offsetHeight', 600], ['offsetWidth', 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  // jsdom has no 2D canvas (getContext prints "not implemented"): here the marker layer gets none and only its
  // hit-testing is exercised; the drawing itself is checked in Chromium (e2e/tests/atlas.spec.ts and the bench).
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

// Leaflet thinks jsdom has no CSS 3D transforms and then rounds every zoom to a whole number (the viewer's zoom is
// fractional: ×1.2 steps). Say it has them, and switch its CSS animations off (jsdom plays none).
(L.Browser as { any3d: boolean }).any3d = true;
L.Map.mergeOptions({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });

// Every frame's status bar asks GET /api/homepage/app-info; here it never answers, so the fallback versions show.
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  localStorage.clear();
  resetAtlasStore();
  // The browser-kept stores start empty in each test (their module state outlives a test).
  useProgress.setState({ doneQuests: [], doneMarkers: [], hideDone: false });
  useAtlasPreferences.setState({ linksVisible: true });
});

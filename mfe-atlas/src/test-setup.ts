// The atlas's own part of the test setup, after the front ends' one (@eoa/ui/testing/setup, listed first in
// jest.config.js): only the atlas runs Leaflet, and its stores keep module state a test would otherwise inherit.
import { beforeEach } from '@jest/globals';
import L from 'leaflet';
import { resetAtlasStore } from './shared/atlas-store';
import { useAtlasPreferences } from './shared/preferences-store';
import { useProgress } from './shared/progress-store';

// Leaflet thinks jsdom has no CSS 3D transforms and then rounds every zoom to a whole number (the viewer's zoom is
// fractional: ×1.2 steps). Say it has them, and switch its CSS animations off (jsdom plays none).
(L.Browser as { any3d: boolean }).any3d = true;
L.Map.mergeOptions({ zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });

beforeEach(() => {
  resetAtlasStore();
  // The browser-kept stores start empty in each test (their module state outlives a test).
  useProgress.setState({ doneQuests: [], doneMarkers: [], hideDone: false });
  useAtlasPreferences.setState({ linksVisible: true });
});

// The one Jest setup of the front ends (the shell, every remote and this kit), run before each test file: every
// jest.config.js of a front end lists `@eoa/ui/testing/setup` first. A project keeps a src/test-setup.ts only for
// what is its own (its stores and libraries), run after this one.
import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { beforeEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { i18n } from '@eoa/i18n';
import enAdmin from '@eoa/i18n/locales/en/admin.json' with { type: 'json' };
import enAtlas from '@eoa/i18n/locales/en/atlas.json' with { type: 'json' };
import enBuilder from '@eoa/i18n/locales/en/builder.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };
import enCrafting from '@eoa/i18n/locales/en/crafting.json' with { type: 'json' };
import enLoot from '@eoa/i18n/locales/en/loot.json' with { type: 'json' };
import enShell from '@eoa/i18n/locales/en/shell.json' with { type: 'json' };

// jsdom lacks these: react-router needs the encoders, dagre's layout structuredClone.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers
// (and then advances them inside waitFor/findBy).
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// waitFor/findBy give up after this long: a bound that keeps a broken test from hanging, not an aim for speed. Testing
// Library's 1 s default failed on a loaded two-core machine (a debounced search, then a mocked fetch and a render).
configure({ asyncUtilTimeout: 10_000 });

// Pages run in a data router in the shell (the admin quest editor's leave warning uses useBlocker), so tests use one
// too. Its navigations build a fetch Request, which jsdom has not: this stand-in carries what the router reads.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    readonly headers: Headers | undefined;
    constructor(url: string | URL, init: RequestInit = {}) {
      this.url = String(url);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? undefined;
      this.headers = init.headers as Headers | undefined;
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}

// The current texts straight from the source locale files, whatever build of @eoa/i18n a test resolves (in the
// page a tool's English arrives with the tool): a missing key shows up as a raw key in a failure.
const englishTexts = { common: enCommon, shell: enShell, builder: enBuilder, crafting: enCrafting, atlas: enAtlas, loot: enLoot, admin: enAdmin };
for (const [namespace, texts] of Object.entries(englishTexts)) i18n.addResourceBundle('en', namespace, texts, true, true);

// Some test files run in the node environment (`@jest-environment node`), where there is no DOM to complete.
if (typeof HTMLElement !== 'undefined') {
  // jsdom lays nothing out: give elements a size so virtual lists render rows, Leaflet has a viewport and React
  // Flow's diagram has room.
  for (const [key, value] of [['clientHeight', 600], ['clientWidth', 1000], ['offsetHeight', 600], ['offsetWidth', 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  // Nor a 2D canvas (getContext prints "not implemented"): a canvas gets no context, so the atlas's marker layer
  // draws nothing and only its hit-testing is exercised; the drawing is checked in Chromium (e2e and the benches).
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
  // No media queries: nothing matches (no reduced motion, no preference).
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;

  // React Flow reads node sizes through a ResizeObserver and the viewport's zoom through DOMMatrixReadOnly, and
  // measures SVG text with getBBox.
  class ImmediateResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class ScaleMatrix {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  Object.assign(globalThis, { ResizeObserver: ImmediateResizeObserver, DOMMatrixReadOnly: ScaleMatrix });
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value: () => ({ x: 0, y: 0, width: 0, height: 0 }),
  });
}

beforeEach(() => {
  // A call no test answers never settles: every frame's status bar asks GET /api/homepage/app-info and keeps its
  // fallback versions. A test answers calls with mockApi (or its own fetch).
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  // Each test starts as a fresh page: nothing kept by an earlier one (node-environment files have no storage).
  if (typeof window !== 'undefined') window.localStorage.clear();
});

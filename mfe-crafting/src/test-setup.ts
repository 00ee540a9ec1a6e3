import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { jest } from '@jest/globals';
import { i18n } from '@eoa/i18n';
import enCrafting from '@eoa/i18n/locales/en/crafting.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };

// jsdom lacks these; react-router needs the encoders, dagre's layout structuredClone.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers.
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The current texts straight from the source locale files (a missing key shows up as a raw key).
i18n.addResourceBundle('en', 'crafting', enCrafting, true, true);
i18n.addResourceBundle('en', 'common', enCommon, true, true);

if (typeof HTMLElement !== 'undefined') {
  // jsdom lays nothing out: give elements a size so the virtual recipe list renders its rows and the tree
  // diagram (React Flow measures its nodes before it draws them and their edges) has a viewport.
  for (const [key, value] of [['clientHeight', 600], ['clientWidth', 1000], ['offsetHeight', 600], ['offsetWidth', 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  // React Flow reads node sizes through a ResizeObserver and the viewport's zoom through DOMMatrixReadOnly.
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

// Every frame's status bar asks GET /api/homepage/app-info; here it never answers, so the fallback versions show.
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  localStorage.clear();
});

import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { i18n } from '@eoa/i18n';
import enAdmin from '@eoa/i18n/locales/en/admin.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };
import { resetAdminSession } from './session/session-store';

// jsdom lacks these; react-router needs the encoders.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers.
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The admin routes run in a data router in the shell (the quest editor's leave warning uses useBlocker), so the tests
// use one too. Its navigations build a fetch Request, which jsdom has not: this stand-in carries what the router reads.
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

// The current texts straight from the source locale files (a missing key shows up as a raw key).
i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
i18n.addResourceBundle('en', 'common', enCommon, true, true);

if (typeof HTMLElement !== 'undefined') {
  // jsdom lays nothing out: give elements a size so the virtual lists render rows.
  for (const [key, value] of [['clientHeight', 600], ['clientWidth', 1000], ['offsetHeight', 600], ['offsetWidth', 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
  // Nor does it scroll: keep each element's scroll position and announce changes as a browser does, so a virtual
  // list scrolled from the keyboard (scrollToIndex) renders the rows it scrolled to.
  const scrollTops = new WeakMap<Element, number>();
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrollTops.set(this, Math.max(0, value));
      this.dispatchEvent(new Event('scroll'));
    },
  });
  // The content's height: a virtual list's inner box carries its total height in its style.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const content = this.firstElementChild instanceof HTMLElement ? Number.parseFloat(this.firstElementChild.style.height) : Number.NaN;
      return Number.isFinite(content) ? Math.max(content, this.clientHeight) : this.clientHeight;
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? y : options?.top;
    if (typeof top === 'number') this.scrollTop = top;
  } as HTMLElement['scrollTo'];
}

// Every frame's status bar asks GET /api/homepage/app-info; here it never answers, so the fallback versions show.
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  localStorage.clear();
  // The session store is module state: each test starts as a fresh page.
  resetAdminSession();
});

afterEach(() => {
  jest.restoreAllMocks();
});

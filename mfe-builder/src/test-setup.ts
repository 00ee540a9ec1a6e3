import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { i18n } from '@eoa/i18n';
import enBuilder from '@eoa/i18n/locales/en/builder.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers.
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The current texts straight from the source locale files (a missing key shows up as a raw key).
i18n.addResourceBundle('en', 'builder', enBuilder, true, true);
i18n.addResourceBundle('en', 'common', enCommon, true, true);

// jsdom lays nothing out: give elements a size so the virtualised grid renders its rows.
// (Some files run in the node environment, where there is no DOM.)
if (typeof HTMLElement !== 'undefined') {
  for (const [key, value] of [['clientHeight', 800], ['clientWidth', 1000], ['offsetHeight', 800], ['offsetWidth', 1000]] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
}

// Every frame's status bar asks GET /api/homepage/app-info; here it never answers, so the fallback versions show.
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

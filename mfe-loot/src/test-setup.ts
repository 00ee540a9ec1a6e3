import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import { i18n } from '@eoa/i18n';
import enLoot from '@eoa/i18n/locales/en/loot.json' with { type: 'json' };
import enCommon from '@eoa/i18n/locales/en/common.json' with { type: 'json' };

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers.
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The current texts straight from the source locale files (a missing key shows up as a raw key).
i18n.addResourceBundle('en', 'loot', enLoot, true, true);
i18n.addResourceBundle('en', 'common', enCommon, true, true);

// A call no test answers never settles (the status bar's app-info keeps its fallback versions).
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

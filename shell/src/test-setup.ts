/** Environment of every shell test (jest.config.js runs it before each test file). */
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';
import { i18n } from '@eoa/i18n';
import enShell from '@eoa/i18n/locales/en/shell.json' with { type: 'json' };

// jsdom lacks these; react-router 7 uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers
// (and then advances them inside waitFor/findBy).
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

// The shell's English texts straight from the source locale file, so tests always see the current texts
// (whatever build of @eoa/i18n the test resolves) and a missing key shows up as a raw key in a failure.
i18n.addResourceBundle('en', 'shell', enShell, true, true);

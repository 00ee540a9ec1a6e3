/**
 * Test environment for the shell's feature tests. Import it FIRST in a test file (ES modules run in import
 * order, and react-router needs TextEncoder while it loads). shell/jest.config.js has no setup file of its own.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';

// jsdom lacks these; react-router 7 uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// In ESM mode Jest does not define the `jest` global, which Testing Library looks for to notice fake timers
// (and then advances them inside waitFor/findBy).
(globalThis as unknown as { jest?: typeof jest }).jest ??= jest;

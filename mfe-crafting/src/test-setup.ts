import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { jest } from '@jest/globals';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every frame's status bar asks GET /api/homepage/app-info; here it never answers, so the fallback versions show.
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
});

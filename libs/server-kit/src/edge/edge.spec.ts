import { describe, expect, it } from '@jest/globals';
import { acceptRequestId, pathForLogs } from './index.js';

describe('acceptRequestId: one rule for the gateway and the services', () => {
  it('keeps an id-like header, the gateway’s UUIDs and ids with @ or : included', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'req.42', 'trace:abc@edge-1', 'a'.repeat(128)]) expect(acceptRequestId(id)).toBe(id);
  });

  it('replaces anything else with a new UUID', () => {
    for (const bad of [undefined, '', 'a'.repeat(129), 'has space', 'line\nbreak', 'x<script>', ['a', 'b']]) {
      expect(acceptRequestId(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('pathForLogs', () => {
  it('leaves the query string out of every logged URL', () => {
    expect(pathForLogs('/api/items/search?q=my+secret+build&page=2')).toBe('/api/items/search');
    expect(pathForLogs('/api/health')).toBe('/api/health');
    expect(pathForLogs('/api/x?')).toBe('/api/x');
  });
});

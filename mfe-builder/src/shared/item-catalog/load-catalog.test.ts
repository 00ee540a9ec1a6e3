/**
 * @jest-environment node
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { DataVersion, Item, ItemsPage } from '@eoa/contracts';
import { CATALOG_STALE_AFTER_MS, judgeCatalog, needsVersionCheck, VERSION_CHECK_INTERVAL_MS, type CatalogMeta } from './cache-rules';
import { openCatalogStore, type CatalogStore } from './catalog-db';
import { CATALOG_PAGE_SIZE, loadCatalog, type CatalogSource } from './load-catalog';

const version = (fingerprint = 'f1'): DataVersion => ({
  version: 'Echoes of Angmar',
  fingerprint,
  details: { source: 'test', seededAt: null, manifestSha256: null, itemCount: 0, counts: {} },
});
const makeItems = (count: number, tag = 'a') => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `${tag}${i + 1}` }) as Item);

/** A fake API: `count` items in pages, a data version, call counters, and a switch to fail. */
function fakeSource(count: number, fingerprint = 'f1') {
  const all = makeItems(count);
  const state = { failing: false, versionCalls: 0, pageCalls: 0, fingerprint };
  const source: CatalogSource = {
    async version() {
      state.versionCalls++;
      if (state.failing) throw new Error('Network error');
      return version(state.fingerprint);
    },
    async page(page, pageSize): Promise<ItemsPage> {
      state.pageCalls++;
      if (state.failing) throw new Error('Network error');
      return { items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length, page, pageSize };
    },
  };
  return { source, state };
}

const meta = (over: Partial<CatalogMeta> = {}): CatalogMeta => ({
  key: 'Echoes of Angmar|f1|en', language: 'en', dataVersion: 'Echoes of Angmar', fingerprint: 'f1', count: 5000, savedAt: 0, checkedAt: 0, ...over,
});

describe('cache rules (spec 1 §4)', () => {
  it('uses a matching copy of at least 1000 items, clears a smaller one, refetches a missing, mismatched or day-old one', () => {
    expect(judgeCatalog(undefined, version(), 'en', 0)).toBe('refetch');
    expect(judgeCatalog(meta(), version(), 'en', 1000)).toBe('use');
    expect(judgeCatalog(meta({ count: 1000 }), version(), 'en', 1000)).toBe('use');
    expect(judgeCatalog(meta({ count: 999 }), version(), 'en', 1000)).toBe('clear-and-refetch');
    expect(judgeCatalog(meta(), version('f2'), 'en', 1000)).toBe('refetch');
    expect(judgeCatalog(meta(), version(), 'de', 1000)).toBe('refetch');
    expect(judgeCatalog(meta(), null, 'en', CATALOG_STALE_AFTER_MS - 1)).toBe('use');
    expect(judgeCatalog(meta(), null, 'en', CATALOG_STALE_AFTER_MS)).toBe('refetch');
  });
  it('asks for the data version at most every 5 minutes', () => {
    expect(needsVersionCheck(undefined, 0)).toBe(true);
    expect(needsVersionCheck(meta({ checkedAt: 1000 }), 1000 + VERSION_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(needsVersionCheck(meta({ checkedAt: 1000 }), 1000 + VERSION_CHECK_INTERVAL_MS)).toBe(true);
    // A clock set back is not trusted.
    expect(needsVersionCheck(meta({ checkedAt: 5000 }), 1000)).toBe(true);
  });
});

describe('loadCatalog with IndexedDB', () => {
  let store: CatalogStore;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    globalThis.indexedDB = new IDBFactory();
    const opened = await openCatalogStore();
    expect(opened).not.toBeNull();
    store = opened!;
    clock = 1_000_000;
  });

  it('downloads page by page with progress, then serves the copy without downloading again', async () => {
    const { source, state } = fakeSource(6000);
    const progress = jest.fn();
    const first = await loadCatalog({ language: 'en', store, source, now, onProgress: ({ loaded, total }) => progress(loaded, total) });
    expect(first.origin).toBe('network');
    expect(first.items).toHaveLength(6000);
    expect(progress.mock.calls).toEqual([[CATALOG_PAGE_SIZE, 6000], [2 * CATALOG_PAGE_SIZE, 6000], [6000, 6000]]);
    expect(state.pageCalls).toBe(3);

    clock += 60_000;
    const second = await loadCatalog({ language: 'en', store, source, now });
    expect(second.origin).toBe('cache');
    expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    // Within 5 minutes of the last check: not even the data version is asked.
    expect(state).toMatchObject({ versionCalls: 1, pageCalls: 3 });

    clock += VERSION_CHECK_INTERVAL_MS;
    expect((await loadCatalog({ language: 'en', store, source, now })).origin).toBe('cache');
    expect(state).toMatchObject({ versionCalls: 2, pageCalls: 3 });
  });

  it('downloads again when the data changed, and keeps one copy per language', async () => {
    const { source, state } = fakeSource(3000);
    await loadCatalog({ language: 'en', store, source, now });
    state.fingerprint = 'f2';
    clock += VERSION_CHECK_INTERVAL_MS;
    const next = await loadCatalog({ language: 'en', store, source, now });
    expect(next.origin).toBe('network');
    expect(next.meta.key).toBe('Echoes of Angmar|f2|en');
    expect(await store.items('Echoes of Angmar|f1|en')).toBeUndefined();
    await loadCatalog({ language: 'de', store, source, now });
    expect((await store.meta('en'))?.key).toBe('Echoes of Angmar|f2|en');
    expect((await store.meta('de'))?.key).toBe('Echoes of Angmar|f2|de');
  });

  it('clears a copy of fewer than 1000 items and fetches again', async () => {
    const small = fakeSource(500);
    await loadCatalog({ language: 'en', store, source: small.source, now });
    const { source, state } = fakeSource(4000);
    const result = await loadCatalog({ language: 'en', store, source, now });
    expect(result.origin).toBe('network');
    expect(result.items).toHaveLength(4000);
    expect(state.pageCalls).toBe(2);
  });

  it('fetches a day-old copy again, and uses it when the API fails', async () => {
    const { source, state } = fakeSource(2000);
    await loadCatalog({ language: 'en', store, source, now });
    clock += CATALOG_STALE_AFTER_MS;
    state.failing = true;
    const result = await loadCatalog({ language: 'en', store, source, now });
    expect(result.origin).toBe('stale-cache');
    expect(result.items).toHaveLength(2000);
    state.failing = false;
    expect((await loadCatalog({ language: 'en', store, source, now })).origin).toBe('network');
  });

  it('raises the error when the API fails and there is no copy', async () => {
    const { source, state } = fakeSource(2000);
    state.failing = true;
    await expect(loadCatalog({ language: 'en', store, source, now })).rejects.toThrow('Network error');
  });

  it('works without IndexedDB (every visit downloads)', async () => {
    const { source, state } = fakeSource(1500);
    expect((await loadCatalog({ language: 'en', store: null, source, now })).origin).toBe('network');
    expect((await loadCatalog({ language: 'en', store: null, source, now })).origin).toBe('network');
    expect(state.pageCalls).toBe(2);
  });
});

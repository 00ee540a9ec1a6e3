/**
 * @jest-environment node
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { DataVersion, Item, ItemsPage } from '@eoa/contracts';
import { CATALOG_STALE_AFTER_MS, judgeCatalog, needsVersionCheck, VERSION_CHECK_INTERVAL_MS, type CatalogMeta } from './cache-rules';
import { CATALOG_DB_NAME, CATALOG_DB_VERSION, itemsOf, openCatalogStore, type CatalogStore } from './catalog-db';
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
    async page(page, pageSize): Promise<string> {
      state.pageCalls++;
      if (state.failing) throw new Error('Network error');
      const answer: ItemsPage = { items: all.slice((page - 1) * pageSize, page * pageSize), totalCount: all.length, page, pageSize };
      return JSON.stringify(answer);
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
    let lastReported: readonly Item[] = [];
    const first = await loadCatalog({
      language: 'en', store, source, now, onProgress: ({ loaded, total, items }) => {
        progress(loaded, total);
        lastReported = items;
      },
    });
    expect(first.origin).toBe('network');
    expect(first.items).toHaveLength(6000);
    // The page's last list is the answer itself (nothing rebuilt when the load ends).
    expect(first.items).toBe(lastReported);
    expect(progress.mock.calls[0]).toEqual([CATALOG_PAGE_SIZE, 6000]);
    expect(progress.mock.calls.at(-1)).toEqual([6000, 6000]);
    expect(progress).toHaveBeenCalledTimes(3);
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

  it('with nothing cached, asks for the first page without waiting for the data version', async () => {
    const { source } = fakeSource(1200);
    const order: string[] = [];
    let releaseVersion!: () => void;
    const versionHeld = new Promise<void>((resolve) => (releaseVersion = resolve));
    const watched: CatalogSource = {
      async version() {
        order.push('version asked');
        await versionHeld;
        return source.version();
      },
      async page(page, pageSize) {
        order.push(`page ${page} asked`);
        return source.page(page, pageSize);
      },
    };
    const loading = loadCatalog({ language: 'en', store, source: watched, now });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['version asked', 'page 1 asked']);
    releaseVersion();
    expect((await loading).meta.key).toBe('Echoes of Angmar|f1|en');
  });

  it('keeps the pages as the API sent them; a copy in another shape reads as none and is downloaded again', async () => {
    const { source, state } = fakeSource(1500);
    await loadCatalog({ language: 'en', store, source, now });
    const raw = await new Promise<unknown>((resolve) => {
      const open = indexedDB.open(CATALOG_DB_NAME, CATALOG_DB_VERSION);
      open.onsuccess = () => {
        const get = open.result.transaction('items').objectStore('items').get('Echoes of Angmar|f1|en');
        get.onsuccess = () => resolve(get.result);
      };
    });
    const stored = raw as { key: string; pages: Blob[] };
    expect(stored.key).toBe('Echoes of Angmar|f1|en');
    expect(stored.pages).toHaveLength(1);
    expect(await stored.pages[0]!.text()).toContain('"totalCount":1500');
    expect(await itemsOf(stored)).toHaveLength(1500);
    // An older page saved the items as objects (or texts): not read, downloaded again.
    expect(await itemsOf({ key: 'k', items: makeItems(1500) } as never)).toBeUndefined();
    expect(await itemsOf({ key: 'k', pages: ['{"items":[]}'] } as never)).toBeUndefined();
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(CATALOG_DB_NAME, CATALOG_DB_VERSION);
      open.onsuccess = () => {
        const tx = open.result.transaction('items', 'readwrite');
        tx.objectStore('items').put({ key: 'Echoes of Angmar|f1|en', items: makeItems(1500) });
        tx.oncomplete = () => resolve();
      };
    });
    clock += 1000;
    const again = await loadCatalog({ language: 'en', store, source, now });
    expect(again.origin).toBe('network');
    expect(state.pageCalls).toBe(2);
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

// Loads the item catalog for a language: from IndexedDB when the cache rules allow, otherwise page by page
// from the API (pages of 2,500, three at a time after the first: each is served precompressed with an ETag,
// so the browser revalidates with 304 instead of downloading again), reporting loaded/total as pages arrive.

import type { DataVersion, Item, ItemsPage } from '@eoa/contracts';
import { catalogKey, judgeCatalog, needsVersionCheck, type CatalogMeta } from './cache-rules';
import type { CatalogStore } from './catalog-db';

export const CATALOG_PAGE_SIZE = 2500;

export interface CatalogSource {
  version(signal?: AbortSignal): Promise<DataVersion>;
  page(page: number, pageSize: number, signal?: AbortSignal): Promise<ItemsPage>;
}

export interface CatalogProgress {
  loaded: number;
  total: number;
  /** Every item received so far (the grid shows them while the rest arrive). */
  items: readonly Item[];
}

export interface LoadCatalogOptions {
  language: string;
  store: CatalogStore | null;
  source: CatalogSource;
  now?: () => number;
  onProgress?: (progress: CatalogProgress) => void;
  signal?: AbortSignal;
}

export type CatalogOrigin = 'cache' | 'network' | 'stale-cache';

export interface CatalogResult {
  items: Item[];
  origin: CatalogOrigin;
  meta: CatalogMeta;
}

/** Pages asked at once after the first (which says how many there are). */
const PARALLEL_PAGES = 3;

async function fetchAll(source: CatalogSource, onProgress: LoadCatalogOptions['onProgress'], signal?: AbortSignal): Promise<Item[]> {
  const first = await source.page(1, CATALOG_PAGE_SIZE, signal);
  const total = first.totalCount;
  const pages: Item[][] = [first.items];
  const report = () => {
    const items = pages.flat();
    onProgress?.({ loaded: items.length, total, items });
  };
  report();
  const count = Math.ceil(total / CATALOG_PAGE_SIZE);
  let next = 2;
  const worker = async () => {
    while (next <= count) {
      const page = next++;
      pages[page - 1] = (await source.page(page, CATALOG_PAGE_SIZE, signal)).items;
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, Math.max(0, count - 1)) }, worker));
  return pages.flat();
}

/**
 * The catalog by the rules of spec 1 §4: a trusted cached copy is used without downloading it again; a failing
 * API falls back to any cached copy of the language, however old; with neither, the error is thrown.
 */
export async function loadCatalog({ language, store, source, now = Date.now, onProgress, signal }: LoadCatalogOptions): Promise<CatalogResult> {
  const meta = (await store?.meta(language).catch(() => undefined)) ?? undefined;
  const stale = async (error: unknown): Promise<CatalogResult> => {
    const items = meta ? await store?.items(meta.key).catch(() => undefined) : undefined;
    if (meta && items?.length) return { items, origin: 'stale-cache', meta };
    throw error;
  };

  let version: DataVersion | null = null;
  if (needsVersionCheck(meta, now())) {
    try {
      version = await source.version(signal);
    } catch (error) {
      return stale(error);
    }
  }

  const verdict = judgeCatalog(meta, version, language, now());
  if (verdict === 'use' && meta) {
    const items = await store?.items(meta.key).catch(() => undefined);
    if (items && items.length === meta.count) {
      const checked = version ? { ...meta, checkedAt: now() } : meta;
      if (version) await store?.touch(checked).catch(() => undefined);
      onProgress?.({ loaded: items.length, total: items.length, items });
      return { items, origin: 'cache', meta: checked };
    }
  }
  if (verdict === 'clear-and-refetch') await store?.remove(language).catch(() => undefined);

  let items: Item[];
  try {
    version ??= await source.version(signal);
    items = await fetchAll(source, onProgress, signal);
  } catch (error) {
    if (verdict === 'clear-and-refetch') throw error;
    return stale(error);
  }
  const saved: CatalogMeta = {
    key: catalogKey(version, language),
    language,
    dataVersion: version.version,
    fingerprint: version.fingerprint,
    count: items.length,
    savedAt: now(),
    checkedAt: now(),
  };
  // A cache that cannot be written (quota, private mode) only costs the next visit a download.
  await store?.save(saved, items).catch(() => undefined);
  return { items, origin: 'network', meta: saved };
}

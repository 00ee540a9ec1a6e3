// Loads the item catalog for a language: from IndexedDB when the cache rules allow, otherwise page by page
// from the API (pages of 2,500: the first asked together with the data version, the rest four at a time — each
// is served precompressed with an ETag, so the browser revalidates with 304 instead of downloading again),
// reporting loaded/total as pages arrive. The items are reported as they arrive; the answer comes once the copy
// is written (a page closed at once would otherwise lose it).
import type { DataVersion, Item, ItemsPage } from '@eoa/contracts';
import { catalogKey, judgeCatalog, needsVersionCheck, type CatalogMeta } from './cache-rules';
import type { CatalogStore } from './catalog-db';

export const CATALOG_PAGE_SIZE = 2500;

export interface CatalogSource {
  version(signal?: AbortSignal): Promise<DataVersion>;
  /** A page of GET /api/items as its JSON text (an ItemsPage), kept as it came in IndexedDB. */
  page(page: number, pageSize: number, signal?: AbortSignal): Promise<string>;
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

/** Pages asked at once after the first: all of them (the browser queues past its six connections per host). */
const PARALLEL_PAGES = 8;

interface Download {
  items: Item[];
  texts: string[];
}

async function fetchAll(source: CatalogSource, onProgress: LoadCatalogOptions['onProgress'], signal?: AbortSignal): Promise<Download> {
  const firstText = await source.page(1, CATALOG_PAGE_SIZE, signal);
  const first = JSON.parse(firstText) as ItemsPage;
  const total = first.totalCount;
  const pages: Item[][] = [first.items];
  const texts: string[] = [firstText];
  let loaded = first.items.length;
  // The last list reported is the answer: the page sees the same array when the load ends (nothing rebuilt).
  let all: Item[] = [];
  const report = () => {
    all = pages.flat();
    onProgress?.({ loaded, total, items: all });
  };
  report();
  const count = Math.ceil(total / CATALOG_PAGE_SIZE);
  let next = 2;
  const worker = async () => {
    while (next <= count) {
      const page = next++;
      const text = await source.page(page, CATALOG_PAGE_SIZE, signal);
      const items = (JSON.parse(text) as ItemsPage).items;
      texts[page - 1] = text;
      pages[page - 1] = items;
      loaded += items.length;
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, Math.max(0, count - 1)) }, worker));
  return { items: all, texts };
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

  // A copy's version is checked when the last check is 5 minutes old; with no copy at all, the version is
  // asked together with the first page (below) instead of before it.
  const versionCall = meta && needsVersionCheck(meta, now()) ? source.version(signal) : null;
  let version: DataVersion | null = null;
  if (versionCall) {
    try {
      version = await versionCall;
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
  let download: Download;
  try {
    const [known, fetched] = await Promise.all([version ?? source.version(signal), fetchAll(source, onProgress, signal)]);
    version = known;
    download = fetched;
  } catch (error) {
    if (verdict === 'clear-and-refetch') throw error;
    return stale(error);
  }
  const saved: CatalogMeta = {
    key: catalogKey(version, language),
    language,
    dataVersion: version.version,
    fingerprint: version.fingerprint,
    count: download.items.length,
    savedAt: now(),
    checkedAt: now(),
  };
  // A cache that cannot be written (quota, private mode) only costs the next visit a download.
  await store?.save(saved, download.texts).catch(() => undefined);
  return { items: download.items, origin: 'network', meta: saved };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiGetText } from '@eoa/api-client';
import type { DataVersion, Item } from '@eoa/contracts';
import type { CatalogMeta } from './cache-rules';
import { openCatalogStore, type CatalogStore } from './catalog-db';
import { loadCatalog, type CatalogOrigin, type CatalogProgress, type CatalogResult, type CatalogSource } from './load-catalog';

/** The catalog calls of the builder service (GET /api/data/version, /api/items?page&pageSize as JSON text). */
export const apiCatalogSource: CatalogSource = {
  version: (signal) => apiGet<DataVersion>('/data/version', { signal }),
  page: (page, pageSize, signal) => apiGetText('/items', { query: { page, pageSize }, signal, timeoutMs: 60_000 }),
};

export interface ItemCatalogState {
  status: 'loading' | 'ready' | 'error';
  items: readonly Item[];
  loaded: number;
  total: number;
  origin: CatalogOrigin | null;
  dataVersion: string | null;
  /** The cache entry the items belong to (key, when saved, when the version was last checked). */
  meta: CatalogMeta | null;
  error: unknown;
}

const INITIAL: ItemCatalogState = { status: 'loading', items: [], loaded: 0, total: 0, origin: null, dataVersion: null, meta: null, error: null };

let storePromise: Promise<CatalogStore | null> | undefined;

/** One IndexedDB connection per page. */
export function catalogStore(): Promise<CatalogStore | null> {
  storePromise ??= openCatalogStore();
  return storePromise;
}

/** A catalog load in flight: its answer, and its progress for whoever watches (a late watcher starts from the last). */
interface CatalogLoad {
  language: string;
  result: Promise<CatalogResult>;
  readonly progress: CatalogProgress | null;
  watchers: Set<(progress: CatalogProgress) => void>;
  controller: AbortController;
}

function startLoad(language: string, source: CatalogSource): CatalogLoad {
  const controller = new AbortController();
  const watchers = new Set<(progress: CatalogProgress) => void>();
  let last: CatalogProgress | null = null;
  const result = catalogStore().then((store) =>
    loadCatalog({
      language,
      store,
      source,
      signal: controller.signal,
      onProgress: (progress) => {
        last = progress;
        for (const watch of watchers) watch(progress);
      },
    }),
  );
  // Handled by whoever adopts the load; a load nobody adopts must not report an unhandled rejection.
  result.catch(() => undefined);
  return {
    language,
    result,
    watchers,
    controller,
    get progress() {
      return last;
    },
  };
}

let prefetched: CatalogLoad | null = null;

/**
 * Starts loading the catalog as soon as the remote's module runs, before React renders the page (which then
 * adopts the load in flight): the page's first render and effects no longer delay the IndexedDB read or the
 * first download.
 */
export function prefetchCatalog(language: string, source: CatalogSource = apiCatalogSource): void {
  prefetched ??= startLoad(language, source);
}

/** The prefetched load when it is for this language, else a new one. */
function adoptLoad(language: string, source: CatalogSource): CatalogLoad {
  const load = prefetched?.language === language ? prefetched : startLoad(language, source);
  if (prefetched && prefetched !== load) prefetched.controller.abort();
  prefetched = null;
  return load;
}

/**
 * The item catalog of the page's language (reloaded when the language changes): items appear as pages
 * arrive, with loaded/total for the progress bar; `reload()` loads again (after a cache clear).
 */
export function useItemCatalog(source: CatalogSource = apiCatalogSource) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [state, setState] = useState<ItemCatalogState>(INITIAL);
  const [generation, setGeneration] = useState(0);
  const sourceRef = useRef(source);

  useEffect(() => {
    let active = true;
    const load = adoptLoad(language, sourceRef.current);
    const watch = ({ loaded, total, items }: CatalogProgress) => {
      if (active) setState((previous) => ({ ...previous, status: 'loading', loaded, total, items }));
    };
    if (load.progress) watch(load.progress);
    load.watchers.add(watch);
    load.result.then(
      ({ items, origin, meta }) => {
        if (active) setState({ status: 'ready', items, loaded: items.length, total: items.length, origin, dataVersion: meta.dataVersion, meta, error: null });
      },
      (error: unknown) => {
        if (active) setState((previous) => ({ ...previous, status: 'error', error }));
      },
    );
    return () => {
      active = false;
      load.watchers.delete(watch);
      load.controller.abort();
    };
  }, [language, generation]);

  const reload = useCallback(() => {
    setState(INITIAL);
    setGeneration((n) => n + 1);
  }, []);

  return { ...state, reload };
}

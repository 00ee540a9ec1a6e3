import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { DataVersion, Item, ItemsPage } from '@eoa/contracts';
import type { CatalogMeta } from './cache-rules';
import { openCatalogStore, type CatalogStore } from './catalog-db';
import { loadCatalog, type CatalogOrigin, type CatalogSource } from './load-catalog';

/** The catalog calls of the builder service (GET /api/data/version, /api/items?page&pageSize). */
export const apiCatalogSource: CatalogSource = {
  version: (signal) => apiGet<DataVersion>('/data/version', { signal }),
  page: (page, pageSize, signal) => apiGet<ItemsPage>('/items', { query: { page, pageSize }, signal, timeoutMs: 60_000 }),
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
    const controller = new AbortController();
    let active = true;
    void (async () => {
      try {
        const result = await loadCatalog({
          language,
          store: await catalogStore(),
          source: sourceRef.current,
          signal: controller.signal,
          onProgress: ({ loaded, total, items }) => {
            if (active) setState((previous) => ({ ...previous, status: 'loading', loaded, total, items: [...items] }));
          },
        });
        if (active) {
          const { items, origin, meta } = result;
          setState({ status: 'ready', items, loaded: items.length, total: items.length, origin, dataVersion: meta.dataVersion, meta, error: null });
        }
      } catch (error) {
        if (active) setState((previous) => ({ ...previous, status: 'error', error }));
      }
    })();
    return () => {
      active = false;
      controller.abort();
    };
  }, [language, generation]);

  const reload = useCallback(() => {
    setState(INITIAL);
    setGeneration((n) => n + 1);
  }, []);

  return { ...state, reload };
}

// The builder's IndexedDB (through idb): database version 1 with the stores `items` (a catalog per key) and
// `metadata` (one CatalogMeta per language, the copy last saved for it). A catalog is kept as its pages' JSON
// texts as the API sent them, each in a Blob: measured in Chromium on the sample world (30 MB of JSON), storing
// 21,725 objects blocked the page 120–330 ms and reading them back 180–700 ms; nine Blobs are stored in about
// 1 ms of the page's time and read back in 3–25 ms, their texts then read off the main thread and parsed
// (70–110 ms).

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Item, ItemsPage } from '@eoa/contracts';
import type { CatalogMeta } from './cache-rules';

export const CATALOG_DB_NAME = 'eoa-builder';
export const CATALOG_DB_VERSION = 1;

/** A stored catalog: its pages' JSON texts (each an ItemsPage), in Blobs. */
interface StoredCatalog {
  key: string;
  pages: Blob[];
}

interface CatalogSchema extends DBSchema {
  items: { key: string; value: StoredCatalog };
  metadata: { key: string; value: CatalogMeta };
}

export interface CatalogStore {
  meta(language: string): Promise<CatalogMeta | undefined>;
  /** The items of a stored catalog; undefined when there is none (or one in a shape this page does not read). */
  items(key: string): Promise<Item[] | undefined>;
  /** Stores a catalog (its pages' JSON texts) as the language's copy, dropping the copy it replaces, in one transaction. */
  save(meta: CatalogMeta, pages: string[]): Promise<void>;
  touch(meta: CatalogMeta): Promise<void>;
  remove(language: string): Promise<void>;
  clear(): Promise<void>;
}

/** The items of a stored catalog (a copy saved by an older page, in another shape, reads as none). */
export async function itemsOf(stored: StoredCatalog | undefined): Promise<Item[] | undefined> {
  if (!stored || !Array.isArray(stored.pages) || !stored.pages.every((page) => page instanceof Blob)) return undefined;
  const texts = await Promise.all(stored.pages.map((page) => page.text()));
  return texts.flatMap((text) => (JSON.parse(text) as ItemsPage).items);
}

/** The store on IndexedDB; null where the browser has none (or refuses it, e.g. some private modes). */
export async function openCatalogStore(): Promise<CatalogStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  let db: IDBPDatabase<CatalogSchema>;
  try {
    db = await openDB<CatalogSchema>(CATALOG_DB_NAME, CATALOG_DB_VERSION, {
      upgrade(database) {
        database.createObjectStore('items', { keyPath: 'key' });
        database.createObjectStore('metadata', { keyPath: 'language' });
      },
    });
  } catch {
    return null;
  }
  return {
    meta: (language) => db.get('metadata', language),
    items: async (key) => itemsOf(await db.get('items', key)),
    async save(meta, pages) {
      const tx = db.transaction(['items', 'metadata'], 'readwrite');
      const previous = await tx.objectStore('metadata').get(meta.language);
      if (previous && previous.key !== meta.key) await tx.objectStore('items').delete(previous.key);
      await tx.objectStore('items').put({ key: meta.key, pages: pages.map((text) => new Blob([text], { type: 'application/json' })) });
      await tx.objectStore('metadata').put(meta);
      await tx.done;
    },
    async touch(meta) {
      await db.put('metadata', meta);
    },
    async remove(language) {
      const tx = db.transaction(['items', 'metadata'], 'readwrite');
      const previous = await tx.objectStore('metadata').get(language);
      if (previous) await tx.objectStore('items').delete(previous.key);
      await tx.objectStore('metadata').delete(language);
      await tx.done;
    },
    async clear() {
      const tx = db.transaction(['items', 'metadata'], 'readwrite');
      await Promise.all([tx.objectStore('items').clear(), tx.objectStore('metadata').clear()]);
      await tx.done;
    },
  };
}

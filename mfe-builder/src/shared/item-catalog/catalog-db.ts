// The builder's IndexedDB (through idb): database version 1 with the stores `items` (a catalog per key) and
// `metadata` (one CatalogMeta per language, the copy last saved for it).

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Item } from '@eoa/contracts';
import type { CatalogMeta } from './cache-rules';

export const CATALOG_DB_NAME = 'eoa-builder';
export const CATALOG_DB_VERSION = 1;

interface CatalogSchema extends DBSchema {
  items: { key: string; value: { key: string; items: Item[] } };
  metadata: { key: string; value: CatalogMeta };
}

export interface CatalogStore {
  meta(language: string): Promise<CatalogMeta | undefined>;
  items(key: string): Promise<Item[] | undefined>;
  /** Stores a catalog as the language's copy, dropping the copy it replaces, in one transaction. */
  save(meta: CatalogMeta, items: Item[]): Promise<void>;
  touch(meta: CatalogMeta): Promise<void>;
  remove(language: string): Promise<void>;
  clear(): Promise<void>;
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
    items: async (key) => (await db.get('items', key))?.items,
    async save(meta, items) {
      const tx = db.transaction(['items', 'metadata'], 'readwrite');
      const previous = await tx.objectStore('metadata').get(meta.language);
      if (previous && previous.key !== meta.key) await tx.objectStore('items').delete(previous.key);
      await tx.objectStore('items').put({ key: meta.key, items });
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

// When the builder may trust its IndexedDB copy of the item catalog (spec 1 §4 Item cache): a copy is keyed by
// data version + fingerprint + language; a matching copy of at least 1000 items is used as it is, a matching
// copy with fewer is cleared and fetched again, a missing or mismatched one is fetched; a copy older than 24 h
// is fetched again (and still used if the API fails). The data version is asked at most every 5 minutes.

import type { DataVersion } from '@eoa/contracts';

export const CATALOG_TRUST_MIN_ITEMS = 1000;
export const CATALOG_STALE_AFTER_MS = 24 * 60 * 60 * 1000;
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** What is stored beside a cached catalog. */
export interface CatalogMeta {
  /** catalogKey(): which data and language the items are. */
  key: string;
  language: string;
  dataVersion: string;
  fingerprint: string;
  count: number;
  /** When the items were fetched (ms since the epoch). */
  savedAt: number;
  /** When the data version was last confirmed with the server. */
  checkedAt: number;
}

export type CatalogVerdict = 'use' | 'refetch' | 'clear-and-refetch';

export function catalogKey(version: Pick<DataVersion, 'version' | 'fingerprint'>, language: string): string {
  return `${version.version}|${version.fingerprint}|${language}`;
}

/** Whether the server must be asked for the data version before the cached copy can be judged. */
export function needsVersionCheck(meta: CatalogMeta | undefined, now: number): boolean {
  return !meta || now - meta.checkedAt >= VERSION_CHECK_INTERVAL_MS || now < meta.checkedAt;
}

/**
 * The verdict on a cached copy for the current data version (null: the version is not known, e.g. the last check
 * is recent enough, so the copy's own version is taken as current).
 */
export function judgeCatalog(meta: CatalogMeta | undefined, current: Pick<DataVersion, 'version' | 'fingerprint'> | null, language: string, now: number): CatalogVerdict {
  if (!meta || meta.language !== language) return 'refetch';
  if (current && catalogKey(current, language) !== meta.key) return 'refetch';
  if (meta.count < CATALOG_TRUST_MIN_ITEMS) return 'clear-and-refetch';
  if (now - meta.savedAt >= CATALOG_STALE_AFTER_MS || now < meta.savedAt) return 'refetch';
  return 'use';
}

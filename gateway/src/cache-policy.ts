import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files that keep their name from build to build and say where everything else is: always revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/**
 * A name part (between ".", "-" or "_") of at least 8 hex characters with both a digit and a letter, like
 * rspack's [contenthash]: such a file never changes under its name and can be cached for a year. Mistaking
 * a plain name for a hash would pin a stale file in browsers, so the test is strict; missing a hash only
 * costs a revalidation.
 */
const HASH_PART = /^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,}$/i;

export function isContentHashed(fileName: string): boolean {
  const name = basename(fileName);
  if (ENTRY_FILES.has(name)) return false;
  const stem = name.slice(0, name.lastIndexOf('.') > 0 ? name.lastIndexOf('.') : name.length);
  return stem.split(/[.\-_]/).some((part) => HASH_PART.test(part));
}

export function cacheControlFor(fileName: string): string {
  return isContentHashed(fileName) ? IMMUTABLE : REVALIDATE;
}

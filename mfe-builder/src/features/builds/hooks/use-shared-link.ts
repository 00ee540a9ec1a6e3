import { useEffect, useRef, useState } from 'react';
import { decodeShareLink, isShareHash } from '@eoa/game-rules';
import type { LoadableBuild } from '../../../shared/build-state/build-io';
import { initialBuild, useBuildStore } from '../../../shared/build-state/build-store';

/** When a shared link's address is first looked at after the page opens. */
const FIRST_CHECK_MS = 100;

/**
 * A #build/… address loads the shared build (spec 1 §4): first looked at 100 ms after the page opens, again
 * whenever the hash changes. A link that cannot be read is logged and the build is cleared. Returns whether a
 * shared build is loading (the page shows an overlay).
 */
export function useSharedLink(loadBuild: (loadable: LoadableBuild) => Promise<void>): boolean {
  const loadRef = useRef(loadBuild);
  useEffect(() => {
    loadRef.current = loadBuild;
  }, [loadBuild]);
  const [loadingShared, setLoadingShared] = useState(false);
  useEffect(() => {
    const check = () => {
      const hash = window.location.hash;
      if (!isShareHash(hash)) return;
      const decoded = decodeShareLink(hash);
      if (!decoded.ok) {
        console.error(`Shared build not loaded: ${decoded.error}`);
        useBuildStore.getState().replace(initialBuild());
        return;
      }
      setLoadingShared(true);
      loadRef
        .current(decoded.build.build)
        .catch((error: unknown) => {
          console.error('Shared build not loaded', error);
          useBuildStore.getState().replace(initialBuild());
        })
        .finally(() => setLoadingShared(false));
    };
    const timer = setTimeout(check, FIRST_CHECK_MS);
    window.addEventListener('hashchange', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', check);
    };
  }, []);
  return loadingShared;
}

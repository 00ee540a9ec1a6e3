import { useCallback, useState } from 'react';
import type { BuildFile, Item } from '@eoa/contracts';
import { loadableOf, type LoadableBuild } from '../../../shared/build-state/build-io';
import { useBuildStore } from '../../../shared/build-state/build-store';
import { resolveBuild } from '../../../shared/build-state/resolve-build';
import { useBuilderTabs } from '../../../shared/hooks/use-builder-tabs';
import { useRecentBuilds } from '../recent-builds';

export interface BuildLoader {
  /** Loads a build (a file's or a link's), then shows the Items tab. */
  loadBuild: (loadable: LoadableBuild) => Promise<void>;
  /** Loads a build file and remembers it among the recent builds. */
  loadFile: (file: BuildFile) => Promise<void>;
  /** True while a build's items are being looked up. */
  loadingBuild: boolean;
}

/**
 * Loading a build (spec 1 §4): equipment and traits replaced, the character set, the items looked up (in the
 * cached catalog, else fetched by id), the stats recomputed at once by the engine, then the equipment view.
 */
export function useLoadBuild(itemsById: ReadonlyMap<number, Item>): BuildLoader {
  const { selectView } = useBuilderTabs();
  const [loadingBuild, setLoadingBuild] = useState(false);
  const rememberBuild = useRecentBuilds((s) => s.remember);
  const loadBuild = useCallback(
    async (loadable: LoadableBuild) => {
      setLoadingBuild(true);
      try {
        const { state } = await resolveBuild(loadable, itemsById);
        // A file carries no buffs: those on the page stay (a load resets equipment and traits); a link's replace them.
        const store = useBuildStore.getState();
        store.replace(loadable.buffs ? state : { ...state, buffs: store.buffs });
        selectView('items');
      } finally {
        setLoadingBuild(false);
      }
    },
    [itemsById, selectView],
  );
  const loadFile = useCallback(
    async (file: BuildFile) => {
      await loadBuild(loadableOf(file));
      rememberBuild(file);
    },
    [loadBuild, rememberBuild],
  );
  return { loadBuild, loadFile, loadingBuild };
}

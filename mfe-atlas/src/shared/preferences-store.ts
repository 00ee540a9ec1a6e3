import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the map's preferences are kept in the browser (spec 2 §3: the map-links visibility, default visible). */
export const ATLAS_PREFERENCES_KEY = 'eoa.atlas.preferences';

export interface AtlasPreferences {
  linksVisible: boolean;
  setLinksVisible: (visible: boolean) => void;
}

export const useAtlasPreferences = create<AtlasPreferences>()(
  persist(
    (set) => ({
      linksVisible: true,
      setLinksVisible: (linksVisible) => set({ linksVisible }),
    }),
    {
      name: ATLAS_PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ linksVisible }) => ({ linksVisible }),
      // A damaged entry (another type) falls back to the default.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { linksVisible?: unknown };
        return { ...current, linksVisible: typeof saved.linksVisible === 'boolean' ? saved.linksVisible : current.linksVisible };
      },
    },
  ),
);

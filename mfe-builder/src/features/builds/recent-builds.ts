import { create } from 'zustand';
import type { BuildFile, RecentBuildEntry } from '@eoa/contracts';
import { addRecentBuild, parseRecentBuilds, recentBuildEntry } from '@eoa/game-rules';

/** The browser's recent builds (spec 1 §9: 20, newest first), kept under one local-storage key. */
export const RECENT_BUILDS_KEY = 'eoa.recentBuilds';

function read(): RecentBuildEntry[] {
  try {
    return parseRecentBuilds(JSON.parse(localStorage.getItem(RECENT_BUILDS_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function write(list: RecentBuildEntry[]): void {
  try {
    localStorage.setItem(RECENT_BUILDS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the list lives until the page closes.
  }
}

interface RecentBuildsState {
  list: RecentBuildEntry[];
  remember(file: BuildFile): void;
  clear(): void;
  /** Reads the stored list again (another tab may have changed it). */
  refresh(): void;
}

export const useRecentBuilds = create<RecentBuildsState>()((set, get) => ({
  list: typeof localStorage === 'undefined' ? [] : read(),
  remember(file) {
    const list = addRecentBuild(get().list, recentBuildEntry(file, new Date().toISOString()));
    write(list);
    set({ list });
  },
  clear() {
    write([]);
    set({ list: [] });
  },
  refresh() {
    set({ list: read() });
  },
}));

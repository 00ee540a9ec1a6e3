import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_ID } from '@eoa/contracts';

/** Where the visitor's done marks are kept in the browser (nothing leaves it unless exported). */
export const PROGRESS_STORAGE_KEY = 'eoa.atlas.progress';
export const PROGRESS_FILE_FORMAT = 'eoa-atlas-progress';
/** More than any data set holds (3,139 quests, 37,240 markers): a bigger import is not a progress file of ours. */
const MAX_MARKS = 200_000;

/** The exported file: the done quests and markers by id. */
export interface ProgressFile {
  format: typeof PROGRESS_FILE_FORMAT;
  version: 1;
  exportedAt: string;
  doneQuests: number[];
  doneMarkers: number[];
}

export interface ProgressState {
  doneQuests: readonly number[];
  doneMarkers: readonly number[];
  /** Hide what is done (markers on the map and in the list, quests in the list). */
  hideDone: boolean;
  toggleQuest: (id: number) => void;
  toggleMarker: (id: number) => void;
  setHideDone: (hide: boolean) => void;
  /** Adds the marks of an imported file to the current ones. */
  merge: (file: ProgressFile) => void;
  clear: () => void;
}

const toggle = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
const ids = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.filter(isId))].slice(0, MAX_MARKS) : []);

/** The file to download for the current marks. */
export function progressFile(state: Pick<ProgressState, 'doneQuests' | 'doneMarkers'>, now: Date): ProgressFile {
  return {
    format: PROGRESS_FILE_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    doneQuests: [...state.doneQuests].sort((a, b) => a - b),
    doneMarkers: [...state.doneMarkers].sort((a, b) => a - b),
  };
}

/** Reads an exported file's text: the marks, or null when it is not one of ours (bad JSON, another format). */
export function parseProgressFile(text: string): ProgressFile | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.format !== PROGRESS_FILE_FORMAT || record.version !== 1) return null;
  if (!Array.isArray(record.doneQuests) || !Array.isArray(record.doneMarkers)) return null;
  return {
    format: PROGRESS_FILE_FORMAT,
    version: 1,
    exportedAt: typeof record.exportedAt === 'string' ? record.exportedAt : '',
    doneQuests: ids(record.doneQuests),
    doneMarkers: ids(record.doneMarkers),
  };
}

export const useProgress = create<ProgressState>()(
  persist(
    (set) => ({
      doneQuests: [],
      doneMarkers: [],
      hideDone: false,
      toggleQuest: (id) => set(({ doneQuests }) => ({ doneQuests: toggle(doneQuests, id) })),
      toggleMarker: (id) => set(({ doneMarkers }) => ({ doneMarkers: toggle(doneMarkers, id) })),
      setHideDone: (hideDone) => set({ hideDone }),
      merge: (file) =>
        set(({ doneQuests, doneMarkers }) => ({
          doneQuests: ids([...doneQuests, ...file.doneQuests]),
          doneMarkers: ids([...doneMarkers, ...file.doneMarkers]),
        })),
      clear: () => set({ doneQuests: [], doneMarkers: [] }),
    }),
    {
      name: PROGRESS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ doneQuests, doneMarkers, hideDone }) => ({ doneQuests, doneMarkers, hideDone }),
      // Damaged storage (hand-edited, another version) keeps what can be read and drops the rest.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Record<string, unknown>;
        return {
          ...current,
          doneQuests: ids(saved.doneQuests),
          doneMarkers: ids(saved.doneMarkers),
          hideDone: saved.hideDone === true,
        };
      },
    },
  ),
);

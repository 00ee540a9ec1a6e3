import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SHOPPING_LIST_MAX_COUNT, SHOPPING_LIST_MAX_ENTRIES, type ShoppingListEntry } from '@eoa/contracts';

/** Where the list and its check-offs are kept in the browser. */
export const SHOPPING_LIST_STORAGE_KEY = 'eoa.crafting.shopping-list';

export interface ShoppingListState {
  /** Recipes with their crafts, in the order they were added; a recipe appears once. */
  entries: ShoppingListEntry[];
  /** Item ids the player has ticked off (bought or gathered). */
  checked: number[];
  /** Adds crafts of a recipe (to its count when it is listed already). False when the list is full. */
  add: (recipeId: number, count: number) => boolean;
  setCount: (recipeId: number, count: number) => void;
  remove: (recipeId: number) => void;
  replace: (entries: readonly ShoppingListEntry[]) => void;
  clear: () => void;
  toggleChecked: (itemId: number) => void;
  clearChecked: () => void;
}

const clampCount = (count: number) => Math.min(SHOPPING_LIST_MAX_COUNT, Math.max(1, Math.floor(count)));

/** Entries as the list keeps them: valid ids and counts, each recipe once (counts added), at most the maximum. */
export function normalizeEntries(entries: readonly ShoppingListEntry[]): ShoppingListEntry[] {
  const out: ShoppingListEntry[] = [];
  for (const { recipeId, count } of entries) {
    if (!Number.isInteger(recipeId) || recipeId < 1 || !Number.isFinite(count) || count < 1) continue;
    const known = out.find((entry) => entry.recipeId === recipeId);
    if (known) known.count = clampCount(known.count + count);
    else if (out.length < SHOPPING_LIST_MAX_ENTRIES) out.push({ recipeId, count: clampCount(count) });
  }
  return out;
}

export const useShoppingList = create<ShoppingListState>()(
  persist(
    (set, get) => ({
      entries: [],
      checked: [],
      add: (recipeId, count) => {
        const { entries } = get();
        if (!entries.some((entry) => entry.recipeId === recipeId) && entries.length >= SHOPPING_LIST_MAX_ENTRIES) return false;
        set({ entries: normalizeEntries([...entries, { recipeId, count }]) });
        return true;
      },
      setCount: (recipeId, count) =>
        set(({ entries }) => ({ entries: entries.map((entry) => (entry.recipeId === recipeId ? { recipeId, count: clampCount(count) } : entry)) })),
      remove: (recipeId) => set(({ entries }) => ({ entries: entries.filter((entry) => entry.recipeId !== recipeId) })),
      replace: (entries) => set({ entries: normalizeEntries(entries), checked: [] }),
      clear: () => set({ entries: [], checked: [] }),
      toggleChecked: (itemId) =>
        set(({ checked }) => ({ checked: checked.includes(itemId) ? checked.filter((id) => id !== itemId) : [...checked, itemId] })),
      clearChecked: () => set({ checked: [] }),
    }),
    {
      name: SHOPPING_LIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ entries, checked }) => ({ entries, checked }),
      // A hand-edited or damaged entry in storage must not break the page.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<ShoppingListState, 'entries' | 'checked'>>;
        return {
          ...current,
          entries: Array.isArray(saved.entries) ? normalizeEntries(saved.entries) : [],
          checked: Array.isArray(saved.checked) ? saved.checked.filter((id) => Number.isInteger(id)) : [],
        };
      },
    },
  ),
);

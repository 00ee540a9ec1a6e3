// Timings the front ends share, so each page behaves alike (a constant one front end uses stays in that front end).

/** Typing in a search box is applied after this pause (the crafting, atlas and loot searches). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A progress bar for a wait of unknown length (spec 2 §9, spec 3 §9: atlas and admin): from 0 in steps of 20 every
 * 200 ms, holding at 90 until the wait ends.
 */
export const SIMULATED_PROGRESS = { step: 20, max: 90, intervalMs: 200 } as const;

/** Progress bars while markers, quest details or NPC details load (spec 2 §9): simulated steps of 20 up to 90 every 200 ms. */
export const PROGRESS_STEP = 20;
export const PROGRESS_CAP = 90;
export const PROGRESS_INTERVAL_MS = 200;
/** The quest correction's confirmation closes the dialog after 3 seconds (spec 2 §4, §9). */
export const SUCCESS_CLOSE_MS = 3000;
/** Typing in a search box is applied after this pause. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Typing in the quest list's and the audit log's search boxes is applied after this pause (spec 3 §9: 300 ms). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

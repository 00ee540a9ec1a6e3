/** How long the search waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

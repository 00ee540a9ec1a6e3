/**
 * Every react-query key of the admin area starts with this (spec 3 §4: logout clears all admin data, which removes
 * every query under it). Corrections queries start with ADMIN_CORRECTIONS_QUERY_ROOT: the layout's pending badge reads
 * one, and the corrections page invalidates the prefix after each write.
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
export const ADMIN_CORRECTIONS_QUERY_ROOT = ['admin', 'corrections'] as const;

/**
 * Every react-query key of the admin area starts with this (spec 3 §4: logout clears all admin data, which removes
 * every query under it). Corrections queries start with ADMIN_CORRECTIONS_QUERY_ROOT: the layout's pending badge reads
 * one, and the corrections page invalidates the prefix after each write.
 */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
export const ADMIN_CORRECTIONS_QUERY_ROOT = ['admin', 'corrections'] as const;
/** GET /admin/stats (the dashboard); a backup or a quest change makes it stale. */
export const ADMIN_STATS_QUERY_KEY = ['admin', 'stats'] as const;
/** GET /admin/backups. */
export const ADMIN_BACKUPS_QUERY_KEY = ['admin', 'backups'] as const;
/** The quest list and every quest's detail: a quest write invalidates the whole prefix. */
export const ADMIN_QUESTS_QUERY_ROOT = ['admin', 'quests'] as const;
/** The audit log and the records' history (RecordHistory): every admin write adds an entry. */
export const ADMIN_AUDIT_QUERY_ROOT = ['admin', 'audit'] as const;

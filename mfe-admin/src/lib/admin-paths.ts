/**
 * The admin area's pages (spec 3 §2) as site paths. The remote's routes are relative to the shell's /admin/*, but
 * links and redirects use these absolute paths so they read the same in the shell and in the standalone page.
 */
export const ADMIN_PATHS = {
  login: '/admin/login',
  /** Where a login goes when no page was requested (spec 3 §9). */
  dashboard: '/admin',
  quests: '/admin/quests',
  calibrations: '/admin/calibrations',
  homepageTools: '/admin/homepage-tools',
  corrections: '/admin/corrections',
  audit: '/admin/audit',
  settings: '/admin/settings',
} as const;

/** The quest editor of one quest. */
export const questEditorPath = (questId: number | string) => `${ADMIN_PATHS.quests}/${questId}`;

/**
 * Where a login may send the user back to: only a page of the admin area other than the login page itself (never
 * another site, whatever a crafted link or history state carries). Anything else gives the dashboard.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string') return ADMIN_PATHS.dashboard;
  const pathname = from.split(/[?#]/)[0]!;
  const insideAdmin = pathname === ADMIN_PATHS.dashboard || pathname.startsWith(`${ADMIN_PATHS.dashboard}/`);
  if (!insideAdmin || pathname === ADMIN_PATHS.login || from.startsWith('//')) return ADMIN_PATHS.dashboard;
  return from;
}

/**
 * Where the footer's two donation blocks lead. They point at the support sections of the About page, which
 * explain how to help; change them here (e.g. to an external donation page) without touching the footer.
 */
export const DONATION_LINKS = {
  /** The author of EoA Companion. */
  author: '/about#support-author',
  /** The project that provides the game data. */
  dataProvider: '/about#support-data',
} as const;

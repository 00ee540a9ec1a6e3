/**
 * The site's paths (spec §2), for links: `<Link to={ROUTE_PATHS.crafting}>`. Tool paths are served by their
 * remote (see tool-routes.tsx); the others by the shell's own pages (public-routes.tsx).
 */
export const ROUTE_PATHS = {
  home: '/',
  about: '/about',
  characterBuilder: '/character-builder',
  crafting: '/crafting',
  quests: '/quests',
  map: '/map',
  mapQuests: '/map?tab=quests',
  deeds: '/deeds',
  lootTables: '/loot-tables',
  corrections: '/corrections',
  admin: '/admin',
  adminLogin: '/admin/login',
} as const;

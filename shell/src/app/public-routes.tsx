import type { RouteObject } from 'react-router-dom';

/** The shell's own pages (home, about, deeds, quests, corrections), wrapped in the site layout. */
export const publicRoutes: RouteObject[] = [];

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { publicRoutes } from './public-routes';
import { toolRoutes } from './tool-routes';
import { RootLayout } from './root-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * The whole route tree: the shell's own pages (public-routes.tsx), then one route per tool served by its
 * remote (tool-routes.tsx), then the 404 page. Exported on its own so tests can mount it in a memory router.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [...publicRoutes, ...toolRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

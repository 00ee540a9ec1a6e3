import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import { UrlStateAdapter } from '../src/url-state';
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  /** Where the router starts, e.g. '/corrections?status=fixed'. */
  path?: string;
  /** Routes to mount; by default `ui` is mounted at `path`'s pathname and any other path shows a probe. */
  routes?: RouteObject[];
  /** user-event options, e.g. { advanceTimers } when fake timers are on. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function LocationSpy({ onChange }: { onChange: (location: string) => void }) {
  const location = useLocation();
  onChange(`${location.pathname}${location.search}${location.hash}`);
  return null;
}

/**
 * Renders inside what the app's root layout provides: react-query, a router, URL state and i18n. A MemoryRouter (not
 * a data router) because jsdom has no fetch `Request`, which data-router navigations create.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const pathname = path.split(/[?#]/)[0] || '/';
  const routes = options.routes ?? [
    { path: pathname, element: ui },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ];
  // nuqs keeps address writes not yet made in a queue of its own, module-wide: a test ending before its last write
  // (a pending debounce, fake timers) would hand it to the next. Its testing adapter empties that queue on mount.
  render(<NuqsTestingAdapter>{null}</NuqsTestingAdapter>, { container: document.createElement('div') }).unmount();
  let current = path;
  const queryClient = createTestQueryClient();
  // No pause between keystrokes: typing a 50-character description should not cost a test 50 timer turns.
  const user = userEvent.setup({ delay: null, ...options.userOptions });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <UrlStateAdapter>
          <Routes routes={routes} />
        </UrlStateAdapter>
        <LocationSpy onChange={(location) => (current = location)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The router's current location as "pathname?search#hash". */
  const location = () => current;
  return { ...view, queryClient, user, location };
}

import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { appRoutes } from './router';
import { createRemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { fakeFederationRuntime } from '../testing/fake-federation-runtime';

// A memory data router over the app's real route tree (the root layout's ScrollRestoration needs a data router).
function renderAt(path: string, answers: Parameters<typeof fakeFederationRuntime>[0] = {}) {
  const { runtime } = fakeFederationRuntime(answers);
  const loader = createRemoteLoader({
    runtime,
    loadConfig: async () => ({ admin: 'http://localhost/remotes/admin/mf-manifest.json' }),
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [path] })} />
      </RemoteLoaderProvider>
    </QueryClientProvider>,
  );
}

describe('app routes', () => {
  beforeEach(() => {
    // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
    window.scrollTo = (() => undefined) as typeof window.scrollTo;
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at /no/such/page. The link may be mistyped, or the page has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('hands every path below a tool to its remote', async () => {
    function AdminRemote() {
      return <h1>Admin remote</h1>;
    }
    renderAt('/admin/login', { admin: AdminRemote });
    expect(await screen.findByRole('heading', { name: 'Admin remote' })).toBeInTheDocument();
  });

  it('resets the page title on navigation', async () => {
    document.title = 'Crafting · EoA Companion';
    renderAt('/somewhere-else');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('EoA Companion');
  });
});

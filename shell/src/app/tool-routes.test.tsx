import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotesConfig } from '@eoa/contracts';
import { createRemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { fakeFederationRuntime, REMOTES_CONFIG as CONFIG } from '../testing/fake-federation-runtime';
import { toolRoutes } from './tool-routes';

function CraftingTool() {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>
        Crafting remote at {pathname}
        {search}
      </h1>
      <Link to="/">Back to home</Link>
    </>
  );
}
function LootTool() {
  return <h1>Loot remote</h1>;
}

function Home() {
  return (
    <>
      <p>Home page</p>
      <Link to="/loot-tables">Loot</Link>
      <Link to="/crafting">Crafting</Link>
    </>
  );
}

function setup(options: { answers: Parameters<typeof fakeFederationRuntime>[0]; path: string; config?: () => Promise<Partial<RemotesConfig>>; timeoutMs?: number }) {
  const fake = fakeFederationRuntime(options.answers);
  const loadConfig = jest.fn(options.config ?? (async () => CONFIG));
  const loader = createRemoteLoader({ runtime: fake.runtime, loadConfig, timeoutMs: options.timeoutMs });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[options.path]}>
      <Routes>
        <Route path="/" element={<Home />} />
        {toolRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return { ...fake, loadConfig, user };
}

describe('RemoteRoute', () => {
  beforeEach(() => {
    // app-info of the status bar: never answers here, the fallback versions show.
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading frame, then the remote rendered under the tool path', async () => {
    const { registrations, loads } = setup({ answers: { crafting: CraftingTool }, path: '/crafting/recipes?q=ore' });
    expect(screen.getByRole('heading', { level: 1, name: 'Crafting' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Crafting…');
    expect(await screen.findByRole('heading', { name: 'Crafting remote at /crafting/recipes?q=ore' })).toBeInTheDocument();
    expect(registrations).toEqual([{ name: 'crafting', entry: CONFIG.crafting, force: false }]);
    expect(loads).toEqual(['crafting/App']);
  });

  it('shows the tool error state with a back link when the remote cannot be loaded, and Retry really reloads it', async () => {
    const { answers, registrations, loads, loadConfig, user } = setup({
      answers: { loot: new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003') },
      path: '/loot-tables',
    });
    expect(await screen.findByRole('heading', { name: 'Loot Tables could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    answers.loot = LootTool; // the remote is back
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loot remote' })).toBeInTheDocument();
    expect(loads).toEqual(['loot/App', 'loot/App']);
    // The retry read /remotes.json again and replaced the failed registration.
    expect(loadConfig).toHaveBeenCalledTimes(2);
    expect(registrations.map((r) => r.force)).toEqual([false, true]);
  });

  it('tries again when the visitor comes back to a tool that failed, and other tools keep working', async () => {
    const { answers, user } = setup({
      answers: { loot: new Error('script error'), crafting: CraftingTool },
      path: '/loot-tables',
    });
    await screen.findByRole('heading', { name: 'Loot Tables could not be loaded' });
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await user.click(screen.getByRole('link', { name: 'Crafting' }));
    expect(await screen.findByRole('heading', { name: 'Crafting remote at /crafting' })).toBeInTheDocument();

    answers.loot = LootTool;
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await user.click(screen.getByRole('link', { name: 'Loot' }));
    expect(await screen.findByRole('heading', { name: 'Loot remote' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering; Retry loads it anew', async () => {
    let broken = true;
    function FlakyAtlas() {
      if (broken) throw new Error('atlas render failed');
      return <h1>Atlas remote</h1>;
    }
    const { loads, user } = setup({ answers: { atlas: FlakyAtlas }, path: '/map?tab=quests' });
    expect(await screen.findByRole('heading', { name: 'Maps & Quests could not be loaded' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Atlas remote' })).toBeInTheDocument();
    expect(loads).toEqual(['atlas/App', 'atlas/App']);
  });

  it('fails cleanly when /remotes.json cannot be read, a remote has no address, or exposes no component', async () => {
    setup({ answers: {}, path: '/admin/login', config: async () => Promise.reject(new Error('503')) });
    expect(await screen.findByRole('heading', { name: 'Administration could not be loaded' })).toBeInTheDocument();
  });

  it('reports a remote without an address', async () => {
    setup({ answers: {}, path: '/character-builder', config: async () => ({ crafting: CONFIG.crafting }) });
    expect(await screen.findByRole('heading', { name: 'Character Builder could not be loaded' })).toBeInTheDocument();
  });

  it('reports a remote that exposes no component', async () => {
    setup({ answers: { builder: null }, path: '/character-builder?tab=traits' });
    expect(await screen.findByRole('heading', { name: 'Character Builder could not be loaded' })).toBeInTheDocument();
  });

  it('gives up on a remote that never answers', async () => {
    setup({ answers: { loot: 'hang' }, path: '/loot-tables', timeoutMs: 50 });
    expect(await screen.findByRole('heading', { name: 'Loot Tables could not be loaded' })).toBeInTheDocument();
  });
});

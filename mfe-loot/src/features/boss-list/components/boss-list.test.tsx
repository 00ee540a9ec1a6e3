import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import LootApp from '../../../exposes/LootApp';
import { lootRoutes } from '../../../testing/loot-fixture';

const renderPage = (path = '/loot-tables') =>
  renderWithProviders(null, { path, routes: [{ path: '/loot-tables/*', element: <LootApp /> }] });

afterEach(() => {
  jest.restoreAllMocks();
});

// Through the whole page (the exposed module, as the shell mounts it): the list, its search and its failures.
describe('Loot tables: the boss list', () => {  it('lists instances with bosses-with-loot out of total and asks the player to pick a mob', async () => {
    mockApi(lootRoutes());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Search mobs...')).toBeInTheDocument();
    const sarnur = await screen.findByRole('button', { name: /Sarnúr/ });
    expect(sarnur).toHaveTextContent('1/2');
    expect(sarnur).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Select a mob to view their loot table')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('2 instances');
    expect(status).toHaveTextContent('3 mobs');
  });

  it('opens a deep link with its instance expanded and the boss marked', async () => {
    mockApi(lootRoutes());
    renderPage('/loot-tables?boss=21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Thadúr' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /The Great Barrows/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Thadúr/ })).toHaveAttribute('aria-current', 'true');
  });

  it('searches mobs and says when nothing matches', async () => {
    const api = mockApi(lootRoutes());
    const { user, location } = renderPage();
    await screen.findByRole('button', { name: /Sarnúr/ });
    await user.type(screen.getByPlaceholderText('Search mobs...'), 'thad');
    expect(await screen.findByRole('button', { name: /Thadúr/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skorgrím/ })).not.toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/loot/boss-tables/search').at(-1)!.query.get('search')).toBe('thad');
    await waitFor(() => expect(location()).toBe('/loot-tables?q=thad'));
    await user.clear(screen.getByPlaceholderText('Search mobs...'));
    await user.type(screen.getByPlaceholderText('Search mobs...'), 'nobody');
    expect(await screen.findByText('No mobs found matching the search')).toBeInTheDocument();
  });

  it('moves through the list with the arrow keys and opens a boss with Enter', async () => {
    mockApi(lootRoutes());
    const { user, location } = renderPage();
    const sarnur = await screen.findByRole('button', { name: /Sarnúr/ });
    sarnur.focus();
    await user.keyboard('{ArrowRight}');
    expect(sarnur).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Skorgrím/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The address is written on the next task (nuqs batches a tick's writes into one navigation).
    await waitFor(() => expect(location()).toBe('/loot-tables?boss=11'));
    await user.keyboard('{ArrowLeft}');
    expect(sarnur).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /The Great Barrows/ })).toHaveFocus();
  });

  it('shows the spec texts of failures with a way out', async () => {
    // The api-client logs a 5xx; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(lootRoutes({ 'GET /api/loot/boss-tables': { status: 500, body: { status: 500, code: 'test.failure', detail: 'Internal server error', params: {} } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch boss loot tables');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "Failed to search boss loot" when the search fails', async () => {
    mockApi(lootRoutes({ 'GET /api/loot/boss-tables/search': { networkError: true } }));
    renderPage();
    await screen.findByRole('button', { name: /Sarnúr/ });
    fireEvent.change(screen.getByPlaceholderText('Search mobs...'), { target: { value: 'sk' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search boss loot');
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import LootApp from '../../../exposes/LootApp';
import { drugoth, lootRoutes } from '../../../testing/loot-fixture';

const renderPage = (path = '/loot-tables') =>
  renderWithProviders(null, { path, routes: [{ path: '/loot-tables/*', element: <LootApp /> }] });

afterEach(() => {
  jest.restoreAllMocks();
});

// Through the whole page (the exposed module, as the shell mounts it): a boss opened, its drops and their failures.
describe('Loot tables: the boss viewed', () => {
  it('opens a group, dims a boss without loot, and shows a boss with its drops in quality colours and bands', async () => {
    const api = mockApi(lootRoutes());
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Sarnúr/ }));
    const empty = screen.getByRole('button', { name: /Drugoth/ });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    expect(empty).toHaveAttribute('title', 'No loot available');
    await user.click(empty);
    expect(location()).toBe('/loot-tables');

    await user.click(screen.getByRole('button', { name: /Skorgrím/ }));
    // The address is written on the next task (nuqs batches a tick's writes into one navigation).
    await waitFor(() => expect(location()).toBe('/loot-tables?boss=11'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Skorgrím' })).toBeInTheDocument();
    expect(screen.getByText("Skorgrím's Hall")).toBeInTheDocument();
    expect(screen.getByText('Level 12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guaranteed Drops (3 items)' })).toBeInTheDocument();
    const helm = await screen.findByRole('button', { name: /Helm of the Deep/ });
    expect(within(helm).getByText('Helm of the Deep')).toHaveStyle({ color: '#b77cf2' });
    expect(within(helm).getByText('Guaranteed')).toHaveClass('eoa-drop-chance--high');
    const gloves = screen.getByRole('button', { name: /Stone-cutter Gloves/ });
    expect(within(gloves).getByText('37.5%')).toHaveClass('eoa-drop-chance--medium');
    expect(within(screen.getByRole('button', { name: /Ring of Sarnúr/ })).getByText('12.0%')).toHaveClass('eoa-drop-chance--low');
    expect(screen.getByRole('region', { name: 'Status bar' })).toHaveTextContent('Viewing: Skorgrím');
    // The items come from one batch call in the boss's order.
    expect(requestsTo(api, 'GET', '/api/items/batch')[0]!.query.get('ids')).toBe('101,102,103');
  });

  it('shows the item tooltip with stats, set, what the chance means and the sources', async () => {
    mockApi(lootRoutes());
    const { user } = renderPage('/loot-tables?boss=11');
    await user.hover(await screen.findByRole('button', { name: /Helm of the Deep/ }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('+10 Might');
    expect(tooltip).toHaveTextContent('Set: Sarnúr Raiment');
    expect(tooltip).toHaveTextContent('Guaranteed: drops on every kill.');
    await waitFor(() => expect(tooltip).toHaveTextContent('DropSkorgrím'));
    await user.unhover(screen.getByRole('button', { name: /Helm of the Deep/ }));

    await user.hover(screen.getByRole('button', { name: /Stone-cutter Gloves/ }));
    // 37.46 %: ceil(ln 0.1 / ln 0.6254) = ceil(4.92) = 5 kills for a 90 % chance.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('37.5% chance per kill · about 5 kills for a 90% chance');
  });

  it('filters the drops by class and slot', async () => {
    mockApi(lootRoutes());
    const { user } = renderPage('/loot-tables?boss=11');
    await screen.findByRole('button', { name: /Helm of the Deep/ });
    await user.selectOptions(screen.getByLabelText('Usable by'), 'hunter');
    expect(screen.queryByRole('button', { name: /Helm of the Deep/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ring of Sarnúr/ })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 drops')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Slot'), 'HEAD');
    expect(screen.getByText('No drops match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('shows "This boss has no guaranteed loot drops." and "Unknown Location"', async () => {
    mockApi(lootRoutes({ 'GET /api/loot/boss-tables/12': { body: drugoth } }));
    renderPage('/loot-tables?boss=12');
    expect(await screen.findByText('This boss has no guaranteed loot drops.')).toBeInTheDocument();
    expect(screen.getByText('Unknown Location')).toBeInTheDocument();
  });

  it('says "Failed to fetch boss loot" with the server message when a boss cannot be loaded', async () => {
    mockApi(lootRoutes({ 'GET /api/loot/boss-tables/99': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Boss 99 not found', params: {} } } }));
    renderPage('/loot-tables?boss=99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch boss loot');
    expect(alert).toHaveTextContent('Boss 99 not found');
  });
});

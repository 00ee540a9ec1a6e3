import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Item, LootBoss, LootBossSummary, LootInstance } from '@eoa/contracts';
import { mockApi, requestsTo, renderWithProviders, type MockHandler } from '@eoa/ui/testing';
import LootApp from './LootApp';

const summary = (mobId: number, name: string, instanceId: number, drops: number, level = 20): LootBossSummary => ({
  mobId,
  bossName: name,
  localizedBossName: name,
  location: drops ? `${name}'s Hall` : null,
  localizedLocation: drops ? `${name}'s Hall` : null,
  level,
  hasLoot: drops > 0,
  totalGuaranteedItems: drops,
  instanceId,
  instanceName: instanceId === 1 ? 'Sarnúr' : 'The Great Barrows',
  localizedInstanceName: instanceId === 1 ? 'Sarnúr' : 'The Great Barrows',
});

const boss = (s: LootBossSummary, drops: [number, number][]): LootBoss => ({
  ...s,
  guaranteedDrops: drops.map(([itemId, dropChance]) => ({ itemId, itemName: `Item ${itemId}`, localizedItemName: `Item ${itemId}`, dropChance })),
});

const skorgrim = boss(summary(11, 'Skorgrím', 1, 3, 12), [
  [101, 100],
  [102, 37.46],
  [103, 12],
]);
const drugoth = boss(summary(12, 'Drugoth', 1, 0, 17), []);
const thadur = boss(summary(21, 'Thadúr', 2, 1, 25), [[104, 80]]);

const instance = (instanceId: number, name: string, bosses: LootBoss[]): LootInstance => ({
  instanceId,
  instanceName: name,
  localizedInstanceName: name,
  type: 'dungeon',
  levelMin: 10,
  levelMax: 20,
  size: 'FELLOWSHIP',
  totalBosses: bosses.length,
  bossesWithLoot: bosses.filter((b) => b.hasLoot).length,
  bosses,
});

const item = (id: number, name: string, quality: string, slot: string, requiredClass: string | null = null): Item =>
  ({
    id, name, localizedName: name, icon: String(1000 + id), quality, qualityName: quality, slot, slotName: slot, category: 'Armour',
    weaponType: null, armourType: null, damageType: null, itemClass: 'Armour', binding: 'BindOnAcquire', isUnique: false, stackSize: 1,
    minLevel: 10, level: 12, requiredClass, minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null, armour: 120,
    stats: [{ name: 'might', operator: 'ADD', value: 10, constant: null, scalingId: null, isPercentage: false, displayName: 'Might', displayValue: '+10' }],
    effects: [], skillName: null, cooldownDuration: null, durability: null, sturdiness: null, setId: null, setName: 'Sarnúr Raiment', description: null,
  }) as Item;

const items: Record<number, Item> = {
  101: item(101, 'Helm of the Deep', 'RARE', 'HEAD', 'guardian'),
  102: item(102, 'Stone-cutter Gloves', 'UNCOMMON', 'HANDS'),
  103: item(103, 'Ring of Sarnúr', 'EPIC', 'FINGER', 'hunter'),
  104: item(104, 'Barrow Blade', 'INCOMPARABLE', 'MAIN_HAND'),
};

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/loot/boss-tables': { body: { instances: [instance(1, 'Sarnúr', [skorgrim, drugoth]), instance(2, 'The Great Barrows', [thadur])] } },
    'GET /api/loot/boss-tables/11': { body: skorgrim },
    'GET /api/loot/boss-tables/21': { body: thadur },
    'GET /api/loot/boss-tables/search': (request) => {
      const q = (request.query.get('search') ?? '').toLowerCase();
      const bosses = [skorgrim, drugoth, thadur].filter((b) => b.bossName.toLowerCase().includes(q)).map(({ guaranteedDrops: _drops, ...rest }) => rest);
      return { body: { bosses, totalCount: bosses.length } };
    },
    'GET /api/items/batch': (request) => {
      const ids = (request.query.get('ids') ?? '').split(',').map(Number);
      return { body: { items: ids.filter((id) => items[id]).map((id) => items[id]), missingIds: ids.filter((id) => !items[id]) } };
    },
    'GET /api/items/101/dropsources': { body: [{ sourceType: 0, mobName: 'Skorgrím', localizedMobName: 'Skorgrím', dropChance: 100, location: 'Sarnúr' }] },
    ...overrides,
  };
}

const renderPage = (path = '/loot-tables') =>
  renderWithProviders(null, { path, routes: [{ path: '/loot-tables/*', element: <LootApp /> }] });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Loot tables page', () => {
  it('lists instances with bosses-with-loot out of total and asks the player to pick a mob', async () => {
    mockApi(routes());
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

  it('opens a group, dims a boss without loot, and shows a boss with its drops in quality colours and bands', async () => {
    const api = mockApi(routes());
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Sarnúr/ }));
    const empty = screen.getByRole('button', { name: /Drugoth/ });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    expect(empty).toHaveAttribute('title', 'No loot available');
    await user.click(empty);
    expect(location()).toBe('/loot-tables');

    await user.click(screen.getByRole('button', { name: /Skorgrím/ }));
    expect(location()).toBe('/loot-tables?boss=11');
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
    mockApi(routes());
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
    mockApi(routes());
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

  it('opens a deep link with its instance expanded and the boss marked', async () => {
    mockApi(routes());
    renderPage('/loot-tables?boss=21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Thadúr' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /The Great Barrows/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Thadúr/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows "This boss has no guaranteed loot drops." and "Unknown Location"', async () => {
    mockApi(routes({ 'GET /api/loot/boss-tables/12': { body: drugoth } }));
    renderPage('/loot-tables?boss=12');
    expect(await screen.findByText('This boss has no guaranteed loot drops.')).toBeInTheDocument();
    expect(screen.getByText('Unknown Location')).toBeInTheDocument();
  });

  it('searches mobs and says when nothing matches', async () => {
    const api = mockApi(routes());
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
    mockApi(routes());
    const { user, location } = renderPage();
    const sarnur = await screen.findByRole('button', { name: /Sarnúr/ });
    sarnur.focus();
    await user.keyboard('{ArrowRight}');
    expect(sarnur).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Skorgrím/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/loot-tables?boss=11');
    await user.keyboard('{ArrowLeft}');
    expect(sarnur).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /The Great Barrows/ })).toHaveFocus();
  });

  it('shows the spec texts of failures with a way out', async () => {
    // The api-client logs a 5xx; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(routes({ 'GET /api/loot/boss-tables': { status: 500, body: { status: 500, code: 'test.failure', detail: 'Internal server error', params: {} } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch boss loot tables');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "Failed to fetch boss loot" with the server message when a boss cannot be loaded', async () => {
    mockApi(routes({ 'GET /api/loot/boss-tables/99': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Boss 99 not found', params: {} } } }));
    renderPage('/loot-tables?boss=99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch boss loot');
    expect(alert).toHaveTextContent('Boss 99 not found');
  });

  it('says "Failed to search boss loot" when the search fails', async () => {
    mockApi(routes({ 'GET /api/loot/boss-tables/search': { networkError: true } }));
    renderPage();
    await screen.findByRole('button', { name: /Sarnúr/ });
    fireEvent.change(screen.getByPlaceholderText('Search mobs...'), { target: { value: 'sk' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search boss loot');
  });
});

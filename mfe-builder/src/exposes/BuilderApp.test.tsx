import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import { initialBuild, useBuildStore } from '../shared/build-state/build-store';
import { builderRoutes } from '../testing/builder-fixture';
import { prefetchCatalog } from '../shared/item-catalog/use-item-catalog';
import BuilderApp from './BuilderApp';

const renderBuilder = (path = '/character-builder') =>
  renderWithProviders(null, { path, routes: [{ path: '/character-builder/*', element: <BuilderApp /> }] });

/** Back in the browser's history (the memory router's). */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      History back
    </button>
  );
}

const statValue = (label: string) => {
  const stats = screen.getByRole('region', { name: 'Stats' });
  const term = within(stats).getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling!.textContent;
};

/** The builder's tab shown (the Traits and Formula Editor views have tabs of their own). */
const selectedView = () => within(screen.getByRole('tablist', { name: 'Builder views' })).getByRole('tab', { selected: true });

const status = () => screen.getByRole('region', { name: 'Status bar' });

beforeEach(() => {
  useBuildStore.setState(initialBuild());
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Character builder page', () => {
  it('is the frame with its tabs, loads the items with the game data, and shows the stats', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Character Builder' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Items', 'Traits', 'Formula Editor', 'Builds', 'Debug']);
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    expect(status()).toHaveTextContent('New Character · Level 50 · Man · Guardian');
    expect(status()).toHaveTextContent('0/19 equipped');
    // Base might at level 50: 10 + 3 × 49.
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    await user.click(screen.getByRole('tab', { name: 'Debug' }));
    expect(location()).toBe('/character-builder/debug');
  });

  it('adopts the catalog load its entry started before the first render (the items are asked once)', async () => {
    const api = mockApi(builderRoutes());
    prefetchCatalog('en');
    renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    expect(requestsTo(api, 'GET', '/api/items')).toHaveLength(1);
  });

  it('the character data failing: the items are still counted, the stats panel says why and retries', async () => {
    const routes = builderRoutes();
    let failing = true;
    mockApi({ ...routes, 'GET /api/trait': () => (failing ? { networkError: true } : { body: (routes['GET /api/trait'] as { body: unknown }).body }) });
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    const stats = screen.getByRole('complementary', { name: 'Stats' });
    expect(await within(stats).findByRole('alert')).toHaveTextContent('The character data could not be loaded, so the stats cannot be computed.');
    expect(status()).toHaveTextContent('5 items available');
    failing = false;
    await user.click(within(stats).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    expect(within(stats).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an unknown tab falls back to Items', async () => {
    mockApi(builderRoutes());
    const { location } = renderBuilder('/character-builder?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/character-builder');
  });

  it('each tab is a route: a click goes there with the other parameters kept, Back returns, an address opens its tab', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderWithProviders(null, {
      path: '/character-builder?slot=head&size=250',
      routes: [{ path: '/character-builder/*', element: <><BuilderApp /><BackButton /></> }],
    });
    const selected = () => selectedView().textContent;
    expect(selected()).toBe('Items');
    await user.click(screen.getByRole('tab', { name: 'Traits' }));
    expect(location()).toBe('/character-builder/traits?slot=head&size=250');
    expect(selected()).toBe('Traits');
    expect(await screen.findByRole('region', { name: 'Traits' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Formula Editor' }));
    expect(location()).toBe('/character-builder/formula-editor?slot=head&size=250');
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    expect(location()).toBe('/character-builder/builds?slot=head&size=250');
    expect(screen.getByRole('region', { name: 'Compare builds' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(location()).toBe('/character-builder/formula-editor?slot=head&size=250');
    expect(selected()).toBe('Formula Editor');
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(location()).toBe('/character-builder?slot=head&size=250');
    expect(selected()).toBe('Items');
    expect(await screen.findByPlaceholderText('Search items...')).toBeInTheDocument();
  });

  it.each([
    ['/character-builder/debug', '/character-builder/debug', 'Debug'],
    ['/character-builder/builds?compare=x', '/character-builder/builds', 'Builds'],
    // Addresses of old: the tab in ?tab=, the other parameters and the hash (a shared build) kept.
    ['/character-builder?tab=traits&slot=head&q=helm', '/character-builder/traits?slot=head&q=helm', 'Traits'],
    ['/character-builder?slot=head&tab=formula-editor#build/abc', '/character-builder/formula-editor?slot=head#build/abc', 'Formula Editor'],
    ['/character-builder?tab=items&page=2', '/character-builder?page=2', 'Items'],
    ['/character-builder/debug?tab=builds', '/character-builder/builds', 'Builds'],
    // No such tab: Items, the parameters kept.
    ['/character-builder?tab=nonsense&q=helm', '/character-builder?q=helm', 'Items'],
    ['/character-builder/nonsense/deeper?q=helm', '/character-builder?q=helm', 'Items'],
  ])('%s opens %s on the %s tab', async (path, address, tab) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(builderRoutes());
    const { location } = renderBuilder(path);
    expect(selectedView()).toHaveTextContent(tab);
    // A comparison code that cannot be read leaves the address, as before the tabs were routes.
    await waitFor(() => expect(location()).toBe(address));
  });

  it('double-click equips into the first free slot and the stats follow at once', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    const helm = await screen.findByRole('button', { name: /Helm of Testing/ });
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    await user.dblClick(helm);
    expect(status()).toHaveTextContent('1/19 equipped');
    expect(screen.getByRole('button', { name: 'Head: Helm of Testing' })).toBeInTheDocument();
    expect(statValue('Might')).toBe('167');
    // Right-click empties the slot.
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Head: Helm of Testing' }) });
    expect(status()).toHaveTextContent('0/19 equipped');
    expect(statValue('Might')).toBe('157');
  });

  it('refuses with the spec messages where the player is looking', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await user.dblClick(await screen.findByRole('button', { name: /Ring of the Future/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Requires level 60');
    await user.dblClick(screen.getByRole('button', { name: /Coal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot equip this item');
  });

  it('filters the list in the page: search and the selected slot', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder();
    await screen.findByRole('button', { name: /Helm of Testing/ });
    await user.type(screen.getByPlaceholderText('Search items...'), 'shield');
    // The list follows each key at once; the address catches up a moment later (a link opens the same list).
    expect(screen.queryByRole('button', { name: /Helm of Testing/ })).not.toBeInTheDocument();
    expect(location()).toBe('/character-builder');
    await waitFor(() => expect(location()).toBe('/character-builder?q=shield'));
    expect(screen.getByRole('button', { name: /Shield of Testing/ })).toBeInTheDocument();
    // A slot chosen before the address has caught up keeps what was typed.
    await user.clear(screen.getByPlaceholderText('Search items...'));
    await user.click(screen.getByRole('button', { name: 'Head' }));
    expect(screen.getByPlaceholderText('Search items...')).toHaveValue('');
    await waitFor(() => expect(location()).toBe('/character-builder?slot=head'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Shield of Testing/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Helm of Testing/ })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search items...'), 'nothing like this');
    expect(await screen.findByText('No items found matching your criteria.')).toBeInTheDocument();
  });

  it('edits the name (Enter commits, Escape cancels, empty is not committed) and the level (not a number → 1)', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'New Character' }));
    await user.clear(screen.getByRole('textbox', { name: 'Character name' }));
    await user.type(screen.getByRole('textbox', { name: 'Character name' }), '  Aragorn  {Enter}');
    expect(screen.getByRole('button', { name: 'Aragorn' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aragorn' }));
    await user.type(screen.getByRole('textbox', { name: 'Character name' }), 'xyz{Escape}');
    expect(screen.getByRole('button', { name: 'Aragorn' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aragorn' }));
    await user.clear(screen.getByRole('textbox', { name: 'Character name' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Aragorn' })).toBeInTheDocument();

    const level = screen.getByRole('spinbutton', { name: 'Level' });
    await user.clear(level);
    await user.type(level, '20{Enter}');
    expect(status()).toHaveTextContent('Level 20');
    await user.clear(level);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Level 1 ');
  });

  it('lists only compatible races and classes', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    const race = screen.getByRole('combobox', { name: 'Race' });
    const klass = screen.getByRole('combobox', { name: 'Class' });
    expect(within(klass).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(race, 'hobbit');
    expect(within(klass).getAllByRole('option').map((o) => o.textContent)).toEqual(['Burglar', 'Guardian', 'Hunter', 'Minstrel']);
    await user.selectOptions(klass, 'burglar');
    expect(within(race).getAllByRole('option').map((o) => o.textContent)).toEqual(['Hobbit', 'Man']);
  });

  it('IDOME toggles; food takes a stat and an amount, and a click on it clears it', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    await user.click(screen.getByRole('button', { name: /IDOME/ }));
    expect(statValue('Might')).toBe('207');
    await user.click(screen.getByRole('button', { name: /IDOME/ }));
    await user.click(screen.getByRole('button', { name: /Food/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Food stat' }), 'might');
    await user.click(screen.getByRole('button', { name: '+24' }));
    expect(statValue('Might')).toBe('181');
    await user.click(screen.getByRole('button', { name: /Food/ }));
    expect(statValue('Might')).toBe('157');
  });

  it('Debug: what is loaded, and clearing the caches with the spec messages', async () => {
    const api = mockApi({ ...builderRoutes(), 'POST /api/items/clear-cache': { body: { cleared: true, cacheEntries: 3 } } });
    const { user } = renderBuilder('/character-builder?tab=debug');
    await waitFor(() => expect(screen.getByText('Items loaded').nextElementSibling).toHaveTextContent('5'));
    expect(screen.getByText('Data version').nextElementSibling).toHaveTextContent('Echoes of Angmar');
    expect(screen.getByText('Items came from').nextElementSibling).toHaveTextContent('the server');
    await user.click(screen.getByRole('button', { name: 'Clear item cache' }));
    expect(await screen.findByText('Cache cleared successfully! Please refresh the page.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/items/clear-cache')).toHaveLength(1);
  });

  it('Debug: a failed clear says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ ...builderRoutes(), 'POST /api/items/clear-cache': { networkError: true } });
    const { user } = renderBuilder('/character-builder?tab=debug');
    await user.click(screen.getByRole('button', { name: 'Clear item cache' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to clear cache. Check console for details.');
  });

  it('Traits: slots by level, the list without equipped or unavailable traits, equip by double-click, ranks, right-click removes', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder('/character-builder?tab=traits');
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    const list = screen.getByRole('region', { name: 'Traits' });
    // Virtues tab first; the champion's class trait is never offered to a guardian.
    await user.dblClick(await within(list).findByRole('button', { name: 'Valour' }));
    expect(within(list).queryByRole('button', { name: 'Valour' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Virtue slot 1: Valour' })).toBeInTheDocument();
    expect(statValue('Might')).toBe('167');
    await user.click(screen.getByRole('button', { name: 'Raise the rank' }));
    expect(statValue('Might')).toBe('177');
    await user.click(screen.getByRole('button', { name: 'Raise the rank' }));
    expect(screen.getByRole('button', { name: 'Raise the rank' })).toBeDisabled();
    expect(statValue('Might')).toBe('187');
    await user.click(within(list).getByRole('tab', { name: 'Class' }));
    expect(within(list).getByRole('button', { name: 'Shield Mastery' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Blade Mastery' })).not.toBeInTheDocument();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('button', { name: 'Virtue slot 1: Valour' }) });
    expect(statValue('Might')).toBe('157');
  });

  it('Traits from the keyboard: Space picks a virtue up, the arrows jump between the virtue slots, Space drops it', async () => {
    // jsdom lays nothing out: the trait cards stand at the right, the slots in a column at the left, 50 px apart.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const slot = /^(Virtue|Race|Racial|Class|Legendary) slot (\d)/.exec(this.getAttribute('aria-label') ?? '');
      const column = slot ? ['Virtue', 'Racial', 'Class', 'Legendary'].indexOf(slot[1]!) : -1;
      const [x, y] = slot ? [column * 60, (Number(slot[2]) - 1) * 50] : this.classList.contains('builder-trait') ? [600, 0] : [0, 900];
      return { x, y, left: x, top: y, width: 40, height: 40, right: x + 40, bottom: y + 40, toJSON: () => ({}) } as DOMRect;
    });
    mockApi(builderRoutes());
    const { user } = renderBuilder('/character-builder?tab=traits');
    await waitFor(() => expect(statValue('Might')).toBe('157'));
    const list = screen.getByRole('region', { name: 'Traits' });
    (await within(list).findByRole('button', { name: 'Valour' })).focus();
    await user.keyboard(' ');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the sensor listens from the next tick
    // Left reaches the virtue slot in line (not the nearer class or legendary slots); Down the next virtue slot.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Virtue slot 2: Valour' })).toBeInTheDocument();
    expect(statValue('Might')).toBe('167');
  });

  it('Traits: a slot above the level is locked and refuses', async () => {
    mockApi({ ...builderRoutes(), 'GET /api/trait/slots': { body: Array.from({ length: 50 }, (_, i) => ({ level: i + 1, virtue: 1, racial: 0, class: 0, legendary: 0 })) } });
    const { user } = renderBuilder('/character-builder?tab=traits');
    expect(await screen.findByRole('button', { name: 'Virtue slot 2 (locked)' })).toBeDisabled();
    const list = screen.getByRole('region', { name: 'Traits' });
    await user.dblClick(await within(list).findByRole('button', { name: 'Valour' }));
    await user.dblClick(within(list).getByRole('button', { name: 'Fidelity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This trait slot is locked');
  });

  it('compact mode folds the sidebars away and is remembered', async () => {
    mockApi(builderRoutes());
    localStorage.removeItem('eoa.builder.compact');
    const { user, unmount } = renderBuilder();
    expect(screen.getByRole('complementary', { name: 'Stats' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    expect(screen.queryByRole('complementary', { name: 'Stats' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Character and equipment' })).not.toBeInTheDocument();
    unmount();
    renderBuilder();
    expect(screen.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    expect(screen.getByRole('complementary', { name: 'Stats' })).toBeVisible();
  });

  it('the upgrade finder ranks what fits by the gain if equipped, shows the gain, and is in the address', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Upgrade finder' }), 'might');
    await waitFor(() => expect(location()).toBe('/character-builder?gain=might'));
    const helm = await screen.findByRole('button', { name: /Helm of Testing/ });
    await waitFor(() => expect(helm).toHaveTextContent('+10'));
    // Not equipment, and a ring above the level: left out.
    expect(screen.queryByRole('button', { name: /Coal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ring of the Future/ })).not.toBeInTheDocument();
    const cells = screen.getAllByRole('listitem');
    const cards = cells.map((li) => li.textContent ?? '');
    expect(cards[0]).toContain('Helm of Testing');
    // A virtual grid holds only some cards: each says where it stands in the list.
    expect(cells.map((li) => li.getAttribute('aria-posinset'))).toEqual(cells.map((_, index) => String(index + 1)));
    expect(cells.every((li) => li.getAttribute('aria-setsize') === String(cells.length))).toBe(true);
  });
});

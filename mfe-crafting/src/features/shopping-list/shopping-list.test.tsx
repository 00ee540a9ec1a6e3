import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import CraftingApp from '../../exposes/CraftingApp';
import { SHOPPING_LIST_STORAGE_KEY, useShoppingList } from '../../shared/shopping-list-store';
import { craftingRoutes } from '../../testing/crafting-fixture';
import { decodeShoppingList, encodeShoppingList } from './share-link';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/crafting/*', element: <CraftingApp /> }] });
const group = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
const line = (name: string) => screen.getAllByText(name).map((element) => element.closest('li')!).find((li) => li.closest('.crafting-shopping'))!;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => useShoppingList.getState().clear());
});

describe('Shopping list', () => {
  it('adds two recipes with their counts and totals their materials by where they come from', async () => {
    const api = mockApi(
      craftingRoutes({ 'GET /api/items/4/dropsources': { body: [{ sourceType: 0, mobName: 'Bog-lurker', localizedMobName: 'Bog-lurker', dropChance: 40 }] } }),
    );
    const { user, location } = renderPage('/crafting?recipe=20&x=10');
    await user.click(await screen.findByRole('button', { name: 'Add ×10 to shopping list' }));
    expect(screen.getByText('Added ×10 to the shopping list')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Bronze Sword/ }));
    await user.click(await screen.findByRole('button', { name: 'Add ×10 to shopping list' }));
    await user.click(screen.getByRole('button', { name: '×1' }));
    await user.click(screen.getByRole('button', { name: 'Add ×1 to shopping list' }));
    // The sword twice: its counts add up.
    expect(useShoppingList.getState().entries).toEqual([
      { recipeId: 20, count: 10 },
      { recipeId: 21, count: 11 },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Shopping list (2)' }));
    await waitFor(() => expect(location()).toBe('/crafting?recipe=21&view=list'));
    await screen.findByRole('heading', { name: 'Gather — Prospector' });
    expect(requestsTo(api, 'POST', '/api/recipe/shopping-list').at(-1)!.body).toEqual({
      entries: [
        { recipeId: 20, count: 10 },
        { recipeId: 21, count: 11 },
      ],
    });
    // 10 helms: 30 ingots, 10 leather; 11 swords: 22 ingots, 11 coal. 52 ingots = 104 ore and 52 coal; 10 leather = 20 hide, 10 salt.
    expect(within(group('Gather — Prospector')).getByText('Copper Ore').closest('li')).toHaveTextContent('×104');
    expect(within(group('Buy from vendors')).getByText('Coal').closest('li')).toHaveTextContent('×63each 20 copper · 12 silver60 copper');
    expect(within(group('Buy from vendors')).getByText('Salt').closest('li')).toHaveTextContent('×10each 10 copper · 1 silver');
    const hide = within(group('Dropped')).getByText('Light Hide').closest('li')!;
    expect(hide).toHaveTextContent('×20');
    await waitFor(() => expect(hide).toHaveTextContent('Dropped by Bog-lurker'));
    expect(within(group('Crafts along the way')).getByText('Bronze Ingot').closest('li')).toHaveTextContent('×5252 crafts → 52 · Prospector');
    expect(within(group('Optional ingredients')).getByText('Coarse Flux').closest('li')).toHaveTextContent('×10');
    // Vendor: 63 × 20 + 10 × 10 = 1,360 copper; XP: 240 + 330 + 52 × 12 + 10 × 12 = 1,314.
    expect(screen.getByTestId('crafting-vendor-cost')).toHaveTextContent('13 silver60 copper');
    expect(screen.getByTestId('crafting-total-xp')).toHaveTextContent('1314 XP');

    // A new count asks again.
    const count = screen.getByRole('spinbutton', { name: 'Crafts of Bronze Sword' });
    await user.clear(count);
    await user.type(count, '1');
    await waitFor(() => expect(requestsTo(api, 'POST', '/api/recipe/shopping-list').at(-1)!.body).toEqual({ entries: [{ recipeId: 20, count: 10 }, { recipeId: 21, count: 1 }] }));
    await waitFor(() => expect(within(group('Gather — Prospector')).getByText('Copper Ore').closest('li')).toHaveTextContent('×64'));
  });

  it('keeps the list and its check-offs in the browser', async () => {
    mockApi(craftingRoutes());
    act(() => {
      useShoppingList.getState().add(20, 2);
    });
    const first = renderPage('/crafting?view=list');
    const ore = await screen.findByRole('checkbox', { name: 'Got Copper Ore' });
    await first.user.click(ore);
    expect(ore).toBeChecked();
    expect(line('Copper Ore')).toHaveClass('crafting-shopping-line--checked');
    expect(JSON.parse(localStorage.getItem(SHOPPING_LIST_STORAGE_KEY)!).state).toEqual({ entries: [{ recipeId: 20, count: 2 }], checked: [1] });
    first.unmount();

    // A new page reads the list back from storage (emptying the store writes storage too, so it is put back).
    const saved = localStorage.getItem(SHOPPING_LIST_STORAGE_KEY)!;
    act(() => {
      useShoppingList.setState({ entries: [], checked: [] });
    });
    localStorage.setItem(SHOPPING_LIST_STORAGE_KEY, saved);
    await act(() => useShoppingList.persist.rehydrate());
    const second = renderPage('/crafting?view=list');
    expect(await screen.findByRole('checkbox', { name: 'Got Copper Ore' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Got Light Hide' })).not.toBeChecked();
    await second.user.click(screen.getByRole('button', { name: 'Clear check-offs' }));
    expect(screen.getByRole('checkbox', { name: 'Got Copper Ore' })).not.toBeChecked();
    await second.user.click(screen.getByRole('button', { name: 'Remove Bronze Helm' }));
    expect(await screen.findByText(/Your shopping list is empty/)).toBeInTheDocument();
  });

  it('ignores damaged storage', async () => {
    localStorage.setItem(SHOPPING_LIST_STORAGE_KEY, JSON.stringify({ state: { entries: [{ recipeId: 'x' }, { recipeId: 20, count: 99999 }], checked: 'no' }, version: 1 }));
    await act(() => useShoppingList.persist.rehydrate());
    expect(useShoppingList.getState().entries).toEqual([{ recipeId: 20, count: 9999 }]);
    expect(useShoppingList.getState().checked).toEqual([]);
  });

  it('shares the list by link and opens a shared list', async () => {
    mockApi(craftingRoutes());
    act(() => {
      useShoppingList.getState().add(20, 10);
      useShoppingList.getState().add(22, 3);
    });
    const { user } = renderPage('/crafting?view=list');
    await screen.findByRole('heading', { name: 'Gather — Prospector' });
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('view')).toBe('list');
    expect(link.searchParams.get('list')).toBe('20_10.22_3');
  });

  it('shows a shared list beside your own, and takes it over on request', async () => {
    mockApi(craftingRoutes());
    act(() => {
      useShoppingList.getState().add(20, 1);
    });
    const { user, location } = renderPage('/crafting?view=list&list=22_5.bad.21_0');
    expect(await screen.findByText('You are looking at a shared list of 1 recipe.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Barley Flour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bronze Helm' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this list' }));
    await waitFor(() => expect(location()).toBe('/crafting?view=list'));
    expect(useShoppingList.getState().entries).toEqual([{ recipeId: 22, count: 5 }]);
  });

  it('encodes and decodes list links, skipping what does not parse', () => {
    expect(encodeShoppingList([{ recipeId: 5, count: 2 }, { recipeId: 17, count: 9999 }])).toBe('5_2.17_9999');
    expect(decodeShoppingList('5_2.17_9999')).toEqual([{ recipeId: 5, count: 2 }, { recipeId: 17, count: 9999 }]);
    expect(decodeShoppingList('5_0.x_1.-3_2.7_12345.8_4')).toEqual([{ recipeId: 8, count: 4 }]);
    expect(decodeShoppingList(null)).toEqual([]);
  });

  it('says so when the totals cannot be worked out', async () => {
    mockApi(craftingRoutes({ 'POST /api/recipe/shopping-list': { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } }));
    // The 5xx is logged by the api client, as it should be.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      useShoppingList.getState().add(20, 1);
    });
    renderPage('/crafting?view=list');
    expect(await screen.findByRole('heading', { name: 'Failed to add up the shopping list' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import CraftingApp from '../../exposes/CraftingApp';
import { ALL_RECIPES, craftingRoutes, recipeListHandler, RECIPES } from '../../testing/crafting-fixture';

const renderPage = (path = '/crafting') => renderWithProviders(null, { path, routes: [{ path: '/crafting/*', element: <CraftingApp /> }] });
const options = () => within(screen.getByRole('listbox', { name: 'Recipes' })).getAllByRole('option');
const status = () => screen.getByRole('region', { name: 'Status bar' });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Recipe browser', () => {
  it('lists the recipes with their count, the frame and the status bar', async () => {
    mockApi(craftingRoutes());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Crafting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('5 recipes found')).toBeInTheDocument();
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Bronze Helm'),
      expect.stringContaining('Barley Flour'),
      expect.stringContaining('Light Leather'),
      expect.stringContaining('Bronze Ingot'),
      expect.stringContaining('Bronze Sword'),
    ]);
    expect(options()[0]).toHaveTextContent('Armourer · Tier 1');
    expect(options()[0]).toHaveTextContent('24 XP');
    expect(status()).toHaveTextContent('5 recipes');
    expect(status()).toHaveTextContent('No filters active');
    expect(status()).toHaveTextContent('Version 0.0.11');
    expect(screen.getByText('Select a recipe to see its crafting chain and materials')).toBeInTheDocument();
  });

  it('asks the server with every filter, keeps them in the URL, and Clear removes them', async () => {
    const api = mockApi(craftingRoutes());
    const { user, location } = renderPage();
    await screen.findByText('5 recipes found');
    const last = () => requestsTo(api, 'GET', '/api/recipe').at(-1)!.query;

    await user.click(screen.getByRole('button', { name: 'Armour' }));
    expect(await screen.findByText('1 recipe found')).toBeInTheDocument();
    expect(last().get('category')).toBe('Armour');
    expect(screen.getByRole('button', { name: 'Armour' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(location()).toBe('/crafting?category=Armour'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await screen.findByText('5 recipes found');
    await waitFor(() => expect(location()).toBe('/crafting'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Profession' }), 'prospector');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), '1');
    expect(await screen.findByText('1 recipe found')).toBeInTheDocument();
    expect(last().get('profession')).toBe('prospector');
    expect(last().get('tier')).toBe('1');
    expect(last().get('pageSize')).toBe('2000');
    expect(last().get('page')).toBe('1');

    await user.type(screen.getByPlaceholderText('Raw material...'), 'ore');
    await waitFor(() => expect(last().get('ingredientSearch')).toBe('ore'));
    await user.type(screen.getByPlaceholderText('Search recipes...'), 'ingot');
    await waitFor(() => expect(last().get('search')).toBe('ingot'));
    await waitFor(() => expect(location()).toContain('q=ingot'));
    await waitFor(() => expect(location()).toContain('ingredient=ore'));
    expect(status()).toHaveTextContent('Filters: “ingot” · material “ore” · Prospector · Tier 1');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('5 recipes found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search recipes...')).toHaveValue('');
    expect(screen.getByPlaceholderText('Raw material...')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('');
    await waitFor(() => expect(location()).toBe('/crafting'));
    expect(status()).toHaveTextContent('No filters active');
  });

  it('says "No recipes found", and "Failed to load recipes" with Retry when the list fails', async () => {
    let fail = true;
    mockApi(craftingRoutes({ 'GET /api/recipe': (request) => (fail ? { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } : recipeListHandler()(request)) }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage('/crafting?q=zzz');
    expect(await screen.findByRole('heading', { name: 'Failed to load recipes' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Failed to load recipes');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.getByText('0 recipes found')).toBeInTheDocument();
  });

  it('loads the next page with "Load More..." while there are more', async () => {
    const api = mockApi(
      craftingRoutes({
        'GET /api/recipe': (request) => {
          // Two recipes a page, whatever page size the page asks for.
          const page = Number(request.query.get('page'));
          return { body: { recipes: ALL_RECIPES.slice((page - 1) * 2, page * 2), totalCount: 5, page, pageSize: 2, totalPages: 3 } };
        },
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('5 recipes found')).toBeInTheDocument();
    expect(options()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load More...' }));
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(requestsTo(api, 'GET', '/api/recipe').at(-1)!.query.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Load More...' }));
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load More...' })).not.toBeInTheDocument();
  });

  it('moves through the list with the arrow keys and opens a recipe with Enter', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage();
    await screen.findByText('5 recipes found');
    options()[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe(`/crafting?recipe=${RECIPES.leather.id}`));
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(options()[4]).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(location()).toBe(`/crafting?recipe=${RECIPES.sword.id}`));
  });
});

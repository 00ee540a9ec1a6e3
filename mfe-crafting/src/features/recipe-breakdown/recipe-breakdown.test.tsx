import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Item } from '@eoa/contracts';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import CraftingApp from '../../exposes/CraftingApp';
import { CUSTOM_MULTIPLIER_DELAY_MS } from './multiplier-picker';
import { craftingRoutes, ITEMS } from '../../testing/crafting-fixture';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/crafting/*', element: <CraftingApp /> }] });
const tree = () => screen.getByRole('region', { name: 'Crafting-chain tree' });
/** The diagram's item nodes by name (the results and the ingredients). */
const nodeNamed = (name: RegExp) => within(tree()).queryByRole('group', { name });
const column = (title: string) => screen.getByRole('list', { name: title });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Recipe breakdown', () => {
  it('shows the header, the results and every ingredient down to the raw materials, without coal and optional ones', async () => {
    mockApi(craftingRoutes());
    renderPage('/crafting?recipe=20');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bronze Helm' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 2, name: 'Bronze Helm' }).parentElement!;
    expect(header).toHaveTextContent('Armourer');
    expect(header).toHaveTextContent('Tier 1');
    expect(header).toHaveTextContent('Base critical chance: 10%');

    await waitFor(() => expect(nodeNamed(/^Result: Bronze Helm ×1$/)).toBeInTheDocument());
    expect(nodeNamed(/^Critical result \(10% chance\): Sturdy Bronze Helm ×1$/)).toBeInTheDocument();
    expect(nodeNamed(/^Bronze Ingot ×3, Crafted$/)).toBeInTheDocument();
    expect(nodeNamed(/^Copper Ore ×6, Gathered$/)).toBeInTheDocument();
    expect(nodeNamed(/^Light Leather ×1, Crafted$/)).toBeInTheDocument();
    expect(nodeNamed(/^Light Hide ×2, Dropped$/)).toBeInTheDocument();
    expect(nodeNamed(/^Salt ×1, Vendor$/)).toBeInTheDocument();
    // Coal is never drawn; the optional flux only when asked.
    expect(nodeNamed(/Coal/)).not.toBeInTheDocument();
    expect(nodeNamed(/Coarse Flux/)).not.toBeInTheDocument();
  });

  it('collapses and expands a node, all nodes, and shows or hides the optional ingredients', async () => {
    mockApi(craftingRoutes());
    const { user } = renderPage('/crafting?recipe=20');
    const collapseIngot = await screen.findByRole('button', { name: 'Collapse Bronze Ingot' });
    expect(collapseIngot).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapseIngot);
    expect(nodeNamed(/^Copper Ore/)).not.toBeInTheDocument();
    expect(nodeNamed(/^Light Hide/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand Bronze Ingot' }));
    expect(nodeNamed(/^Copper Ore/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(nodeNamed(/^Copper Ore/)).not.toBeInTheDocument();
    expect(nodeNamed(/^Light Hide/)).not.toBeInTheDocument();
    expect(nodeNamed(/^Bronze Ingot/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(nodeNamed(/^Copper Ore/)).toBeInTheDocument();
    expect(nodeNamed(/^Light Hide/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Optional' }));
    expect(nodeNamed(/^Coarse Flux ×1, Dropped$/)).toBeInTheDocument();
    // With every optional ingredient: 10 % + 20 %.
    expect(nodeNamed(/^Critical result \(30% chance\)/)).toBeInTheDocument();
    expect(nodeNamed(/Coal/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Optional' }));
    expect(nodeNamed(/Coarse Flux/)).not.toBeInTheDocument();
  });

  it('adds up the materials for one craft and ×10 (hand-worked), in three columns with the vendor cost and XP', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage('/crafting?recipe=20');
    await screen.findByRole('heading', { name: 'Material summary' });
    // One helm: 3 ingots (3 crafts: 6 ore, 3 coal), 1 leather (2 hide, 1 salt); 24 + 3 × 12 + 12 = 72 XP; 3 × 20 + 10 = 70 copper.
    expect(within(column('Raw Materials Needed')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Coal×3Vendor/),
      expect.stringMatching(/^Copper Ore×6Gathered · Prospector/),
      expect.stringMatching(/^Light Hide×2Dropped/),
      expect.stringMatching(/^Salt×1Vendor/),
    ]);
    expect(within(column('Processed Materials')).getByText('Bronze Ingot').closest('li')).toHaveTextContent('×33 crafts → 3 · Prospector');
    expect(within(column('Direct Recipe Requirements')).getByText('Coarse Flux').closest('li')).toHaveTextContent('optional, +20% critical chance');
    expect(screen.getByTestId('crafting-total-xp')).toHaveTextContent('72 XP');
    expect(screen.getByTestId('crafting-vendor-cost')).toHaveTextContent('70 copper');

    await user.click(screen.getByRole('button', { name: '×10' }));
    await waitFor(() => expect(location()).toBe('/crafting?recipe=20&x=10'));
    expect(within(column('Raw Materials Needed')).getByText('Copper Ore').closest('li')).toHaveTextContent('×60');
    expect(within(column('Raw Materials Needed')).getByText('Coal').closest('li')).toHaveTextContent('×30');
    expect(within(column('Processed Materials')).getByText('Bronze Ingot').closest('li')).toHaveTextContent('×3030 crafts → 30');
    expect(screen.getByTestId('crafting-total-xp')).toHaveTextContent('720 XP');
    // 700 copper = 7 silver.
    expect(screen.getByTestId('crafting-vendor-cost')).toHaveTextContent('7 silver');
    // The diagram's quantities follow the multiplier too.
    expect(nodeNamed(/^Copper Ore ×60, Gathered$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add ×10 to shopping list' })).toBeInTheDocument();
  });

  it('takes a custom multiplier from 1 to 9999 and ignores anything else', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage('/crafting?recipe=20&x=5');
    const custom = await screen.findByRole('spinbutton', { name: 'Custom' });
    expect(screen.getByRole('button', { name: '×5' })).toHaveAttribute('aria-pressed', 'true');
    for (const bad of ['0', '10000', '2.5', '-3']) {
      await user.clear(custom);
      await user.type(custom, bad);
      expect(custom).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Enter a whole number from 1 to 9999.')).toBeInTheDocument();
      // Still ×5 once the box has settled (and Enter does not apply it either).
      await user.keyboard('{Enter}');
      await act(() => new Promise((resolve) => setTimeout(resolve, CUSTOM_MULTIPLIER_DELAY_MS + 50)));
      await waitFor(() => expect(location()).toBe('/crafting?recipe=20&x=5'));
    }
    await user.clear(custom);
    await user.type(custom, '9999');
    await waitFor(() => expect(location()).toBe('/crafting?recipe=20&x=9999'));
    expect(custom).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: '×5' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(column('Raw Materials Needed')).getByText('Copper Ore').closest('li')).toHaveTextContent('×59994');
    await user.clear(custom);
    await user.type(custom, '7{Enter}');
    await waitFor(() => expect(location()).toBe('/crafting?recipe=20&x=7'));
    expect(screen.getByTestId('crafting-total-xp')).toHaveTextContent('504 XP');
  });

  it('ignores a bad multiplier in a link', async () => {
    mockApi(craftingRoutes());
    renderPage('/crafting?recipe=20&x=12345');
    expect(await screen.findByTestId('crafting-total-xp')).toHaveTextContent('72 XP');
    expect(screen.getByRole('button', { name: '×1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the item tooltip with the full item, or the recipe\'s own data when the item is unknown', async () => {
    const ore = {
      id: ITEMS.ore.itemId, name: 'Copper Ore', localizedName: 'Copper Ore', icon: '1001', quality: 'common', qualityName: 'Common', categoryName: 'Material',
      binding: 'none', isUnique: false, level: 10, minLevel: 1, stats: [], effects: [], description: 'Used by the Prospector.', worthCopper: 12,
    } as unknown as Item;
    const api = mockApi(
      craftingRoutes({
        'GET /api/items/batch': { body: { items: [ore], missingIds: [] } },
        'GET /api/items/1/dropsources': { body: [] },
      }),
    );
    const { user } = renderPage('/crafting?recipe=20');
    await user.hover(await screen.findByRole('group', { name: /^Copper Ore ×6/ }));
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('Used by the Prospector.'));
    expect(tooltip).toHaveTextContent('Gathered · Prospector');
    // One batch for every item of the tree.
    expect(requestsTo(api, 'GET', '/api/items/batch')).toHaveLength(1);
    expect(requestsTo(api, 'GET', '/api/items/batch')[0]!.query.get('ids')).toBe('1,2,3,4,5,6,7,8,9');
    await user.unhover(screen.getByRole('group', { name: /^Copper Ore ×6/ }));

    await user.hover(screen.getByRole('group', { name: /^Light Hide ×2/ }));
    const basic = await screen.findByRole('tooltip');
    expect(basic).toHaveTextContent('Light Hide');
    expect(basic).toHaveTextContent('Dropped');
  });

  it('opens "used in" from a node, and a recipe from there', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage('/crafting?recipe=20');
    await screen.findByRole('region', { name: 'Crafting-chain tree' });
    await user.click(await within(tree()).findByRole('button', { name: 'Recipes that use Bronze Ingot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bronze Ingot: recipes' });
    await waitFor(() => expect(location()).toBe('/crafting?recipe=20&usedIn=3'));
    expect(within(dialog).getByRole('heading', { name: 'Used in (2)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Made by (1)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Bronze Sword/ }));
    await waitFor(() => expect(location()).toBe('/crafting?recipe=21'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bronze Sword' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the direct requirements and results when the tree cannot be loaded', async () => {
    mockApi(craftingRoutes({ 'GET /api/recipe/20/tree': { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } }));
    // The 5xx is logged by the api client, as it should be.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/crafting?recipe=20');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bronze Helm' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The crafting chain could not be loaded');
    expect(screen.getByRole('heading', { name: 'Direct Recipe Requirements' })).toBeInTheDocument();
    const breakdown = screen.getByRole('article');
    expect(within(breakdown).getByText('Bronze Ingot').closest('li')).toHaveTextContent('×3');
    expect(within(breakdown).getByText('Coarse Flux').closest('li')).toHaveTextContent('optional, +20% critical chance');
    expect(within(breakdown).getByText('Sturdy Bronze Helm').closest('li')).toHaveTextContent('Critical result (10%)');
    expect(screen.getByText('With every optional ingredient: 30% critical chance.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Crafting-chain tree' })).not.toBeInTheDocument();
  });

  it('says so when neither the tree nor the recipe can be loaded', async () => {
    mockApi(craftingRoutes({ 'GET /api/recipe/999/tree': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Recipe 999 not found', params: {} } } }));
    renderPage('/crafting?recipe=999');
    expect(await screen.findByRole('heading', { name: 'Failed to load the recipe' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import CraftingApp from '../../exposes/CraftingApp';
import { craftingRoutes } from '../../testing/crafting-fixture';

const renderPage = (path = '/crafting') => renderWithProviders(null, { path, routes: [{ path: '/crafting/*', element: <CraftingApp /> }] });
const panel = () => screen.getByRole('complementary', { name: 'Crafting XP Calculator' });
const target = (name: string) => within(panel()).getByRole('radio', { name });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Crafting XP calculator', () => {
  it('slides out from the side tab with the default target, tier 2 Grand Master', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage();
    const tab = screen.getByRole('button', { name: 'Crafting XP Calculator' });
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    await user.click(tab);
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(location()).toBe('/crafting?calc=1'));
    expect(within(panel()).getByText('Choose a profession to see the recipes that get you to your target.')).toBeInTheDocument();
    expect(target('Tier 2 Grand Master')).toBeChecked();
    // T1 0 points → the end of T2 mastery: 200 + 400 + 280 + 560.
    expect(within(panel()).getByText('Points needed: 1440')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Close the calculator' }));
    expect(screen.queryByRole('complementary', { name: 'Crafting XP Calculator' })).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/crafting'));
  });

  it('from T1 0 points to T2 Grand Master: recipes per tier, the top one selected, crafts, cost and totals', async () => {
    const api = mockApi(craftingRoutes());
    const { user, location } = renderPage('/crafting?calc=1');
    await within(panel()).findByRole('option', { name: 'Armourer' });
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Profession' }), 'armourer');
    await waitFor(() => expect(location()).toBe('/crafting?calc=1&calcProfession=armourer'));
    const tier1 = await within(panel()).findByRole('region', { name: /Tier 1 · Apprentice/ });
    const query = requestsTo(api, 'GET', '/api/recipe/optimal-path').at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({ profession: 'armourer', currentXP: '0', targetXP: '1440' });

    expect(tier1).toHaveTextContent('600 points');
    const helm = within(tier1).getByRole('checkbox', { name: 'Bronze Helm' });
    const sword = within(tier1).getByRole('checkbox', { name: 'Bronze Sword' });
    expect(helm).toBeChecked();
    expect(sword).not.toBeChecked();
    // 600 points / 24 XP = 25 crafts.
    expect(helm.closest('li')).toHaveTextContent('25 crafts');
    expect(within(panel()).getByRole('region', { name: /Tier 2 · Journeyman/ })).toHaveTextContent('No recipes found for this profession');

    // Totals: 25 crafts; 25 × 100 copper at 10,000 a gold = 25 silver; vendor 25 × 70 = 1,750 copper.
    const totals = within(panel()).getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Raw materials (2)'));
    expect(totals).toHaveTextContent('Crafts25');
    expect(totals).toHaveTextContent('Cost25 silver');
    expect(totals).toHaveTextContent('Vendor cost17 silver50 copper');
    await user.click(within(totals).getByText('Raw materials (2)'));
    expect(within(totals).getByText('Copper Ore').closest('li')).toHaveTextContent('×150');
    expect(totals).toHaveTextContent('Vendor items (2)');
    expect(totals).toHaveTextContent('Processed Materials (2)');
    expect(totals).toHaveTextContent('Optional ingredients (1)');
    // The trees were fetched for the selected recipe only.
    expect(requestsTo(api, 'GET', '/api/recipe/20/tree')).toHaveLength(1);
    expect(requestsTo(api, 'GET', '/api/recipe/21/tree')).toHaveLength(0);

    // Two recipes share the tier's points: 300 each → ceil(300/24) = 13 helms, ceil(300/30) = 10 swords.
    await user.click(sword);
    expect(helm.closest('li')).toHaveTextContent('13 crafts');
    expect(sword.closest('li')).toHaveTextContent('10 crafts');
    await waitFor(() => expect(totals).toHaveTextContent('Crafts23'));
    expect(requestsTo(api, 'GET', '/api/recipe/21/tree')).toHaveLength(1);
    await user.click(helm);
    await user.click(sword);
    expect(within(tier1).getByText('Select a recipe to count this tier.')).toBeInTheDocument();
  });

  it('caps the points at the tier, resets them when the tier changes, and disables targets already reached', async () => {
    mockApi(craftingRoutes());
    const { user, location } = renderPage('/crafting?calc=1');
    const points = within(panel()).getByRole('spinbutton', { name: 'Points' });
    await user.type(points, '150');
    expect(points).toHaveValue(150);
    await waitFor(() => expect(location()).toContain('calcPoints=150'));
    expect(within(panel()).getByText('Points needed: 1290')).toBeInTheDocument();
    expect(target('Tier 1 Proficiency')).toBeEnabled();

    // Spec 2 §4: a new tier starts at 0 points.
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Current tier' }), 'T1 Grand Master');
    expect(points).toHaveValue(0);
    await waitFor(() => expect(location()).toContain('calcGM=1'));
    expect(location()).not.toContain('calcPoints');
    expect(target('Tier 1 Proficiency')).toBeDisabled();
    expect(target('Tier 1 Grand Master')).toBeEnabled();
    expect(within(panel()).getByText('of 400')).toBeInTheDocument();

    // More than the bar holds shows the bar's maximum; the whole bar reaches T1 Grand Master.
    await user.clear(points);
    await user.type(points, '999');
    expect(points).toHaveValue(400);
    expect(target('Tier 1 Grand Master')).toBeDisabled();
    expect(target('Tier 2 Proficiency')).toBeEnabled();
    expect(within(panel()).getByText('Points needed: 840')).toBeInTheDocument();

    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Current tier' }), 'T3');
    expect(points).toHaveValue(0);
    expect(target('Tier 2 Grand Master')).toBeDisabled();
    expect(target('Tier 2 Grand Master')).toBeChecked();
    expect(within(panel()).getByText('This target is reached already: choose a higher one.')).toBeInTheDocument();
    await user.click(target('Tier 5 Grand Master'));
    await waitFor(() => expect(location()).toContain('calcTarget=5m'));
    // T3 start (1440) → 5400.
    expect(within(panel()).getByText('Points needed: 3960')).toBeInTheDocument();
  });

  it('restores every input from a link, ignoring bad values', async () => {
    mockApi(craftingRoutes());
    renderPage('/crafting?calc=1&calcProfession=armourer&calcTier=1&calcPoints=100&calcTarget=1m');
    expect(within(panel()).getByRole('spinbutton', { name: 'Points' })).toHaveValue(100);
    expect(target('Tier 1 Grand Master')).toBeChecked();
    expect(within(panel()).getByText('Points needed: 500')).toBeInTheDocument();
    expect(await within(panel()).findByRole('region', { name: /Tier 1 · Apprentice/ })).toHaveTextContent('500 points');
  });

  it('says so when the recommendations cannot be loaded', async () => {
    mockApi(craftingRoutes({ 'GET /api/recipe/optimal-path': { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } }));
    // The 5xx is logged by the api client, as it should be.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/crafting?calc=1&calcProfession=armourer&calcTier=9&calcPoints=abc');
    expect(await within(panel()).findByRole('heading', { name: 'Failed to load the recommended recipes' })).toBeInTheDocument();
    expect(within(panel()).getByText('Points needed: 1440')).toBeInTheDocument();
  });
});

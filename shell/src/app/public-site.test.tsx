import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { TOOL_IDS } from '@eoa/contracts';
import { useThemeStore } from '@eoa/ui';
import { publicRoutes } from './public-routes';
import { mockApi, requestsTo, renderWithProviders } from '@eoa/ui/testing';

// The shell's pages as the router mounts them: the site layout route from app/public-routes.tsx.
const renderSite = (path: string) =>
  renderWithProviders(null, {
    path,
    routes: [...publicRoutes, { path: '/character-builder', element: <p>builder</p> }],
  });

let fetchMock: ReturnType<typeof mockApi>;

beforeEach(() => {
  fetchMock = mockApi({
    'GET /api/homepage/app-info': { body: { appVersion: '0.2.0', dataVersion: 'Echoes of Angmar', lastUpdated: '' } },
    'GET /api/homepage/tools-status': { body: TOOL_IDS.map((toolId) => ({ toolId, isInDevelopment: false })) },
    'GET /api/language/available': { body: [] },
    'GET /api/corrections/public': { body: { corrections: [], totalCount: 0, page: 1, pageSize: 50 } },
    'POST /api/corrections': { status: 201, body: { correctionId: 5 } },
  });
});

afterEach(() => {
  useThemeStore.getState().setTheme('dark');
  jest.restoreAllMocks();
});

describe('site layout', () => {
  it('frames the home page with header, accuracy note and footer', async () => {
    renderSite('/');

    expect(await screen.findAllByTestId('tool-card')).toHaveLength(6);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'EoA Companion – home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Calculations were found by trial and may not be fully accurate.',
    );

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/unofficial, fan-made website/);
    expect(footer).toHaveTextContent(/trademarks of their respective owners/);
    expect(footer).toHaveTextContent(/not affiliated with/);
    expect(within(footer).getByRole('link', { name: 'How to support the author' })).toHaveAttribute(
      'href',
      '/about#support-author',
    );
    expect(within(footer).getByRole('link', { name: 'How to support the data provider' })).toHaveAttribute(
      'href',
      '/about#support-data',
    );
    expect(document.title).toBe('EoA Companion – tools for Echoes of Angmar');
  });

  it('opens the one bug-report dialog from the home page and from the footer', async () => {
    const { user } = renderSite('/');

    await user.click(await screen.findByRole('button', { name: 'Report Bug' }));
    // The dialog's code is fetched on the first opening (a lazy chunk, not in the home page's bundle).
    const dialog = await screen.findByRole('dialog', { name: 'Report a Bug' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Report a problem' }));
    expect(screen.getByRole('dialog', { name: 'Report a Bug' })).toBeInTheDocument();
  });

  it('closes the dialog by itself after a successful report and opens a fresh form next time', async () => {
    const { user } = renderSite('/');

    await user.click(await screen.findByRole('button', { name: 'Report Bug' }));
    let dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /category/i }), 'ui');
    await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'Something is clearly broken here');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Your bug report #5 has been submitted.')).toBeInTheDocument();
    // Real timers here (the unit test pins the 3 s with fake ones); generous timeout for a loaded machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST', '/api/corrections')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Report Bug' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /description/i })).toHaveValue('');
    expect(within(dialog).getByText('0/20')).toBeInTheDocument();
  });

  it('switches between the dark and light theme', async () => {
    const { user } = renderSite('/');

    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('eoa.theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('loads the about page with its sections and scrolls to a support section', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    renderSite('/about#support-data');

    expect(await screen.findByRole('heading', { level: 1, name: 'About EoA Companion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText('These entries were scraped in 2025 and may not match the current game.')).toBeInTheDocument();
    expect(screen.getByText('These exports match the game client.')).toBeInTheDocument();
    expect(screen.getByText(/provided as-is, without any warranty/)).toBeInTheDocument();
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} EoA Companion`))).toBeInTheDocument();
    expect(document.getElementById('support-author')).toHaveTextContent('Support the author');
    expect(document.getElementById('support-data')).toHaveTextContent('Support the data provider');
    await waitFor(() => expect(scrolled).toEqual(['support-data']));
    expect(document.title).toBe('About – EoA Companion');
  });

  it.each([
    ['/deeds', 'Deeds', 'Coming Soon', 'Deed database with objectives and rewards for every region'],
    ['/quests', 'Quests', 'In Development', 'Quest chains with prerequisites and follow-up quests'],
  ])('shows the %s placeholder with its planned features and links', async (path, title, status, feature) => {
    const { user, location } = renderSite(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText(status)).toBeInTheDocument();
    const planned = within(main).getByRole('region', { name: 'Planned features' });
    expect(within(planned).getAllByRole('listitem')).toHaveLength(5);
    expect(within(planned).getByText(feature)).toBeInTheDocument();
    expect(within(main).getAllByRole('link', { name: /Back to home/ })[0]).toHaveAttribute('href', '/');

    await user.click(within(main).getByRole('link', { name: 'Open the Character Builder' }));
    await waitFor(() => expect(location()).toBe('/character-builder'));
  });

  it('reaches the bug reports page from the header', async () => {
    const { user } = renderSite('/');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Bug Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bug Reports & Corrections' })).toBeInTheDocument();
    expect(await screen.findByText('No corrections found')).toBeInTheDocument();
  });
});

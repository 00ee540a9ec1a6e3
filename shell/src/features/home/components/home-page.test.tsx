import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { TOOL_IDS } from '@eoa/contracts';
import { mockApi, requestsTo, renderWithProviders } from '@eoa/ui/testing';
import { HomePage } from './home-page';

const appInfo = { appVersion: '1.4.2', dataVersion: 'Shadows Test Data', lastUpdated: '2026-01-05T10:00:00Z' };
const allReady = TOOL_IDS.map((toolId) => ({ toolId, isInDevelopment: false }));

function renderHome(onReportBug = jest.fn()) {
  const view = renderWithProviders(
    <HomePage languageSelector={<div data-testid="language-slot" />} onReportBug={onReportBug} />,
  );
  return { ...view, onReportBug };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows one card per tool in the contract order, each with its link or Coming Soon', async () => {
    mockApi({
      'GET /api/homepage/app-info': { body: appInfo },
      'GET /api/homepage/tools-status': { body: allReady },
    });
    renderHome();

    const cards = await screen.findAllByTestId('tool-card');
    expect(cards).toHaveLength(6);
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['Character Builder', 'Crafting', 'Quests', 'Maps', 'Deeds', 'Loot Tables']);

    const hrefs = cards.map((card) => within(card).queryByRole('link', { name: 'Open Tool' })?.getAttribute('href'));
    expect(hrefs).toEqual(['/character-builder', '/crafting', '/map?tab=quests', '/map', undefined, '/loot-tables']);

    const deeds = cards[4]!;
    expect(within(deeds).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(deeds).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByTestId('language-slot')).toBeInTheDocument();
  });

  it('marks the tools that tools-status reports as in development', async () => {
    mockApi({
      'GET /api/homepage/app-info': { body: appInfo },
      'GET /api/homepage/tools-status': {
        body: [
          { toolId: 'character-builder', isInDevelopment: false },
          { toolId: 'crafting', isInDevelopment: true },
          { toolId: 'map', isInDevelopment: true },
          { toolId: 'loot-tables', isInDevelopment: false },
        ],
      },
    });
    renderHome();

    await waitFor(() => expect(screen.getAllByText('In Development')).toHaveLength(2));
    const cards = screen.getAllByTestId('tool-card');
    const marked = cards.filter((card) => within(card).queryByText('In Development'));
    expect(marked.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Crafting', 'Maps']);
  });

  it('shows no badge and no error when tools-status fails', async () => {
    const fetchMock = mockApi({
      'GET /api/homepage/app-info': { body: appInfo },
      'GET /api/homepage/tools-status': { status: 500, body: { status: 500, code: 'test.failure', detail: 'Boom', params: {} } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome();

    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/homepage/tools-status')).toHaveLength(1));
    expect(await screen.findAllByTestId('tool-card')).toHaveLength(6);
    expect(screen.queryByText('In Development')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the app and data versions from app-info in the beta notice', async () => {
    mockApi({
      'GET /api/homepage/app-info': { body: appInfo },
      'GET /api/homepage/tools-status': { body: allReady },
    });
    renderHome();

    const notice = screen.getByTestId('beta-notice');
    expect(await within(notice).findByText('Version 1.4.2')).toBeInTheDocument();
    expect(within(notice).getByText('Beta')).toBeInTheDocument();
    expect(within(notice).getByText('Data: Shadows Test Data')).toBeInTheDocument();
  });

  it('falls back to version 0.0.11 (Beta) and Echoes of Angmar when app-info fails', async () => {
    const fetchMock = mockApi({
      'GET /api/homepage/app-info': { networkError: true },
      'GET /api/homepage/tools-status': { body: allReady },
    });
    renderHome();

    // The kit retries app-info once before settling on the defaults.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/homepage/app-info')).toHaveLength(2));
    const notice = screen.getByTestId('beta-notice');
    expect(await within(notice).findByText('Version 0.0.11')).toBeInTheDocument();
    expect(within(notice).getByText('Beta')).toBeInTheDocument();
    expect(within(notice).getByText('Data: Echoes of Angmar')).toBeInTheDocument();
  });

  it('opens the bug dialog from Report Bug and links to About and the bug reports', async () => {
    mockApi({
      'GET /api/homepage/app-info': { body: appInfo },
      'GET /api/homepage/tools-status': { body: allReady },
    });
    const { user, onReportBug, location } = renderHome();
    const notice = screen.getByTestId('beta-notice');

    await user.click(within(notice).getByRole('button', { name: 'Report Bug' }));
    expect(onReportBug).toHaveBeenCalledTimes(1);

    expect(within(notice).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await user.click(within(notice).getByRole('link', { name: 'View Bug Reports' }));
    await waitFor(() => expect(location()).toBe('/corrections'));
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStats } from '@eoa/contracts';
import { formatDateTime } from '@eoa/ui';
import { mockApi, requestsTo } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const stats: AdminStats = {
  totalQuests: 3200,
  excludedQuests: 12,
  questsWithOverrides: 47,
  questsByExpansion: { SoA: 1500, MoM: 800, SoM: 300, RoI: 250, RoR: 150, HD: 100, U16: 50, Mordor: 40, Other: 10 },
  recentChanges: 9,
  lastBackupDate: '2026-11-20T14:05:00.000Z',
};

const backupsRoute = { 'GET /api/admin/backups': { body: { backups: [] } } };

/** The figure whose label is `label`: its value and the rest of its card. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!;
}

describe('the dashboard', () => {
  it('shows the statistics with links to the quest list and its flags', async () => {
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(), ...backupsRoute, 'GET /api/admin/stats': { body: stats } });
    const { user, location } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('3,200')).toBeInTheDocument();
    expect(figure('Excluded quests')).toHaveTextContent('12');
    expect(figure('Quests with overrides')).toHaveTextContent('47');
    expect(figure('Recent changes')).toHaveTextContent('9Changes in the last 7 days');
    expect(figure('Last backup')).toHaveTextContent(formatDateTime(stats.lastBackupDate, 'en')!);
    expect(requestsTo(api, 'GET', '/api/admin/stats')).toHaveLength(1);

    expect(within(figure('Total quests')).getByRole('link', { name: 'Open the quest list' })).toHaveAttribute('href', '/admin/quests');
    expect(within(figure('Quests with overrides')).getByRole('link', { name: 'Show quests with overrides' })).toHaveAttribute('href', '/admin/quests?hasOverrides=true');
    await user.click(within(figure('Excluded quests')).getByRole('link', { name: 'Show excluded quests' }));
    expect(location()).toBe('/admin/quests?excluded=true');
  });

  it('draws a bar per era with its translated name, and shows the level colours', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), ...backupsRoute, 'GET /api/admin/stats': { body: stats } });
    renderAdmin('/admin');
    const eras = await screen.findByRole('region', { name: 'Quests by expansion' });
    const rows = within(eras).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Shadows of Angmar1,500',
      'Mines of Moria800',
      'Siege of Mirkwood300',
      'Rise of Isengard250',
      'Riders of Rohan150',
      "Helm's Deep100",
      'Update 1650',
      'Mordor40',
      'Other10',
    ]);
    // The largest era fills its track; the others in proportion.
    const bars = rows.map((row) => (row.querySelector('.dashboard-eras__bar') as HTMLElement).style.width);
    expect(bars[0]).toBe('100%');
    expect(bars[1]).toBe(`${(800 / 1500) * 100}%`);
    const levels = screen.getByRole('region', { name: 'Level colours' });
    expect(within(levels).getByText('Level 40 and above')).toHaveClass('admin-level--red');
    expect(within(levels).getByText('Level 25 to 39')).toHaveClass('admin-level--orange');
    expect(within(levels).getByText('Below level 25')).toHaveClass('admin-level--green');
  });

  it('says "never" when no backup was made', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), ...backupsRoute, 'GET /api/admin/stats': { body: { ...stats, lastBackupDate: null } } });
    renderAdmin('/admin');
    await screen.findByText('3,200');
    expect(figure('Last backup')).toHaveTextContent('never');
  });

  it('shows the loading progress, then on failure the banner and the default figures, and Retry loads them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeTestLogin();
    let reply: { status: number; body?: unknown } = { status: 500, body: { status: 500, code: 'test.failure', detail: 'Internal server error', params: {} } };
    let answer: () => void = () => undefined;
    mockApi({
      ...sessionRoutes(),
      ...backupsRoute,
      'GET /api/admin/stats': () =>
        new Promise((resolve) => {
          answer = () => resolve(reply);
        }),
    });
    const { user } = renderAdmin('/admin');
    expect(await screen.findByRole('progressbar', { name: 'Loading statistics…' })).toBeInTheDocument();
    answer();
    const banner = await screen.findByText('Failed to load statistics. Using default values.');
    expect(banner.closest('[role="alert"]')).toBeInTheDocument();
    expect(figure('Total quests')).toHaveTextContent('3,139');
    expect(figure('Total quests')).toHaveTextContent('1,763 plus 1,376');
    expect(figure('Excluded quests')).toHaveTextContent('0');
    expect(figure('Last backup')).toHaveTextContent('never');

    reply = { status: 200, body: stats };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    answer();
    expect(await screen.findByText('3,200')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to load statistics. Using default values.')).not.toBeInTheDocument());
    expect(screen.queryByText('1,763 plus 1,376')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminStats, BackupInfo, RestoreResult } from '@eoa/contracts';
import { formatDateTime } from '@eoa/ui';
import { mockApi, requestsTo } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const backup = (fileName: string, createdAt: string, sizeBytes: number, createdBy: string | null): BackupInfo => ({
  fileName,
  createdAt,
  sizeBytes,
  sha256: 'a'.repeat(64),
  tables: { quest_overrides: 3 },
  createdBy,
});

const older = backup('admin-2026-11-20T14-05-00Z.json', '2026-11-20T14:05:00.000Z', 2_560_000, 'gandalf');
const newer = backup('admin-2026-11-25T09-00-00Z.json', '2026-11-25T09:00:00.000Z', 800, null);
const stats: AdminStats = {
  totalQuests: 3139,
  excludedQuests: 0,
  questsWithOverrides: 0,
  questsByExpansion: { SoA: 0, MoM: 0, SoM: 0, RoI: 0, RoR: 0, HD: 0, U16: 0, Mordor: 0, Other: 0 },
  recentChanges: 0,
  lastBackupDate: null,
};

describe('the backups panel', () => {
  it('lists the backups with date, size and author', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'GET /api/admin/stats': { body: stats }, 'GET /api/admin/backups': { body: { backups: [newer, older] } } });
    renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    const rows = await within(panel).findAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['admin-2026-11-25T09-00-00Z.json', formatDateTime(newer.createdAt, 'en'), '800 byte', 'Unknown', 'Restore'],
      ['admin-2026-11-20T14-05-00Z.json', formatDateTime(older.createdAt, 'en'), '2.4 MB', 'gandalf', 'Restore'],
    ]);
  });

  it('creates a backup and refreshes the list and the last backup date', async () => {
    storeTestLogin();
    let list = [older];
    let lastBackupDate: string | null = null;
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/stats': () => ({ body: { ...stats, lastBackupDate } }),
      'GET /api/admin/backups': () => ({ body: { backups: list } }),
      'POST /api/admin/backup': () => {
        list = [newer, older];
        lastBackupDate = newer.createdAt;
        return { status: 201, body: newer };
      },
    });
    const { user } = renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    await within(panel).findByText(older.fileName);
    await user.click(within(panel).getByRole('button', { name: 'Create backup' }));
    expect(await within(panel).findByText(`Backup created: ${newer.fileName}`)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/backup')[0]!.body).toBeUndefined();
    expect(await within(panel).findByRole('rowheader', { name: newer.fileName })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Last backup', { selector: 'dt' }).parentElement).toHaveTextContent(formatDateTime(newer.createdAt, 'en')!));
  });

  it('alerts "Backup failed. Check console for details." and logs the error', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/backups': { body: { backups: [] } },
      'POST /api/admin/backup': { status: 500, body: { status: 500, code: 'test.failure', detail: 'Disk full', params: {} } },
    });
    const { user } = renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    expect(await within(panel).findByText('No backups yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create backup' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Backups' });
    expect(alert).toHaveTextContent('Backup failed. Check console for details.');
    expect(consoleError).toHaveBeenCalledWith('Backup failed', expect.objectContaining({ message: 'Disk full' }));
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restores after a confirmation that explains the safety backup, shows the result and reloads everything', async () => {
    storeTestLogin();
    const safety = backup('admin-2026-11-26T10-00-00Z.json', '2026-11-26T10:00:00.000Z', 1200, 'gandalf');
    const result: RestoreResult = { restored: older.fileName, safetyBackup: safety, tables: { quest_overrides: 3 } };
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/backups': { body: { backups: [newer, older] } },
      'POST /api/admin/restore': { body: result },
    });
    const { user } = renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    await user.click(await within(panel).findByRole('button', { name: `Restore ${older.fileName}` }));
    const dialog = screen.getByRole('dialog', { name: 'Restore backup' });
    expect(dialog).toHaveTextContent(`Restore ${older.fileName}, made on ${formatDateTime(older.createdAt, 'en')}?`);
    expect(dialog).toHaveTextContent('A safety backup of the current state is taken first');
    const statsCalls = requestsTo(api, 'GET', '/api/admin/stats').length;
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(panel).findByText(`Restored ${older.fileName}. The state before the restore was saved as ${safety.fileName}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/restore')[0]!.body).toEqual({ backupFileName: older.fileName });
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/stats').length).toBeGreaterThan(statsCalls));
  });

  it("keeps the dialog open with the server's reason when a restore is refused; Cancel closes it", async () => {
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/backups': { body: { backups: [older] } },
      'POST /api/admin/restore': { status: 400, body: { status: 400, code: 'test.failure', detail: 'The backup file is damaged (checksum mismatch)', params: {} } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: `Restore ${older.fileName}` }));
    const dialog = screen.getByRole('dialog', { name: 'Restore backup' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to restore the backup: The backup file is damaged (checksum mismatch). Nothing was changed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Failed to load backups" with Retry', async () => {
    storeTestLogin();
    let fail = true;
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/backups': () => (fail ? { status: 503, body: { status: 503, code: 'test.failure', detail: 'Unavailable', params: {} } } : { body: { backups: [older] } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Backups' });
    expect(await within(panel).findByText('Failed to load backups')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText(older.fileName)).toBeInTheDocument();
  });
});

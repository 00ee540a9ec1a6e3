import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockHandler } from '@eoa/ui/testing';
import { ADMIN_TOKEN_KEY } from '@eoa/api-client';
import type { AuditLogEntry, AuditPage } from '@eoa/contracts';
import { formatDateTime } from '@eoa/ui';
import { AuditPage as AuditScreen } from './audit-page';

const APPROVE: AuditLogEntry = {
  id: 41,
  createdAt: '2026-11-25T10:30:00Z',
  username: 'alice',
  action: 'correction_approve',
  entityType: 'UserCorrection',
  entityId: '12',
  ipAddress: '203.0.113.7',
  changes: {
    status: { before: 'pending', after: 'approved' },
    adminNotes: { before: null, after: 'Checked in game' },
    questId: 1234,
  },
};
const DELETE: AuditLogEntry = {
  id: 40,
  createdAt: '2026-11-24T08:00:00Z',
  username: 'bob',
  action: 'correction_delete',
  entityType: 'UserCorrection',
  entityId: '9',
  ipAddress: null,
  changes: { deleted: { id: 9, fieldName: 'level', status: 'rejected' } },
};
const auditPage = (auditLogs: AuditLogEntry[], extra: Partial<AuditPage> = {}): AuditPage => ({
  auditLogs,
  totalCount: auditLogs.length,
  hasNext: false,
  hasPrevious: false,
  page: 1,
  pageSize: 50,
  ...extra,
});

function renderPage(routes: Record<string, MockHandler>, path = '/admin/audit') {
  const api = mockApi(routes);
  // Signed in: the calls carry the stored token (the area's guard, which checks it, is not mounted here).
  localStorage.setItem(ADMIN_TOKEN_KEY, 'token-of-admin');
  const view = renderWithProviders(null, {
    path,
    routes: [
      { path: '/admin/audit', element: <AuditScreen /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
  });
  return { api, ...view };
}

const lastQuery = (api: ReturnType<typeof mockApi>) => Object.fromEntries(requestsTo(api, 'GET', '/api/admin/audit').at(-1)!.query);
const row = (id: number) => screen.getByRole('row', { name: `Audit entry ${id}` });

describe('Audit log', () => {
  it('lists the entries with a localized time, the action badge, the entity, the address, and "Page n, showing x of total"', async () => {
    const { api } = renderPage({ 'GET /api/admin/audit': { body: auditPage([APPROVE, DELETE]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Audit log' });
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '50' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Timestamp', 'Username', 'Action', 'Entity', 'IP address', 'Details']);
    const first = within(row(41));
    expect(first.getByText(formatDateTime(APPROVE.createdAt, 'en')!, { selector: 'time' })).toHaveAttribute('datetime', APPROVE.createdAt);
    expect(first.getByText('alice')).toBeInTheDocument();
    expect(first.getByText('Correction approved')).toHaveClass('eoa-badge--green');
    expect(within(row(40)).getByText('Correction deleted')).toHaveClass('eoa-badge--red');
    expect(row(41)).toHaveTextContent('Correction #12');
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('Page 1, showing 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sends each filter (dates as ISO, the username once typing pauses), keeps them in the address, and clears them', async () => {
    const { api, user, location } = renderPage({ 'GET /api/admin/audit': { body: auditPage([APPROVE]) } });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Correction approved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity type' }), 'Correction');
    await waitFor(() => expect(location()).toBe('/admin/audit?action=correction_approve&entityType=UserCorrection'));

    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'ali');
    // Not at once: the address follows once typing pauses.
    expect(location()).not.toContain('username');
    await waitFor(() => expect(location()).toContain('username=ali'));

    await user.type(screen.getByLabelText('Start date'), '2026-11-01');
    await user.type(screen.getByLabelText('End date'), '2026-11-25');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: '1',
        pageSize: '50',
        action: 'correction_approve',
        entityType: 'UserCorrection',
        username: 'ali',
        startDate: new Date('2026-11-01T00:00:00').toISOString(),
        endDate: new Date('2026-11-25T23:59:59.999').toISOString(),
      }),
    );
    // The request follows the filters at once; the address is written on the next task (nuqs batches a tick's writes).
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('startDate')).toBe('2026-11-01'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
    expect(screen.getByRole('searchbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', pageSize: '50' }));
  });

  it('restores the filters from the address', async () => {
    const { api } = renderPage({ 'GET /api/admin/audit': { body: auditPage([APPROVE]) } }, '/admin/audit?username=bob&action=login&page=3');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByRole('searchbox', { name: 'Username' })).toHaveValue('bob');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('login');
    expect(lastQuery(api)).toEqual({ page: '3', pageSize: '50', username: 'bob', action: 'login' });
  });

  it('pages with Previous and Next', async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({ ...APPROVE, id: 200 - index }));
    const { user, location } = renderPage({
      'GET /api/admin/audit': (request) => {
        const page = Number(request.query.get('page'));
        return { body: page === 1 ? auditPage(fifty, { totalCount: 120, hasNext: true }) : auditPage(fifty.slice(0, 50), { totalCount: 120, page, hasNext: page < 3, hasPrevious: true }) };
      },
    });
    expect(await screen.findByText('Page 1, showing 50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/audit?page=2'));
    expect(await screen.findByText('Page 2, showing 50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
    expect(await screen.findByText('Page 1, showing 50 of 120')).toBeInTheDocument();
  });

  it('shows an entry’s changes as a before → after table and the rest as formatted data', async () => {
    const { user } = renderPage({ 'GET /api/admin/audit': { body: auditPage([APPROVE, DELETE]) } });
    await user.click(await screen.findByRole('button', { name: 'Details of entry 41' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Audit entry 41' }));
    const changes = dialog.getByRole('table', { name: 'Changed fields' });
    const rows = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['status', 'pending', 'approved'],
      ['adminNotes', '(none)', 'Checked in game'],
    ]);
    expect(dialog.getByRole('region', { name: 'Recorded data' })).toHaveTextContent('"questId": 1234');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of entry 40' }));
    const deleted = within(screen.getByRole('dialog', { name: 'Audit entry 40' }));
    expect(deleted.queryByRole('table')).not.toBeInTheDocument();
    expect(deleted.getByRole('region', { name: 'Recorded data' }).querySelector('pre')!.textContent).toBe(JSON.stringify(DELETE.changes, null, 2));
  });

  it('refreshes', async () => {
    const { api, user } = renderPage({ 'GET /api/admin/audit': { body: auditPage([APPROVE]) } });
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/audit')).toHaveLength(2));
  });

  it('says "Failed to load audit log" with the server’s reason and Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = renderPage({
      'GET /api/admin/audit': () => (fail ? { status: 400, body: { status: 400, code: 'test.failure', detail: 'startDate must not be after endDate', params: {} } } : { body: auditPage([]) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load audit log: startDate must not be after endDate');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The audit log is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuditLogEntry, AuditPage } from '@eoa/contracts';
import { createTestQueryClient, mockApi, requestsTo } from '@eoa/ui/testing';
import { RecordHistory } from './record-history';

const entry = (id: number, overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id,
  createdAt: '2026-11-25T09:30:00.000Z',
  username: 'gandalf',
  action: 'quest_edit',
  entityType: 'Quest',
  entityId: '101',
  ipAddress: '10.0.0.1',
  changes: {},
  ...overrides,
});

const page = (auditLogs: AuditLogEntry[], totalCount = auditLogs.length): AuditPage => ({ auditLogs, totalCount, hasNext: false, hasPrevious: false, page: 1, pageSize: 20 });

function renderHistory() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RecordHistory entityType="Quest" entityId={101} />
    </QueryClientProvider>,
  );
}

describe('RecordHistory', () => {
  it("asks for the record's entries and shows who changed what, before → after", async () => {
    const api = mockApi({
      'GET /api/admin/audit': {
        body: page(
          [
            entry(2, { username: 'elrond', changes: { level: { before: 12, after: 14 }, name: { before: null, after: 'The Old Forest' }, notes: 'From correction #7' } }),
            entry(1, { action: 'quest_bulk_exclude', changes: { excluded: { before: false, after: true } } }),
          ],
          25,
        ),
      },
    });
    renderHistory();
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('elrond');
    const entries = history.querySelectorAll('.record-history__entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Quest edited');
    expect(entries[0]).toHaveTextContent('elrond');
    const lines = [...entries[0]!.querySelectorAll('.record-history__changes > li')].map((line) => line.textContent);
    expect(lines).toEqual(['level 12 → becomes14', 'name null → becomesThe Old Forest', 'notes From correction #7']);
    expect(entries[1]).toHaveTextContent('Quests excluded or included');
    expect(within(history).getByText('Showing the latest 2 of 25 changes; the audit log has them all.')).toBeInTheDocument();
    const [call] = requestsTo(api, 'GET', '/api/admin/audit');
    expect(Object.fromEntries(call!.query)).toEqual({ entityType: 'Quest', entityId: '101', page: '1', pageSize: '20' });
  });

  it('shows the whole entry as data on demand', async () => {
    mockApi({ 'GET /api/admin/audit': { body: page([entry(3, { changes: { hidden: { before: [], after: [2] } } })]) } });
    renderHistory();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Show the entry as data'));
    expect(screen.getByText(/"after": \[\s*2\s*\]/)).toBeVisible();
  });

  it('says when nothing was recorded, and offers Retry after a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({ 'GET /api/admin/audit': () => (fail ? { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } : { body: page([]) }) });
    renderHistory();
    expect(await screen.findByText('Failed to load the history')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockHandler, type MockReply } from '@eoa/ui/testing';
import { ADMIN_TOKEN_KEY } from '@eoa/api-client';
import type { AdminCorrection, AdminCorrectionsPage, AdminQuestDetail } from '@eoa/contracts';
import { CorrectionsPage } from './corrections-page';

const base: AdminCorrection = {
  id: 1,
  entityType: 'Quest',
  entityId: '1234',
  entityName: 'A Barrow Errand',
  fieldName: 'level',
  currentValue: '12',
  suggestedValue: '14',
  reason: 'The quest giver says level 14 in the game.',
  userName: null,
  userEmail: 'player@example.com',
  createdAt: '2026-11-24T09:15:00Z',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  adminNotes: null,
};
const CORRECTIONS: AdminCorrection[] = [
  base,
  { ...base, id: 2, entityType: 'NPC', entityId: '77', entityName: 'Barliman Butterbur', fieldName: 'name', currentValue: 'Barliman', suggestedValue: 'Barliman Butterbur', userName: 'Frodo', userEmail: null, status: 'in_progress' },
  { ...base, id: 3, entityType: 'Bug', entityId: null, entityName: 'ui', fieldName: 'bug_report', currentValue: null, suggestedValue: 'Firefox 140', status: 'approved' },
  { ...base, id: 4, status: 'fixed', reviewedBy: 'alice', reviewedAt: '2026-11-25T08:00:00Z', adminNotes: 'Done in the editor' },
  { ...base, id: 5, status: 'rejected' },
];
const page = (corrections: AdminCorrection[], extra: Partial<AdminCorrectionsPage> = {}): AdminCorrectionsPage => ({
  corrections,
  pendingCount: 1,
  totalCount: corrections.length,
  page: 1,
  pageSize: 50,
  ...extra,
});
const QUEST = { id: 1234, name: 'A Barrow Errand', localizedName: 'A Barrow Errand', level: 12, overrideFields: null, objectives: [] } as unknown as AdminQuestDetail;

const error = (status: number, message: string): MockReply => ({ status, body: { status, code: 'test.failure', detail: message, params: {} } });

function routes(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/admin/corrections': { body: page(CORRECTIONS) },
    'GET /api/admin/quests/1234': { body: QUEST },
    'GET /api/admin/audit': { body: { auditLogs: [], totalCount: 0, hasNext: false, hasPrevious: false, page: 1, pageSize: 20 } },
    ...overrides,
  });
}

function renderPage(path = '/admin/corrections') {
  // Signed in: the calls carry the stored token (the area's guard, which checks it, is not mounted here).
  localStorage.setItem(ADMIN_TOKEN_KEY, 'token-of-admin');
  return renderWithProviders(null, {
    path,
    routes: [
      { path: '/admin/corrections', element: <CorrectionsPage /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
  });
}

const row = (id: number) => screen.getByRole('row', { name: `Correction ${id}` });
const rowButtons = (id: number) => within(row(id)).getAllByRole('button').map((button) => button.textContent);
const lastQuery = (api: ReturnType<typeof mockApi>) => requestsTo(api, 'GET', '/api/admin/corrections').at(-1)!.query;

describe('Corrections review', () => {
  it('shows the counts and every correction with its entity, suggestion, submitter, date and status colour', async () => {
    const api = routes();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Corrections Review' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Corrections' });
    expect(screen.getByText('Pending: 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 5')).toBeInTheDocument();
    expect(lastQuery(api).toString()).toBe('page=1&pageSize=50');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Entity', 'Field', 'Suggestion', 'Submitted by', 'Date', 'Status', 'Actions']);

    const first = within(row(1));
    expect(first.getByText('Quest')).toBeInTheDocument();
    expect(first.getByText('A Barrow Errand')).toBeInTheDocument();
    expect(first.getByText('14')).toBeInTheDocument();
    expect(first.getByText('was: 12')).toBeInTheDocument();
    expect(first.getByText('Anonymous')).toBeInTheDocument();
    expect(first.getByText('player@example.com')).toBeInTheDocument();
    expect(within(row(2)).getByText('Frodo')).toBeInTheDocument();
    expect(within(row(3)).getByText('Bug Report')).toBeInTheDocument();

    const badge = (id: number, text: string) => within(row(id)).getByText(text, { selector: '.eoa-badge' });
    expect(badge(1, 'Pending')).toHaveClass('eoa-badge--orange');
    expect(badge(2, 'In Progress')).toHaveClass('eoa-badge--blue');
    expect(badge(3, 'Approved')).toHaveClass('eoa-badge--green');
    expect(badge(4, 'Fixed')).toHaveClass('eoa-badge--teal');
    expect(badge(5, 'Rejected')).toHaveClass('eoa-badge--red');
  });

  it('offers only the review moves a status allows (none once approved, fixed or rejected), plus edit and delete', async () => {
    routes();
    renderPage();
    await screen.findByRole('table', { name: 'Corrections' });
    expect(rowButtons(1)).toEqual(['View details', 'Approve', 'Mark in progress', 'Reject', 'Edit', 'Delete']);
    expect(rowButtons(2)).toEqual(['View details', 'Mark fixed', 'Reject', 'Edit', 'Delete']);
    for (const id of [3, 4, 5]) expect(rowButtons(id)).toEqual(['View details', 'Edit', 'Delete']);
  });

  it('keeps the filters and the page in the address and asks the server for them', async () => {
    const api = routes({ 'GET /api/admin/corrections': { body: page(CORRECTIONS, { totalCount: 120 }) } });
    const { user, location } = renderPage('/admin/corrections?status=pending&type=Quest&page=2');
    await screen.findByRole('table', { name: 'Corrections' });
    expect(Object.fromEntries(lastQuery(api))).toEqual({ page: '2', pageSize: '50', status: 'pending', entityType: 'Quest' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Quest');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity type' }), 'Bug Report');
    await waitFor(() => expect(location()).toBe('/admin/corrections?status=pending&type=Bug'));
    await waitFor(() => expect(Object.fromEntries(lastQuery(api))).toEqual({ page: '1', pageSize: '50', status: 'pending', entityType: 'Bug' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await waitFor(() => expect(location()).toBe('/admin/corrections?status=in_progress&type=Bug'));

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin/corrections?status=in_progress&type=Bug&page=2'));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(location()).toBe('/admin/corrections?type=Bug'));
  });

  it('refreshes the list and the layout’s pending badge', async () => {
    const api = routes();
    const { user, queryClient } = renderPage();
    queryClient.setQueryData(['admin', 'corrections', 'pending-count'], page([], { pendingCount: 1 }));
    await screen.findByRole('table', { name: 'Corrections' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/corrections')).toHaveLength(2));
    expect(queryClient.getQueryState(['admin', 'corrections', 'pending-count'])?.isInvalidated).toBe(true);
  });

  it('approves with optional notes; the pending count drops at once (never below 0) and the list is asked again', async () => {
    let approved = false;
    const api = routes({
      'GET /api/admin/corrections': () => ({ body: approved ? page([{ ...base, status: 'approved' }], { pendingCount: 0 }) : page([base], { pendingCount: 1 }) }),
      'PUT /api/admin/corrections/1/approve': () => {
        approved = true;
        return { body: { ...base, status: 'approved', adminNotes: 'Checked in game', reviewedBy: 'gandalf' } };
      },
    });
    const { user, queryClient } = renderPage();
    // The layout's badge, already wrong (0): leaving pending never takes it below 0.
    queryClient.setQueryData(['admin', 'corrections', 'pending-count'], page([], { pendingCount: 0 }));
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 1' })).findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Correction 1' });
    const notes = within(dialog).getByRole('textbox', { name: 'Admin notes (optional)' });
    expect(notes).toHaveFocus();
    await user.type(notes, 'Checked in game');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'PUT', '/api/admin/corrections/1/approve')[0]!.body).toEqual({ adminNotes: 'Checked in game' });
    expect(queryClient.getQueryData<AdminCorrectionsPage>(['admin', 'corrections', 'pending-count'])!.pendingCount).toBe(0);
    expect(await screen.findByText('Pending: 0')).toBeInTheDocument();
    expect(within(row(1)).getByText('Approved')).toBeInTheDocument();
    expect(rowButtons(1)).toEqual(['View details', 'Edit', 'Delete']);
  });

  it('lowers the pending count in every cached page as soon as a review is saved', async () => {
    routes({ 'PUT /api/admin/corrections/1/reject': { body: { ...base, status: 'rejected' } }, 'GET /api/admin/corrections': () => new Promise<MockReply>(() => undefined) });
    const { user, queryClient } = renderPage();
    // The list is already cached; the refetch after the write never answers here, so what shows is the local update.
    queryClient.setQueryData(['admin', 'corrections', 'list', { page: 1, pageSize: 50 }], page([base], { pendingCount: 4 }));
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 1' })).findByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Pending: 3')).toBeInTheDocument();
    expect(requestsTo(globalThis.fetch as ReturnType<typeof mockApi>, 'PUT', '/api/admin/corrections/1/reject')[0]!.body).toEqual({ adminNotes: null });
  });

  it('cannot close the review while it is being saved', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    routes({ 'PUT /api/admin/corrections/2/fixed': () => new Promise<MockReply>((resolve) => (release = resolve)) });
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 2' })).findByRole('button', { name: 'Mark fixed' }));
    const dialog = screen.getByRole('dialog', { name: 'Correction 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark fixed' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Correction 2' })).toBeInTheDocument();
    release({ body: { ...CORRECTIONS[1], status: 'fixed' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [1, 'Approve', 'approve', 'Failed to approve correction'],
    [1, 'Reject', 'reject', 'Failed to reject correction'],
    [1, 'Mark in progress', 'in-progress', 'Failed to in_progress correction'],
    [2, 'Mark fixed', 'fixed', 'Failed to fixed correction'],
  ])('correction %i, %s refused: "%s" with the server’s reason, the dialog still open', async (id, button, action, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routes({ [`PUT /api/admin/corrections/${id}/${action}`]: error(409, 'The correction is approved: it can no longer be reviewed') });
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: `Correction ${id}` })).findByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: `Correction ${id}` });
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${text}: The correction is approved: it can no longer be reviewed`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a quest correction beside the quest as it is now, with a link to the quest editor prefilled with the suggestion', async () => {
    const api = routes({
      'GET /api/admin/quests/1234': { body: { ...QUEST, overrideFields: { level: 13 } } },
      'GET /api/admin/audit': {
        body: {
          auditLogs: [
            { id: 9, createdAt: '2026-11-25T10:00:00Z', username: 'alice', action: 'correction_update', entityType: 'UserCorrection', entityId: '1', ipAddress: null, changes: { reason: { before: 'x', after: 'y' } } },
          ],
          totalCount: 1,
          hasNext: false,
          hasPrevious: false,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const { user, location } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 1' })).findByRole('button', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Correction 1' });
    const compare = within(dialog).getByRole('region', { name: 'Reported and suggested values' });
    expect(compare).toHaveTextContent('Current value12');
    expect(compare).toHaveTextContent('Suggested value14');
    expect(await within(dialog).findByText('Now in A Barrow Errand:')).toBeInTheDocument();
    expect(within(dialog).getByText('13')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/quests/1234')[0]!.query.get('lang')).toBe('en');
    // Details of every review move the status allows, and the reason.
    expect(within(dialog).getByText('The quest giver says level 14 in the game.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Approve', 'Mark in progress', 'Reject']));

    // The correction's own history (its audit entries).
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Correction edited')).toBeInTheDocument();
    expect(within(history).getByText('alice')).toBeInTheDocument();
    expect(Object.fromEntries(requestsTo(api, 'GET', '/api/admin/audit')[0]!.query)).toEqual(expect.objectContaining({ entityType: 'UserCorrection', entityId: '1' }));

    const link = within(dialog).getByRole('link', { name: 'Open in quest editor' });
    expect(link).toHaveAttribute('href', '/admin/quests/1234?prefillField=level&prefillValue=14&correction=1');
    await user.click(link);
    expect(location()).toBe('/admin/quests/1234?prefillField=level&prefillValue=14&correction=1');
  });

  it('a finished correction shows its review and no review move; an NPC correction has no quest link', async () => {
    routes();
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 4' })).findByRole('button', { name: 'View details' }));
    let dialog = screen.getByRole('dialog', { name: 'Correction 4' });
    expect(within(dialog).getByText(/^by alice on /)).toBeInTheDocument();
    expect(within(dialog).getByText('Done in the editor')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // Only the dialog's own close button.
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    await user.keyboard('{Escape}');

    await user.click(within(row(2)).getByRole('button', { name: 'View details' }));
    dialog = screen.getByRole('dialog', { name: 'Correction 2' });
    expect(within(dialog).queryByRole('link', { name: 'Open in quest editor' })).not.toBeInTheDocument();
  });

  it('edits every field, any status, with the e-mail and reviewed-at fields typed; refuses an empty reason first', async () => {
    const api = routes({ 'PUT /api/admin/corrections/1': (request) => ({ body: { ...base, ...(request.body as object) } }) });
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 1' })).findByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit correction 1' }));
    expect(dialog.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Quest');
    expect(dialog.getByRole('textbox', { name: 'Entity ID' })).toHaveValue('1234');
    expect(dialog.getByRole('textbox', { name: 'Entity name' })).toHaveValue('A Barrow Errand');
    expect(dialog.getByRole('textbox', { name: 'Field' })).toHaveValue('level');
    expect(dialog.getByRole('textbox', { name: 'Current value' })).toHaveValue('12');
    expect(dialog.getByRole('textbox', { name: 'Suggested value' })).toHaveValue('14');
    expect(dialog.getByRole('textbox', { name: 'User name' })).toHaveValue('');
    const email = dialog.getByRole('textbox', { name: 'User e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('player@example.com');
    const reviewedAt = dialog.getByLabelText('Reviewed at');
    expect(reviewedAt).toHaveAttribute('type', 'datetime-local');
    // Any status, in_progress included.
    expect(dialog.getAllByRole('option', { name: /./ }).map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Pending', 'In Progress', 'Approved', 'Fixed', 'Rejected', 'Quest', 'NPC', 'Bug Report']),
    );

    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await user.clear(reason);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('This field is required.');
    expect(requestsTo(api, 'PUT', '/api/admin/corrections/1')).toHaveLength(0);

    await user.type(reason, 'Checked: level 14');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'Fixed');
    await user.type(dialog.getByRole('textbox', { name: 'Reviewed by' }), 'gandalf');
    await user.type(reviewedAt, '2026-11-26T14:05');
    await user.type(dialog.getByRole('textbox', { name: 'Admin notes' }), 'Level changed in the editor');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'PUT', '/api/admin/corrections/1')[0]!.body).toEqual({
      entityType: 'Quest',
      entityId: '1234',
      entityName: 'A Barrow Errand',
      fieldName: 'level',
      currentValue: '12',
      suggestedValue: '14',
      reason: 'Checked: level 14',
      userName: null,
      userEmail: 'player@example.com',
      status: 'fixed',
      reviewedBy: 'gandalf',
      reviewedAt: new Date('2026-11-26T14:05').toISOString(),
      adminNotes: 'Level changed in the editor',
    });
  });

  it('says "Failed to update correction" with the server’s reason and keeps the form', async () => {
    routes({ 'PUT /api/admin/corrections/2': error(400, 'userEmail must be an e-mail address') });
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 2' })).findByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit correction 2' }));
    await user.type(dialog.getByRole('textbox', { name: 'User e-mail' }), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update correction: userEmail must be an e-mail address');
    expect(dialog.getByRole('textbox', { name: 'User e-mail' })).toHaveValue('not-an-address');
  });

  it('asks before deleting; "Failed to delete correction" on failure', async () => {
    let fail = false;
    const api = routes({ 'DELETE /api/admin/corrections/5': () => (fail ? error(404, 'Correction 5 not found') : { status: 204 }) });
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 5' })).findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete correction' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this correction?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(api, 'DELETE', '/api/admin/corrections/5')).toHaveLength(0);

    fail = true;
    await user.click(within(row(5)).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete correction: Correction 5 not found');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'DELETE', '/api/admin/corrections/5')).toHaveLength(2);
  });

  it('says "Failed to load corrections" with Retry', async () => {
    let fail = true;
    routes({ 'GET /api/admin/corrections': () => (fail ? { networkError: true } : { body: page(CORRECTIONS) }) });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load corrections');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Corrections' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    routes({ 'GET /api/admin/corrections': { body: page([], { pendingCount: 2 }) } });
    renderPage('/admin/corrections?status=rejected');
    expect(await screen.findByText('No corrections match these filters.')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicCorrection, PublicCorrectionsPage } from '@eoa/contracts';
import { i18n } from '@eoa/i18n';
import { mockApi, requestsTo, type MockRequest, renderWithProviders } from '@eoa/ui/testing';
import { CorrectionsPage } from './corrections-page';

const questCorrection: PublicCorrection = {
  id: 12,
  entityType: 'Quest',
  entityName: 'The Barrow of the Last King',
  entityId: '1879048270',
  fieldName: 'level',
  currentValue: '32',
  suggestedValue: '34',
  reason: 'The quest tracker shows level 34 for this quest.',
  userName: 'Elanor',
  createdAt: '2026-03-04T14:05:00Z',
  status: 'fixed',
  reviewedBy: 'admin',
  reviewedAt: '2026-03-06T09:30:00Z',
  adminNotes: 'Corrected in the quest overrides.',
};

const bugReport: PublicCorrection = {
  id: 13,
  entityType: 'Bug',
  entityName: 'ui',
  entityId: null,
  fieldName: 'bug_report',
  currentValue: null,
  suggestedValue: 'User agent: Test\nLanguage: en\nViewport: 1280x720\nPlatform: Linux',
  reason: 'The recipe tree overlaps the material summary on narrow windows',
  userName: null,
  createdAt: '2026-03-05T08:00:00Z',
  status: 'in_progress',
  reviewedBy: null,
  reviewedAt: null,
  adminNotes: null,
};

const page = (corrections: PublicCorrection[], totalCount = corrections.length, pageNumber = 1): PublicCorrectionsPage => ({
  corrections,
  totalCount,
  page: pageNumber,
  pageSize: 50,
});

const lastRequest = (fetchMock: ReturnType<typeof mockApi>): MockRequest => {
  const requests = requestsTo(fetchMock, 'GET', '/api/corrections/public');
  return requests[requests.length - 1]!;
};

const renderPage = (path = '/corrections') => renderWithProviders(<CorrectionsPage />, { path });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CorrectionsPage', () => {
  it('lists the corrections with their columns and status badges', async () => {
    const fetchMock = mockApi({ 'GET /api/corrections/public': { body: page([questCorrection, bugReport]) } });
    renderPage();

    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Entity', 'Field', 'Suggestion', 'Submitted', 'Status']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [quest, bug] = rows as [HTMLElement, HTMLElement];
    expect(quest).toHaveTextContent('#12');
    expect(quest).toHaveTextContent('The Barrow of the Last King');
    expect(within(quest).getByText('Level')).toBeInTheDocument();
    expect(within(quest).getByText('34')).toBeInTheDocument();
    expect(within(quest).getByText('Fixed')).toHaveClass('eoa-badge--teal');
    expect(within(quest).getByText(/Mar 2026|2026/)).toBeInTheDocument();

    expect(bug).toHaveTextContent('Bug Report');
    expect(bug).toHaveTextContent('User interface');
    expect(within(bug).getByText('In Progress')).toHaveClass('eoa-badge--blue');
    // The long description is shortened in the row; the whole text is in the details.
    expect(within(bug).getByText('The recipe tree overlaps the material…')).toBeInTheDocument();

    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    const request = lastRequest(fetchMock);
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('pageSize')).toBe('50');
    expect(request.query.has('status')).toBe(false);
    expect(request.query.has('entityType')).toBe(false);
  });

  it('gives each status its colour and label', async () => {
    const statuses = [
      ['pending', 'Pending', 'orange'],
      ['in_progress', 'In Progress', 'blue'],
      ['approved', 'Approved', 'green'],
      ['fixed', 'Fixed', 'teal'],
      ['rejected', 'Rejected', 'red'],
    ] as const;
    mockApi({
      'GET /api/corrections/public': {
        body: page(statuses.map(([status], index) => ({ ...questCorrection, id: index + 1, status }))),
      },
    });
    renderPage();

    const rows = (await screen.findAllByRole('row')).slice(1);
    statuses.forEach(([, label, tone], index) => {
      expect(within(rows[index]!).getByText(label)).toHaveClass(`eoa-badge--${tone}`);
    });
  });

  it('expands a row into its details and collapses it again', async () => {
    mockApi({ 'GET /api/corrections/public': { body: page([questCorrection, bugReport]) } });
    const { user } = renderPage();

    const bugRow = (await screen.findAllByRole('row'))[2]!;
    expect(screen.queryByText(bugReport.reason)).not.toBeInTheDocument();

    await user.click(within(bugRow).getByText('User interface'));
    const details = screen.getByLabelText('Details of entry #13');
    expect(within(details).getByText(bugReport.reason)).toBeInTheDocument();
    expect(within(details).getByText('Description')).toBeInTheDocument();
    expect(within(details).getByText('Browser information')).toBeInTheDocument();
    expect(within(details).getByText(/Viewport: 1280x720/)).toBeInTheDocument();
    expect(within(details).getByText('Anonymous')).toBeInTheDocument();
    expect(within(details).getByText('Not reviewed yet')).toBeInTheDocument();
    expect(within(bugRow).getByRole('button', { name: 'Hide details of entry #13' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(bugRow).getByRole('button', { name: 'Hide details of entry #13' }));
    expect(screen.queryByText(bugReport.reason)).not.toBeInTheDocument();
  });

  it('shows submitter, reviewer, review date and admin notes of a reviewed correction', async () => {
    mockApi({ 'GET /api/corrections/public': { body: page([questCorrection]) } });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Show details of entry #12' }));
    const details = screen.getByLabelText('Details of entry #12');
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Reason')).toBe(questCorrection.reason);
    expect(value('Current value')).toBe('32');
    expect(value('Suggested value')).toBe('34');
    expect(value('Submitted by')).toBe('Elanor');
    expect(value('Reviewed by')).toBe('admin');
    expect(value('Reviewed at')).toMatch(/2026/);
    expect(value('Admin notes')).toBe('Corrected in the quest overrides.');
  });

  it('filters by status and type through the URL and returns to page 1', async () => {
    const fetchMock = mockApi({
      'GET /api/corrections/public': (request) => ({
        body: page([questCorrection], 120, Number(request.query.get('page'))),
      }),
    });
    const { user, location } = renderPage('/corrections?page=2');

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastRequest(fetchMock).query.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'fixed');
    await waitFor(() => expect(location()).toBe('/corrections?status=fixed'));
    await waitFor(() => expect(lastRequest(fetchMock).query.get('status')).toBe('fixed'));
    expect(lastRequest(fetchMock).query.get('page')).toBe('1');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(location()).toBe('/corrections?status=fixed&page=2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bug');
    await waitFor(() => expect(location()).toBe('/corrections?status=fixed&type=Bug'));
    await waitFor(() => expect(lastRequest(fetchMock).query.get('entityType')).toBe('Bug'));
    expect(lastRequest(fetchMock).query.get('status')).toBe('fixed');
    expect(lastRequest(fetchMock).query.get('page')).toBe('1');

    const typeOptions = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
    expect(typeOptions.map((option) => option.textContent)).toEqual(['All types', 'Quest', 'NPC', 'Bug Report']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(location()).toBe('/corrections?type=Bug'));
  });

  it('reads the filters from the URL', async () => {
    const fetchMock = mockApi({ 'GET /api/corrections/public': { body: page([bugReport]) } });
    renderPage('/corrections?status=in_progress&type=NPC');

    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('NPC');
    const request = lastRequest(fetchMock);
    expect(request.query.get('status')).toBe('in_progress');
    expect(request.query.get('entityType')).toBe('NPC');
  });

  it('pages through the list with Previous and Next', async () => {
    const fetchMock = mockApi({
      'GET /api/corrections/public': (request) => {
        const pageNumber = Number(request.query.get('page'));
        return { body: page([{ ...questCorrection, id: 1000 + pageNumber }], 101, pageNumber) };
      },
    });
    const { user, location } = renderPage();

    expect(await screen.findByText('#1001')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('101 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('#1002')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/corrections?page=2'));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('#1003')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('#1002')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/corrections/public').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('shows a loading state, then "No corrections found" for an empty list', async () => {
    let answer!: (body: PublicCorrectionsPage) => void;
    mockApi({
      'GET /api/corrections/public': () => new Promise((resolve) => (answer = (body) => resolve({ body }))),
    });
    renderPage();

    expect(await screen.findByText('Loading corrections…')).toBeInTheDocument();
    answer(page([]));
    expect(await screen.findByText('No corrections found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });

  it('shows the server message with the page text and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/corrections/public': () =>
        fail
          ? { status: 503, body: { status: 503, code: 'test.failure', detail: 'Admin service unavailable', params: {} } }
          : { body: page([questCorrection]) },
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load corrections. Please try again later.');
    expect(alert).toHaveTextContent('Admin service unavailable');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/corrections/public')).toHaveLength(2);
  });

  it('falls back to "Failed to load corrections" without a server message', async () => {
    mockApi({ 'GET /api/corrections/public': { networkError: true } });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load corrections. Please try again later.');
    expect(within(alert).getByText('Failed to load corrections')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('moves a link past the last page to the last page', async () => {
    const fetchMock = mockApi({
      'GET /api/corrections/public': (request) => ({
        body: page(Number(request.query.get('page')) > 2 ? [] : [questCorrection], 60, Number(request.query.get('page'))),
      }),
    });
    const { location } = renderPage('/corrections?page=9');

    await waitFor(() => expect(location()).toBe('/corrections?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastRequest(fetchMock).query.get('page')).toBe('2');
  });

  it('formats dates in the current language', async () => {
    mockApi({ 'GET /api/corrections/public': { body: page([questCorrection]) } });
    await i18n.changeLanguage('de');
    try {
      const { unmount } = renderPage();
      const row = (await screen.findAllByRole('row'))[1]!;
      expect(within(row).getByText(/^04\.03\.2026, \d{2}:\d{2}$/)).toBeInTheDocument();
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('links back to home', async () => {
    mockApi({ 'GET /api/corrections/public': { body: page([]) } });
    renderPage();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });
});

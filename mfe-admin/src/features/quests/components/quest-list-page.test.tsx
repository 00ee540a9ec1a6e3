import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestListItem } from '@eoa/contracts';
import { afterPaint, mockApi, recordMeasures, requestsTo, type MockRequest } from '@eoa/ui/testing';
import { listQuest, questPage } from '../../../testing/admin-quest-fixture';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const quests: AdminQuestListItem[] = [
  listQuest(101, { name: 'The Old Forest', localizedName: 'Der Alte Wald', level: 12, area: 'Buckland' }),
  listQuest(102, { name: 'Barrow-downs', localizedName: 'Hügelgräberhöhen', level: 30, area: null, hasOverrides: true }),
  listQuest(103, { name: 'Angmar Falls', localizedName: 'Angmars Fall', level: 45, area: 'Carn Dûm', isExcluded: true }),
];

/** A list endpoint that filters like the service: search in either name, the flags, the era. */
function listRoute(all: AdminQuestListItem[]) {
  return (request: MockRequest) => {
    const search = request.query.get('search')?.toLowerCase();
    const excluded = request.query.get('excluded');
    const hasOverrides = request.query.get('hasOverrides');
    const expansion = request.query.get('expansion');
    const found = all.filter(
      (quest) =>
        (!search || `${quest.name} ${quest.localizedName}`.toLowerCase().includes(search)) &&
        (excluded === null || String(quest.isExcluded) === excluded) &&
        (hasOverrides === null || String(quest.hasOverrides) === hasOverrides) &&
        (!expansion || quest.expansionEra === expansion),
    );
    return { body: questPage(found) };
  };
}

const rowsOf = () => within(screen.getByRole('grid', { name: 'Quests' })).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent);

afterEach(() => {
  jest.useRealTimers();
});

describe('the quest list', () => {
  it('asks for every quest on one page and shows the columns, with levels coloured and exclusions badged', async () => {
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    renderAdmin('/admin/quests');
    expect(await screen.findByRole('heading', { name: 'Quests' })).toBeInTheDocument();
    await screen.findByText('The Old Forest');
    const [call] = requestsTo(api, 'GET', '/api/admin/quests');
    expect(Object.fromEntries(call!.query)).toEqual({ page: '1', pageSize: '10000' });
    expect(rowsOf().map(cellsOf)).toEqual([
      ['', '101', 'The Old Forest', 'Der Alte Wald', '12', 'Buckland', 'No'],
      ['', '102', 'Barrow-downsEdited', 'Hügelgräberhöhen', '30', '—', 'No'],
      ['', '103', 'Angmar Falls', 'Angmars Fall', '45', 'Carn Dûm', 'Excluded'],
    ]);
    const levels = rowsOf().map((row) => within(row).getAllByRole('gridcell')[4]!);
    expect(levels.map((cell) => cell.className.match(/admin-level--(\w+)/)![1])).toEqual(['green', 'orange', 'red']);
    expect(screen.getByText('3 quests')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Quests' })).toHaveAttribute('aria-rowcount', '4');
  });

  it('takes the excluded and hasOverrides flags from the address (the dashboard links)', async () => {
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    renderAdmin('/admin/quests?excluded=true');
    expect(await screen.findByText('Angmar Falls')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(1);
    expect(requestsTo(api, 'GET', '/api/admin/quests')[0]!.query.get('excluded')).toBe('true');
    expect(screen.getByLabelText('Exclusion')).toHaveValue('true');
  });

  it('debounces the search by 300 ms into the address and the request, and filters by era', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    const { user, location } = renderAdmin('/admin/quests', { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await act(() => jest.advanceTimersByTimeAsync(50));
    await screen.findByText('The Old Forest');
    const calls = () => requestsTo(api, 'GET', '/api/admin/quests');
    await user.type(screen.getByLabelText('Search'), 'wald');
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(location()).toBe('/admin/quests');
    expect(calls()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    // The address is written on the next task (nuqs batches a tick's writes into one navigation).
    await waitFor(() => expect(location()).toBe('/admin/quests?search=wald'));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(calls().at(-1)!.query.get('search')).toBe('wald');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(rowsOf()[0]).toHaveTextContent('The Old Forest');

    await user.clear(screen.getByLabelText('Search'));
    await act(() => jest.advanceTimersByTimeAsync(300));
    await user.selectOptions(screen.getByLabelText('Expansion'), 'Mines of Moria');
    await act(() => jest.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(location()).toBe('/admin/quests?expansion=MoM'));
    expect(calls().at(-1)!.query.get('expansion')).toBe('MoM');
    expect(calls().at(-1)!.query.get('search')).toBeNull();
  });

  it('shows "Failed to load quests" with Retry', async () => {
    storeTestLogin();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': (request) => (fail ? { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } : listRoute(quests)(request)) });
    const { user } = renderAdmin('/admin/quests');
    expect(await screen.findByText('Failed to load quests')).toBeInTheDocument();
    expect(screen.queryByText('No quests match these filters.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The Old Forest')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load quests')).not.toBeInTheDocument();
  });

  it('shows the simulated progress while loading and an empty state when nothing matches', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    storeTestLogin();
    let answer: () => void = () => undefined;
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': () => new Promise((resolve) => (answer = () => resolve({ body: questPage([]) }))) });
    renderAdmin('/admin/quests');
    await act(() => jest.advanceTimersByTimeAsync(10));
    const progress = screen.getByRole('progressbar', { name: 'Loading quests…' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(progress).toHaveAttribute('aria-valuenow', '20');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(progress).toHaveAttribute('aria-valuenow', '90');
    await act(async () => {
      answer();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('No quests match these filters.')).toBeInTheDocument();
  });

  it('renders only a window of 10,000 quests and reaches the last one from the keyboard', async () => {
    storeTestLogin();
    const many = Array.from({ length: 10_000 }, (_, index) => listQuest(index + 1));
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': { body: questPage(many) } });
    const { user, location } = renderAdmin('/admin/quests');
    await screen.findByText('Quest 1');
    expect(screen.getByText('10,000 quests')).toBeInTheDocument();
    expect(rowsOf().length).toBeLessThan(60);
    rowsOf()[0]!.focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
    expect(document.activeElement).toHaveTextContent('Quest 10000');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Quest 9999'));
    await user.keyboard(' ');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/· 1 selected/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/admin/quests/9999');
  });

  it('opens the editor on a row click', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests), 'GET /api/admin/quests/102': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Quest not found', params: {} } } });
    const { user, location } = renderAdmin('/admin/quests');
    await user.click(await screen.findByText('Hügelgräberhöhen'));
    expect(location()).toBe('/admin/quests/102');
  });

  it('alerts "No quests selected" when nothing is selected', async () => {
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    const { user } = renderAdmin('/admin/quests');
    await screen.findByText('The Old Forest');
    await user.click(screen.getByRole('button', { name: 'Exclude selected' }));
    const alert = screen.getByRole('alertdialog');
    expect(alert).toHaveTextContent('No quests selected');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(requestsTo(api, 'POST', '/api/admin/quests/bulk-exclude')).toHaveLength(0);
  });

  it('excludes the selected quests after a confirmation with notes, then reloads the list', async () => {
    storeTestLogin();
    let all = quests;
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/quests': (request) => listRoute(all)(request),
      'POST /api/admin/quests/bulk-exclude': (request) => {
        const ids = (request.body as { QuestIds: string[] }).QuestIds.map(Number);
        all = all.map((quest) => (ids.includes(quest.id) ? { ...quest, isExcluded: true } : quest));
        return { body: { updated: ids.length, questIds: ids } };
      },
    });
    const { user } = renderAdmin('/admin/quests');
    await screen.findByText('The Old Forest');
    await user.click(screen.getByRole('checkbox', { name: 'Select Der Alte Wald' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hügelgräberhöhen' }));
    expect(screen.getByText(/· 2 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exclude selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude quests' });
    expect(dialog).toHaveTextContent('Exclude 2 quests?');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Duplicates of the Bree quests');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(await screen.findByText('2 quests excluded.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/quests/bulk-exclude')[0]!.body).toEqual({ QuestIds: ['101', '102'], Action: 'Exclude', Notes: 'Duplicates of the Bree quests' });
    await waitFor(() => expect(rowsOf().map((row) => cellsOf(row)[6])).toEqual(['Excluded', 'Excluded', 'Excluded']));
    expect(screen.queryByText(/\d selected/)).not.toBeInTheDocument();
  });

  it('select-all takes every quest shown; a failure keeps the dialog open with "Failed to exclude quests"', async () => {
    storeTestLogin();
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/quests': listRoute(quests),
      'POST /api/admin/quests/bulk-exclude': { status: 400, body: { status: 400, code: 'test.failure', detail: 'QuestIds must not be empty', params: {} } },
    });
    const { user } = renderAdmin('/admin/quests');
    await screen.findByText('The Old Forest');
    await user.click(screen.getByRole('checkbox', { name: 'Select all quests shown' }));
    expect(screen.getByText(/· 3 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exclude selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude quests' });
    await user.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to exclude quests: QuestIds must not be empty');
    expect(requestsTo(api, 'POST', '/api/admin/quests/bulk-exclude')[0]!.body).toEqual({ QuestIds: ['101', '102', '103'], Action: 'Exclude' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all quests shown' }));
    expect(screen.queryByText(/\d selected/)).not.toBeInTheDocument();
  });

  it('includes excluded quests again', async () => {
    storeTestLogin();
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/quests': listRoute(quests),
      'POST /api/admin/quests/bulk-exclude': { body: { updated: 1, questIds: [103] } },
    });
    const { user } = renderAdmin('/admin/quests?excluded=true');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Angmars Fall' }));
    await user.click(screen.getByRole('button', { name: 'Include selected' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Include quests' })).getByRole('button', { name: 'Include' }));
    expect(await screen.findByText('1 quest included again.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/quests/bulk-exclude')[0]!.body).toEqual({ QuestIds: ['103'], Action: 'Include' });
  });
});

describe('the quest list: the bench’s performance measure', () => {
  let measures: ReturnType<typeof recordMeasures>;
  beforeEach(() => {
    measures = recordMeasures();
  });
  afterEach(() => measures.restore());

  it('measures "admin-quest-list-rows" once: from the page asking for its list to the first paint of its rows', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    const before = performance.now();
    const { user } = renderAdmin('/admin/quests');
    await screen.findByText('The Old Forest');
    await waitFor(() => expect(measures.calls()).toHaveLength(1));
    const [measure] = measures.calls();
    expect(measure).toMatchObject({ name: 'admin-quest-list-rows', options: { detail: { rows: 3, quests: 3 } } });
    const options = measure!.options;
    expect(options.start).toBeGreaterThanOrEqual(before);
    expect(options.end).toBeGreaterThanOrEqual(options.start);

    // A filter's new rows are not the page's first draw.
    await user.selectOptions(screen.getByLabelText('Exclusion'), 'true');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    await afterPaint();
    expect(measures.calls()).toHaveLength(1);
  });

  it('measures nothing when the first answer has no quest, nor for later rows', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'GET /api/admin/quests': listRoute(quests) });
    const { user } = renderAdmin('/admin/quests?search=nowhere');
    expect(await screen.findByText('No quests match these filters.')).toBeInTheDocument();
    await afterPaint();
    await user.clear(screen.getByLabelText('Search'));
    expect(await screen.findByText('The Old Forest')).toBeInTheDocument();
    await afterPaint();
    expect(measures.calls()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import AtlasApp from '../../exposes/AtlasApp';
import { atlasRoutes, chainOf, IDS, QUESTS } from '../../testing/atlas-fixture';
import { useQuestFilters } from './quest-filters';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const list = () => screen.getByRole('list', { name: /quests?$/ });
const names = () => within(list()).getAllByRole('listitem').map((row) => row.querySelector('.atlas-quest-row__name')!.textContent);
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

afterEach(() => {
  jest.restoreAllMocks();
  useQuestFilters.getState().reset();
});

describe('Quests tab', () => {
  it('lists the map’s quests by name with chapters in number order, level bands and the count', async () => {
    const api = mockApi(atlasRoutes());
    renderPage(`/map?map=${IDS.bree}&tab=quests`);
    expect(await screen.findByText('3 quests')).toBeInTheDocument();
    expect(names()).toEqual(['A Barrow Errand', 'Book 1, Chapter 2: The Pony', 'Book 1, Chapter 10: Later']);
    const levels = within(list()).getAllByRole('listitem').map((row) => row.querySelector('.atlas-level')!.className);
    expect(levels).toEqual(['atlas-level atlas-level--yellow', 'atlas-level atlas-level--green', 'atlas-level atlas-level--red']);
    const query = requestsTo(api, 'GET', '/api/quests').at(-1)!.query;
    expect(query.get('mapId')).toBe(String(IDS.bree));
    expect(query.get('pageSize')).toBe('10000');
    expect(query.get('lang')).toBe('en');
    expect(screen.getByText('Select a quest to view details')).toBeInTheDocument();
  });

  it('searches from 3 characters and filters by level; says when nothing is found', async () => {
    const api = mockApi(atlasRoutes());
    const { user } = renderPage(`/map?map=${IDS.bree}&tab=quests`);
    await screen.findByText('3 quests');
    await user.type(screen.getByRole('searchbox', { name: 'Search quests' }), 'po');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search quests' }), 'n');
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/quests').at(-1)!.query.get('search')).toBe('pon'));
    expect(await screen.findByText('1 quest')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Min level' }), '30');
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/quests').at(-1)!.query.get('minLevel')).toBe('30'));
    expect(await screen.findByText('No quests found for this area')).toBeInTheDocument();
  });

  it('opens a quest on the main zones in the composite view with its details, markers, rewards, chain and comments', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}&tab=quests`);
    await screen.findByText('3 quests');
    await user.click(within(list()).getByRole('button', { name: /Chapter 2: The Pony/ }));
    await waitFor(() => expect(param(location(), 'all')).toBe('1'));
    expect(param(location(), 'quest')).toBe(String(QUESTS.pony.id));
    // Centred on its two markers at the centring zoom; the quests tab stays.
    expect(param(location(), 'lat')).toBe('-28.7');
    expect(param(location(), 'lng')).toBe('-49.7');
    expect(param(location(), 'z')).toBe('0.5');
    expect(screen.getByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    const article = await screen.findByRole('article', { name: 'Book 1, Chapter 2: The Pony' });
    expect(article).toHaveTextContent('Level 10');
    expect(article).toHaveTextContent('Book 1, Chapter 2: The Pony: the text.');
    expect(within(article).getByRole('button', { name: /The stable/ }).querySelector('.atlas-quest-marker__chip')).toHaveTextContent('1');
    expect(article).toHaveTextContent('1,200');
    expect(article).toHaveTextContent('2 silver');
    expect(article).toHaveTextContent('50 copper');
    expect(await within(article).findByText('1 of 2')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Book 1, Chapter 10: Later' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Easy one.');
    // Its markers on the map, in the ten cycling colours.
    await waitFor(() => expect(document.querySelectorAll('.atlas-pin--quest')).toHaveLength(2));
    expect(screen.getByLabelText('Quest marker 2: The yard').querySelector('.atlas-pin__disc')).toHaveStyle({ background: '#1f6fbf' });
    // Selecting it again closes its details.
    await user.click(within(list()).getByRole('button', { name: /Chapter 2: The Pony/ }));
    await waitFor(() => expect(param(location(), 'quest')).toBeNull());
    expect(screen.getByText('Select a quest to view details')).toBeInTheDocument();
  });

  it('opens a quest on a dungeon and an area on its primary map with area buttons', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}&tab=quests`);
    await screen.findByText('3 quests');
    await user.click(within(list()).getByRole('button', { name: /A Barrow Errand/ }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.barrows)));
    const article = await screen.findByRole('article', { name: 'A Barrow Errand' });
    const areas = within(article).getByRole('region', { name: 'Areas' });
    expect(within(areas).getAllByRole('button').map((b) => b.textContent)).toEqual(['The Great Barrows', 'Bree-land']);
    expect(within(areas).getByRole('button', { name: 'The Great Barrows' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(areas).getByRole('button', { name: 'Bree-land' }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.bree)));
    expect(param(location(), 'quest')).toBe(String(QUESTS.errand.id));
    // The quest's marker on Bree-land (the other lies in the dungeon).
    await waitFor(() => expect(document.querySelectorAll('.atlas-pin--quest')).toHaveLength(1));
  });

  it('shows the chain’s warning marks with their texts', async () => {
    mockApi(atlasRoutes({ [`GET /api/quests/${QUESTS.later.id}/chain`]: { body: { ...chainOf(QUESTS.later.id), warnings: ['brokenChain', 'positionEstimated'], isIncomplete: true } } }));
    const { user } = renderPage(`/map?map=${IDS.bree}&tab=quests&quest=${QUESTS.later.id}`);
    const estimated = await screen.findByLabelText('Position is estimated - chain data may be incomplete');
    expect(screen.getByLabelText('Quest chain data may be incomplete or broken')).toBeInTheDocument();
    await user.hover(estimated);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Position is estimated - chain data may be incomplete');
  });

  it('says what failed: the list, the details, the chain (single quest), and a quest whose map cannot be found', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } };
    mockApi(atlasRoutes({ 'GET /api/quests': failing }));
    const first = renderPage(`/map?map=${IDS.bree}&tab=quests`);
    expect(await screen.findByRole('heading', { name: 'Failed to load quests' })).toBeInTheDocument();
    first.unmount();

    mockApi(atlasRoutes({ [`GET /api/quests/${QUESTS.pony.id}`]: failing }));
    const second = renderPage(`/map?map=${IDS.bree}&tab=quests&quest=${QUESTS.pony.id}`);
    expect(await screen.findByRole('heading', { name: 'Failed to load quest details' })).toBeInTheDocument();
    second.unmount();

    mockApi(atlasRoutes({ [`GET /api/quests/${QUESTS.pony.id}/chain`]: failing }));
    const third = renderPage(`/map?map=${IDS.bree}&tab=quests&quest=${QUESTS.pony.id}`);
    expect(await screen.findByText('This quest is not part of a chain.')).toBeInTheDocument();
    third.unmount();

    mockApi(atlasRoutes({ [`GET /api/quests/${QUESTS.pony.id}`]: { body: { ...QUESTS.pony, objectives: [], markers: [] } } }));
    renderPage(`/map?tab=quests&quest=${QUESTS.pony.id}`);
    expect(await screen.findByText('Cannot determine map location for quest markers')).toBeInTheDocument();
  });
});

describe('Quest correction dialog', () => {
  const open = async () => {
    const view = renderPage(`/map?map=${IDS.bree}&tab=quests&quest=${QUESTS.pony.id}`);
    await view.user.click(await screen.findByRole('button', { name: 'Suggest a correction' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Suggest a Quest Correction' }) };
  };

  it('asks for a field and a 20-character explanation with a live counter before it can be sent', async () => {
    mockApi(atlasRoutes());
    const { user, dialog } = await open();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Explanation/ });
    await user.type(reason, 'Too short');
    expect(within(dialog).getByText('9/20')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a field to correct')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a detailed explanation (minimum 20 characters)')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Field to correct/ }), 'level');
    expect(within(dialog).getByRole('textbox', { name: 'Current value' })).toHaveValue('10');
    expect(submit).toBeDisabled();
    await user.type(reason, ' - it is level 12.');
    expect(within(dialog).getByText('27/20')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('sends a Quest correction, shows its number and closes after 3 seconds', async () => {
    const api = mockApi(atlasRoutes());
    const { user, dialog } = await open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Field to correct/ }), 'level');
    await user.type(within(dialog).getByRole('textbox', { name: 'Suggested value' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Explanation/ }), 'The quest tracker says level 12.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your name (optional)' }), 'Tarlang');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Your correction was received as number 42.')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/corrections')[0]!.body).toEqual({
      entityType: 'Quest',
      entityId: String(QUESTS.pony.id),
      entityName: 'Book 1, Chapter 2: The Pony',
      fieldName: 'level',
      currentValue: '10',
      suggestedValue: '12',
      reason: 'The quest tracker says level 12.',
      userName: 'Tarlang',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [{ status: 429, body: { status: 429, code: 'test.failure', detail: 'ThrottlerException', params: {} } }, 'Too many submissions. Please wait before submitting again.'],
    [{ status: 400, body: { status: 400, code: 'test.failure', detail: 'reason must be shorter', params: {} } }, 'reason must be shorter'],
    [{ networkError: true as const }, 'Failed to submit correction. Please try again.'],
  ])('shows the error of a failed submission (%#)', async (reply, text) => {
    mockApi(atlasRoutes({ 'POST /api/corrections': reply }));
    const { user, dialog } = await open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Field to correct/ }), 'name');
    await user.type(within(dialog).getByRole('textbox', { name: /Explanation/ }), 'The name in game is different.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

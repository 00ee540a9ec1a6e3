import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo } from '@eoa/ui/testing';
import AtlasApp from '../../exposes/AtlasApp';
import { atlasRoutes, IDS, NPCS, QUESTS } from '../../testing/atlas-fixture';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const list = () => screen.getByRole('list', { name: /NPCs?$/ });
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NPCs tab', () => {
  it('lists the map’s NPCs with race, aggro and the scroll of those with quests; filters by race and resets', async () => {
    const api = mockApi(atlasRoutes());
    const { user } = renderPage(`/map?map=${IDS.bree}&tab=npcs`);
    expect(await screen.findByText('2 NPCs')).toBeInTheDocument();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Barliman ButterburMan · Friendly');
    expect(within(rows[0]!).getByRole('img', { name: 'Has quests' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Has quests' })).toBeNull();
    expect(requestsTo(api, 'GET', '/api/npcs').at(-1)!.query.get('mapId')).toBe(String(IDS.bree));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Race' }), 'wolf');
    expect(await screen.findByText('1 NPC')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/npcs').at(-1)!.query.get('race')).toBe('wolf');
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('2 NPCs')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Race' })).toHaveValue('');
  });

  it('opens an NPC: details, quests that open the quest and its map, spawns that move the map', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}&tab=npcs`);
    await screen.findByText('2 NPCs');
    await user.click(within(list()).getByRole('button', { name: /Barliman Butterbur/ }));
    await waitFor(() => expect(param(location(), 'npc')).toBe(String(NPCS.barliman.mobId)));
    const article = await screen.findByRole('article', { name: 'Barliman Butterbur' });
    expect(article).toHaveTextContent('The Prancing Pony');
    expect(article).toHaveTextContent('Innkeeper.');
    expect(within(article).getByRole('heading', { name: 'Starts Quests' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: 'Involved in Quests' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: 'Spawn Locations' })).toBeInTheDocument();
    // Its spawns lie on Bree-land and Bree-town (not all on main zones): the first spawn's map opens.
    await waitFor(() => expect(document.querySelectorAll('.atlas-pin--npc')).toHaveLength(2));
    // Spawn 2 lies in Bree-town: that map opens at it, the NPC kept.
    await user.click(within(article).getByRole('button', { name: /^2\s*Bree-town/ }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.breeTown)));
    expect(param(location(), 'npc')).toBe(String(NPCS.barliman.mobId));
    expect(param(location(), 'lat')).toBe('-38');
    expect(param(location(), 'lng')).toBe('-55');
    // A quest it starts opens in the quests tab.
    await user.click(within(await screen.findByRole('article', { name: 'Barliman Butterbur' })).getByRole('button', { name: QUESTS.pony.name }));
    await waitFor(() => expect(param(location(), 'quest')).toBe(String(QUESTS.pony.id)));
    expect(param(location(), 'npc')).toBeNull();
    expect(param(location(), 'tab')).toBe('quests');
  });

  it('says "No NPCs found for this map", and the server’s message when the list fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(atlasRoutes({ 'GET /api/npcs': { body: { npcs: [], totalCount: 0, page: 1, pageSize: 10000, totalPages: 0 } } }));
    const first = renderPage(`/map?map=${IDS.bree}&tab=npcs`);
    expect(await screen.findByText('No NPCs found for this map')).toBeInTheDocument();
    first.unmount();
    mockApi(atlasRoutes({ 'GET /api/npcs': { status: 400, body: { status: 400, code: 'test.failure', detail: 'race must be one of man, elf', params: {} } } }));
    renderPage(`/map?map=${IDS.bree}&tab=npcs`);
    expect(await screen.findByRole('heading', { name: 'Failed to load NPCs' })).toBeInTheDocument();
    expect(screen.getByText('race must be one of man, elf')).toBeInTheDocument();
  });

  it('says "Failed to load NPC details" when the details fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(atlasRoutes({ [`GET /api/npcs/${NPCS.wolf.mobId}`]: { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } }));
    renderPage(`/map?map=${IDS.bree}&tab=npcs&npc=${NPCS.wolf.mobId}`);
    expect(await screen.findByRole('heading', { name: 'Failed to load NPC details' })).toBeInTheDocument();
  });
});

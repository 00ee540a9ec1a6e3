import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import AtlasApp from '../../exposes/AtlasApp';
import { ALL_MAPS, atlasRoutes, IDS, MARKERS, NPCS, QUESTS } from '../../testing/atlas-fixture';
import { mapAt } from './world-search';

const renderPage = (path = `/map?map=${IDS.shire}`) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const box = () => screen.getByRole('combobox', { name: 'Search the whole world' });
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

describe('World search', () => {
  it('finds maps, markers of every zone, quests and NPCs by name, grouped, and flies to a marker', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await user.type(box(), 'bar');
    const results = await screen.findByRole('listbox', { name: 'Results' });
    await waitFor(() => expect(within(results).getByRole('option', { name: /Barliman Butterbur.*Vendor · Bree-land/ })).toBeInTheDocument());
    expect(within(results).getByRole('option', { name: /Barrow Errand/ })).toBeInTheDocument();
    expect(within(results).getByRole('option', { name: /Barliman Butterbur.*Man/ })).toBeInTheDocument();
    expect(within(results).getByRole('option', { name: /The Great Barrows/ })).toBeInTheDocument();
    // The marker lies on Bree-land (the Shire is shown): Bree-land opens at it, selected.
    await user.click(within(results).getByRole('option', { name: /Barliman Butterbur.*Vendor/ }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.bree)));
    expect(param(location(), 'lat')).toBe(String(MARKERS.barliman.latitude));
    expect(param(location(), 'z')).toBe('1.5');
    await waitFor(() => expect(document.querySelector('.atlas-pin--selected .atlas-pin__label')).toHaveTextContent('Barliman Butterbur'));
  });

  it('opens a quest or an NPC in its tab, and works from the keyboard', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await user.type(box(), 'pony');
    await screen.findByRole('option', { name: /Chapter 2: The Pony/ });
    await user.keyboard('{ArrowDown}');
    const active = () => screen.getByRole('option', { selected: true });
    while (!/Chapter 2: The Pony/.test(active().textContent ?? '')) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(param(location(), 'quest')).toBe(String(QUESTS.pony.id)));
    expect(param(location(), 'tab')).toBe('quests');
    await user.type(box(), 'old wo');
    await user.click(await screen.findByRole('option', { name: /Old Wolf/ }));
    await waitFor(() => expect(param(location(), 'npc')).toBe(String(NPCS.wolf.mobId)));
    expect(param(location(), 'tab')).toBe('npcs');
  });

  it('reads a location as the game writes it and opens the smallest map there', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await user.type(box(), '38S, 55W');
    await user.click(await screen.findByRole('option', { name: /38.0S, 55.0W.*Bree-town/ }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.breeTown)));
    expect(mapAt(ALL_MAPS, { longitude: -80, latitude: -30 })?.id).toBe(IDS.shire);
    expect(mapAt(ALL_MAPS, { longitude: 100, latitude: 60 })).toBeNull();
  });
});

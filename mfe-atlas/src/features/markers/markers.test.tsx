import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import type { Marker } from '@eoa/contracts';
import AtlasApp from '../../exposes/AtlasApp';
import { PROGRESS_STORAGE_KEY, useProgress } from '../../shared/progress-store';
import { atlasRoutes, IDS, MARKERS } from '../../testing/atlas-fixture';

const renderPage = (path = `/map?map=${IDS.bree}&tab=markers`) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const status = () => screen.getByRole('region', { name: 'Status bar' });
const filters = () => screen.getByRole('region', { name: 'Marker categories' });
const list = () => screen.getByRole('list', { name: /markers?$/ });
const rows = () => within(list()).getAllByRole('listitem').map((row) => row.querySelector('.atlas-marker-row__label')!.textContent);
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

describe('Markers tab', () => {
  it('groups the categories in the four filter groups with their counts; the default set is on', async () => {
    mockApi(atlasRoutes());
    renderPage();
    await waitFor(() => expect(status()).toHaveTextContent('4 markers found'));
    const groups = within(filters()).getAllByRole('group').map((group) => group.querySelector('legend')!.textContent);
    expect(groups).toEqual(['Services', 'Points of Interest', 'Entities', 'Resources & Other', 'Display']);
    expect(within(filters()).getByRole('checkbox', { name: /Vendor/ })).toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: /Creature/ })).toBeChecked();
    // Spec 2 §9: 71 and 79 are off by default.
    expect(within(filters()).getByRole('checkbox', { name: /Prospecting Node/ })).not.toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: /Shard Source/ })).not.toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: /Creature/ }).closest('label')).toHaveTextContent('2');
    // The list, A–Z.
    expect(rows()).toEqual(['Barliman Butterbur', 'The Prancing Pony', 'Wolf', 'Wolf']);
    // The filter summary names the map; no category of the default set is hidden.
    expect(status().querySelector('.atlas-status__filters')).toHaveTextContent(/^Bree-land$/);
  });

  it('toggles a category, deselects all and selects the default set', async () => {
    mockApi(atlasRoutes());
    const { user } = renderPage();
    await waitFor(() => expect(status()).toHaveTextContent('4 markers found'));
    await user.click(within(filters()).getByRole('checkbox', { name: /Prospecting Node/ }));
    expect(status()).toHaveTextContent('5 markers found');
    expect(rows()).toContain('Copper Deposit');
    await user.click(within(filters()).getByRole('checkbox', { name: /Creature/ }));
    expect(status()).toHaveTextContent('3 markers found');
    expect(status()).toHaveTextContent('1 category hidden');
    await user.click(within(filters()).getByRole('button', { name: 'Deselect All' }));
    expect(status()).toHaveTextContent('0 markers found');
    expect(screen.getByText('No markers found')).toBeInTheDocument();
    await user.click(within(filters()).getByRole('button', { name: 'Select Default' }));
    expect(status()).toHaveTextContent('4 markers found');
    expect(status().querySelector('.atlas-status__filters')).toHaveTextContent(/^Bree-land$/);
  });

  it('searches from 3 characters: matching categories on, the URL keeps it, clearing restores the choice', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await waitFor(() => expect(status()).toHaveTextContent('4 markers found'));
    const search = screen.getByRole('searchbox', { name: 'Search markers on the map' });
    await user.type(search, 'co');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('4 markers found');
    await user.type(search, 'p');
    // "cop" finds the copper deposit, whose category is off by default: the search turns it on.
    await waitFor(() => expect(status()).toHaveTextContent('1 marker found'));
    expect(rows()).toEqual(['Copper Deposit']);
    expect(within(filters()).getByRole('checkbox', { name: /Prospecting Node/ })).toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: /Vendor/ })).not.toBeChecked();
    expect(status()).toHaveTextContent('Search: “cop”');
    await waitFor(() => expect(param(location(), 'q')).toBe('cop'));
    await user.clear(search);
    // The search's own choice (copper on, vendors off) also shows 4 markers: wait for the choice itself.
    await waitFor(() => expect(within(filters()).getByRole('checkbox', { name: /Vendor/ })).toBeChecked());
    expect(within(filters()).getByRole('checkbox', { name: /Prospecting Node/ })).not.toBeChecked();
    expect(status()).toHaveTextContent('4 markers found');
    expect(rows()).toEqual(['Barliman Butterbur', 'The Prancing Pony', 'Wolf', 'Wolf']);
  });

  it('selects listed markers (all, one, clear) and shows a marker from the list, highlighted', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await waitFor(() => expect(status()).toHaveTextContent('4 markers found'));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(within(list()).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await waitFor(() => expect(document.querySelectorAll('.atlas-pin--selected')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(document.querySelectorAll('.atlas-pin--selected')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select The Prancing Pony on the map' }));
    await waitFor(() => expect(param(location(), 'marker')).toBe(String(MARKERS.pony.id)));
    expect(document.querySelector('.atlas-pin--selected .atlas-pin__label')).toHaveTextContent('The Prancing Pony');
    await user.click(within(list()).getAllByRole('button', { name: /Barliman Butterbur/ })[0]!);
    await waitFor(() => expect(document.querySelector('.atlas-pin--highlighted')).not.toBeNull());
    // The list's own filter.
    await user.type(screen.getByRole('searchbox', { name: 'Filter the list' }), 'wol');
    await waitFor(() => expect(rows()).toEqual(['Wolf', 'Wolf']));
  });

  it('hides markers marked done when asked, kept in the browser', async () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ state: { doneQuests: [], doneMarkers: [MARKERS.wolfA.id], hideDone: false }, version: 1 }));
    await useProgress.persist.rehydrate();
    mockApi(atlasRoutes());
    const { user } = renderPage();
    await waitFor(() => expect(status()).toHaveTextContent('4 markers found'));
    await user.click(within(filters()).getByRole('checkbox', { name: 'Hide what is done' }));
    expect(status()).toHaveTextContent('3 markers found');
    expect(rows()).toEqual(['Barliman Butterbur', 'The Prancing Pony', 'Wolf']);
    expect(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY)!).state.hideDone).toBe(true);
  });

  it('caps the list at 10,000 markers A–Z with a notice, and says when a map has none', async () => {
    const many: Marker[] = Array.from({ length: 10_005 }, (_, i) => ({ ...MARKERS.barliman, id: 1000 + i, label: `Vendor ${String(i).padStart(5, '0')}` }));
    mockApi(atlasRoutes({ [`GET /api/maps/${IDS.bree}/markers`]: { body: { mapId: IDS.bree, markers: many } } }));
    renderPage();
    expect(await screen.findByText('Showing the first 10,000 of 10,005 markers (A–Z). Search or turn off categories to narrow the list.')).toBeInTheDocument();
    expect(rows()[0]).toBe('Vendor 00000');
    expect(within(list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('says "No markers on this map" for a map without markers', async () => {
    mockApi(atlasRoutes({ [`GET /api/maps/${IDS.bree}/markers`]: { body: { mapId: IDS.bree, markers: [] } } }));
    renderPage();
    expect(await screen.findByText('No markers on this map')).toBeInTheDocument();
  });
});

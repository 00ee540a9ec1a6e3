import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import AtlasApp from '../../exposes/AtlasApp';
import { atlasRoutes, IDS } from '../../testing/atlas-fixture';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

describe('Maps tab', () => {
  it('has trees for Regions, Areas and Dungeons (instances badged), opening the zone of the current map', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.breeTown}`);
    const regions = await screen.findByRole('region', { name: 'Regions' });
    expect(within(regions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Eriador', 'Bree-land', 'The Shire']);
    const areas = screen.getByRole('region', { name: 'Areas' });
    // The zone holding the current map starts open, its map marked current.
    expect(within(areas).getByRole('button', { name: /Bree-land/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(areas).getByRole('button', { name: 'Bree-town' })).toHaveAttribute('aria-current', 'page');
    const dungeons = screen.getByRole('region', { name: 'Dungeons' });
    await user.click(within(dungeons).getByRole('button', { name: /Bree-land/ }));
    const barrows = within(dungeons).getByRole('button', { name: /The Great Barrows/ });
    expect(within(barrows).getByText('Instance')).toBeInTheDocument();
    await user.click(barrows);
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.barrows)));
    await user.click(screen.getByRole('button', { name: 'All Zones', pressed: false }));
    await waitFor(() => expect(param(location(), 'all')).toBe('1'));
  });

  it('falls back to the two-level breadcrumb when the hierarchy path fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(atlasRoutes({ [`GET /api/maps/${IDS.breeTown}/hierarchy-path`]: { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } }));
    renderPage(`/map?map=${IDS.breeTown}`);
    const crumbs = await screen.findByRole('navigation', { name: 'Where this map lies' });
    await waitFor(() => expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Middle Earth', 'Bree-town']));
  });
});

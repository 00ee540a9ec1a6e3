import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockReply, type MockRequest } from '@eoa/ui/testing';
import AtlasApp from '../../exposes/AtlasApp';
import { ATLAS_PREFERENCES_KEY } from '../../shared/preferences-store';
import { atlasRoutes, IDS, MAPS } from '../../testing/atlas-fixture';

const renderPage = (path: string) => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const toolbarZoom = () => screen.getByRole('status', { name: 'Zoom' });
const crumbs = () => screen.findByRole('navigation', { name: 'Where this map lies' });
const mapElement = () => document.querySelector<HTMLElement>('.atlas-map')!;
const param = (location: string, name: string) => new URLSearchParams(location.split('?')[1] ?? '').get(name);

/** The container point of a position on Bree-land at scale 1, centred (the map is 1000 × 600 in jsdom). */
function breePoint(longitude: number, latitude: number) {
  const { min, max } = MAPS.bree.boundingBox;
  const x = ((longitude - min.longitude) / (max.longitude - min.longitude)) * 1024;
  const y = ((max.latitude - latitude) / (max.latitude - min.latitude)) * 768;
  return { clientX: x - 512 + 500, clientY: y - 384 + 300 };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Map viewer', () => {
  it('shows Bree-land with its breadcrumb, type badge, zoom %, links and image', async () => {
    const api = mockApi(atlasRoutes());
    renderPage(`/map?map=${IDS.bree}`);
    expect(await within(await crumbs()).findByRole('button', { name: 'Eriador' })).toBeInTheDocument();
    expect(within(await crumbs()).getByRole('button', { name: 'Middle Earth' })).toBeInTheDocument();
    expect(within(await crumbs()).getByText('Bree-land')).toHaveAttribute('class', 'atlas-breadcrumb__current');
    expect(screen.getByText('Region', { selector: '.eoa-badge' })).toBeInTheDocument();
    expect(toolbarZoom()).toHaveTextContent('100%');
    await waitFor(() => expect(document.querySelector('img.atlas-map__image')).not.toBeNull());
    expect(document.querySelector('img.atlas-map__image')!.getAttribute('src')).toMatch(new RegExp(`^/api/maps/${IDS.bree}/image\\?lang=en&t=`));
    // The links of Bree-land: Bree-town inside, the Shire at the west edge (pointing west).
    expect(await screen.findByRole('button', { name: 'Go to Bree-town' })).toBeInTheDocument();
    const shire = screen.getByRole('button', { name: 'Go to The Shire' });
    expect(shire.querySelector('.atlas-link__arrow')).toHaveStyle({ transform: 'rotate(270deg)' });
    expect(requestsTo(api, 'GET', `/api/maps/${IDS.bree}/links`)[0]!.query.get('lang')).toBe('en');
  });

  it('zooms by ×1.2 within 0.5–4, writes the view to the URL, and resets', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}`);
    await within(await crumbs()).findByRole('button', { name: 'Eriador' });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(toolbarZoom()).toHaveTextContent('120%'));
    await waitFor(() => expect(param(location(), 'z')).toBe('1.2'));
    for (let i = 0; i < 12; i += 1) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(toolbarZoom()).toHaveTextContent('400%'));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    await waitFor(() => expect(toolbarZoom()).toHaveTextContent('100%'));
    for (let i = 0; i < 6; i += 1) await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(toolbarZoom()).toHaveTextContent('50%'));
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('opens a deep link at its centre and zoom, and follows the URL back', async () => {
    mockApi(atlasRoutes());
    renderPage(`/map?map=${IDS.bree}&lat=-30&lng=-50&z=2.5`);
    await within(await crumbs()).findByRole('button', { name: 'Eriador' });
    expect(toolbarZoom()).toHaveTextContent('250%');
  });

  it('reads the pointer as N/S E/W with 2 decimals and copies the game location on a right click', async () => {
    mockApi(atlasRoutes());
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage(`/map?map=${IDS.bree}`);
    await within(await crumbs()).findByRole('button', { name: 'Eriador' });
    fireEvent.mouseMove(mapElement(), breePoint(-50.5, -29.5));
    expect(screen.getByRole('button', { name: /Coordinates under the pointer/ })).toHaveTextContent('29.50S, 50.50W');
    fireEvent.contextMenu(mapElement(), breePoint(-50.5, -29.5));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('29.5S, 50.5W'));
    expect(await screen.findByText('Location copied: 29.5S, 50.5W')).toBeInTheDocument();
  });

  it('hides and shows the links, and remembers it', async () => {
    mockApi(atlasRoutes());
    const { user } = renderPage(`/map?map=${IDS.bree}`);
    await screen.findByRole('button', { name: 'Go to Bree-town' });
    await user.click(screen.getByRole('button', { name: 'Hide links' }));
    expect(screen.queryByRole('button', { name: 'Go to Bree-town' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ATLAS_PREFERENCES_KEY)!).state.linksVisible).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    expect(screen.getByRole('button', { name: 'Go to Bree-town' })).toBeInTheDocument();
  });

  it('follows a link to an area, and one to a main zone into the composite view centred on it', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}`);
    await user.click(await screen.findByRole('button', { name: 'Go to Bree-town' }));
    await waitFor(() => expect(param(location(), 'map')).toBe(String(IDS.breeTown)));
    expect(await within(await crumbs()).findByRole('button', { name: 'Bree-land' })).toBeInTheDocument();
    expect(screen.getByText('Area', { selector: '.eoa-badge' })).toBeInTheDocument();

    await user.click(within(await crumbs()).getByRole('button', { name: 'Bree-land' }));
    await user.click(await screen.findByRole('button', { name: 'Go to The Shire' }));
    await waitFor(() => expect(param(location(), 'all')).toBe('1'));
    // The Shire's centre at the centring zoom 0.5; the markers tab is shown.
    expect(param(location(), 'lng')).toBe('-77');
    expect(param(location(), 'lat')).toBe('-31');
    expect(param(location(), 'z')).toBe('0.5');
    expect(await screen.findByText('All Zones', { selector: '.atlas-breadcrumb__current' })).toBeInTheDocument();
    expect(screen.getByText('Composite')).toBeInTheDocument();
    expect(toolbarZoom()).toHaveTextContent('50%');
    expect(screen.getByRole('tab', { name: 'Markers' })).toHaveAttribute('aria-selected', 'true');
    // The stitched images of the composite view: the world map's below, one per zone map over it.
    await waitFor(() => expect(document.querySelectorAll('img.atlas-map__image')).toHaveLength(3));
    const images = [...document.querySelectorAll('img.atlas-map__image')].map((image) => image.getAttribute('src')!.split('?')[0]);
    expect(images).toEqual([`/api/maps/${IDS.world}/image`, `/api/maps/${IDS.shire}/image`, `/api/maps/${IDS.bree}/image`]);
  });

  it('says "Error Loading Maps" with the text and Retry when the maps fail', async () => {
    let fail = true;
    const maps = atlasRoutes()['GET /api/maps'] as (request: MockRequest) => MockReply;
    mockApi(atlasRoutes({ 'GET /api/maps': (request) => (fail ? { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } : maps(request)) }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage(`/map?map=${IDS.bree}`);
    expect(await screen.findByRole('heading', { name: 'Error Loading Maps' })).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load maps. Please try again.').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await crumbs()).findByRole('button', { name: 'Eriador' })).toBeInTheDocument();
  });

  it('selects a marker clicked on the map: its popup, label, the URL, and copy and done', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage(`/map?map=${IDS.bree}`);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Status bar' })).toHaveTextContent('4 markers found'));
    await act(async () => {
      fireEvent.click(mapElement(), breePoint(-50.5, -29.5));
    });
    await waitFor(() => expect(param(location(), 'marker')).toBe('1'));
    const popup = await screen.findByRole('heading', { name: 'Barliman Butterbur' });
    const details = popup.closest('.atlas-marker-details') as HTMLElement;
    expect(details).toHaveTextContent('Vendor');
    expect(details).toHaveTextContent('29.50S, 50.50W');
    // The selected marker's label is shown on the map.
    expect(document.querySelector('.atlas-pin--selected .atlas-pin__label')).toHaveTextContent('Barliman Butterbur');
    await user.click(within(details).getByRole('button', { name: 'Mark as done' }));
    expect(within(details).getByRole('button', { name: 'Done ✓' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(details).getByRole('button', { name: 'Show NPC' }));
    await waitFor(() => expect(param(location(), 'npc')).toBe('201'));
  });

  it('says "Select a map to view" without a map', async () => {
    mockApi(atlasRoutes());
    renderPage('/map');
    expect(await screen.findByText('Select a map to view')).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import AtlasApp from './AtlasApp';
import { atlasRoutes } from '../testing/atlas-fixture';

const renderPage = (path = '/map') => renderWithProviders(null, { path, routes: [{ path: '/map/*', element: <AtlasApp /> }] });
const status = () => screen.getByRole('region', { name: 'Status bar' });

describe('AtlasApp', () => {
  it('is the Maps & Quests frame with the Map Filters sidebar on the Maps tab by default', async () => {
    mockApi(atlasRoutes());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Maps & Quests' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Map filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Markers', 'Maps', 'NPCs', 'Quests']);
    expect(screen.getByRole('tab', { name: 'Maps' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Select a map to view')).toBeInTheDocument();
    expect(status()).toHaveTextContent('0 markers found');
    expect(status()).toHaveTextContent('No filters active');
  });

  it('opens Bree-land from the maps tree', async () => {
    mockApi(atlasRoutes());
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bree-land' }));
    await waitFor(() => expect(location()).toContain('map=268437603'));
    const crumbs = screen.getByRole('navigation', { name: 'Where this map lies' });
    expect(await within(crumbs).findByRole('button', { name: 'Eriador' })).toBeInTheDocument();
    expect(await screen.findByText('4 markers found')).toBeInTheDocument();
  });
});

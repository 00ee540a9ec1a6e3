import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AtlasApp from './AtlasApp';

/** Shows the router's query string, so a test can read where a tab click led. */
function SearchSpy() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

function renderAtlas(path = '/map') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/map/*" element={<AtlasApp />} />
        </Routes>
        <SearchSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AtlasApp', () => {
  it('is the Maps & Quests frame with the Map Filters sidebar on the Maps tab by default', () => {
    renderAtlas();
    expect(screen.getByRole('heading', { level: 1, name: 'Maps & Quests' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Map filters' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Markers', 'Maps', 'NPCs', 'Quests']);
    expect(screen.getByRole('tab', { name: 'Maps' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'The atlas is being built' })).toBeInTheDocument();
  });

  it('opens the tab from ?tab= (the home page links to /map?tab=quests)', () => {
    renderAtlas('/map?tab=quests');
    expect(screen.getByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Quests' })).toHaveTextContent('Browse quests with their chains');
  });

  it('falls back to Maps for an unknown tab and writes a chosen tab to the URL', async () => {
    const user = renderAtlas('/map?tab=treasure');
    expect(screen.getByRole('tab', { name: 'Maps' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'NPCs' }));
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=npcs');
    expect(screen.getByRole('tabpanel', { name: 'NPCs' })).toHaveTextContent('Find NPCs by name');
  });

  it('has the status bar with versions', () => {
    renderAtlas();
    expect(screen.getByRole('region', { name: 'Status bar' })).toHaveTextContent('Data: Echoes of Angmar');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BuilderApp from './BuilderApp';

/** Shows the router's query string, so a test can read where a tab click led. */
function SearchSpy() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

/** Mounted like the shell mounts it: under /character-builder/*. */
function renderBuilder(path = '/character-builder') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/character-builder/*" element={<BuilderApp />} />
        </Routes>
        <SearchSpy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('BuilderApp', () => {
  it('is the Character Builder frame with its five centre tabs, Items first', () => {
    renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Character Builder' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Items', 'Traits', 'Formula Editor', 'Builds', 'Debug']);
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Items' })).toHaveTextContent('Items is being built');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('opens the tab named in ?tab=', () => {
    renderBuilder('/character-builder?tab=formula-editor');
    expect(screen.getByRole('tab', { name: 'Formula Editor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review the stat formulas of each class');
  });

  it('falls back to Items for an unknown tab', () => {
    renderBuilder('/character-builder?tab=dragons');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the selected tab in the URL', async () => {
    const user = renderBuilder('/character-builder?tab=items&build=abc');
    await user.click(screen.getByRole('tab', { name: 'Debug' }));
    expect(screen.getByRole('tab', { name: 'Debug' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location-search').textContent).toBe('?tab=debug&build=abc');
  });

  it('shows Save, Load and Share disabled, with the reason for mouse and screen-reader users', async () => {
    const user = renderBuilder();
    for (const name of ['Save', 'Load', 'Share']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Saving, loading and sharing builds arrive with the builder engine in a later release.');
    }
    await user.hover(screen.getByRole('button', { name: 'Share' }).parentElement!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('arrive with the builder engine');
  });

  it('has a status bar with the app and data versions', () => {
    renderBuilder();
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('Version 0.0.11');
    expect(status).toHaveTextContent('Beta');
    expect(status).toHaveTextContent('Data: Echoes of Angmar');
  });
});

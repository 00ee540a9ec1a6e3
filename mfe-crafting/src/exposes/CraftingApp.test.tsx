import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import CraftingApp from './CraftingApp';

describe('CraftingApp', () => {
  it('shows the Crafting frame with an honest note and the status bar', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/crafting']}>
          <Routes>
            <Route path="/crafting/*" element={<CraftingApp />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Crafting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crafting is being built' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('In development');
    expect(status).toHaveTextContent('Version 0.0.11');
    expect(status).toHaveTextContent('Data: Echoes of Angmar');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import LootApp from './LootApp';

describe('LootApp', () => {
  it('shows the Loot Tables frame with an honest note and the status bar', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/loot-tables']}>
          <Routes>
            <Route path="/loot-tables/*" element={<LootApp />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loot tables are being built' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('In development');
    expect(status).toHaveTextContent('Version 0.0.11');
    expect(status).toHaveTextContent('Data: Echoes of Angmar');
  });
});

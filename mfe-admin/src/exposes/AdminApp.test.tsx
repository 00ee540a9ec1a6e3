import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import AdminApp from './AdminApp';

function renderAdmin(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminApp', () => {
  it('shows the Administration frame at /admin/login with the sign-in note', () => {
    renderAdmin('/admin/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Administrator sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status bar' })).toHaveTextContent('Version 0.0.11');
  });

  it('shows the area note on every other admin path', () => {
    renderAdmin('/admin/quests/42');
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The administrator area is being built' })).toBeInTheDocument();
  });
});

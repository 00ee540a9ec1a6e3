import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolFrame } from './tool-frame';
import { StatusBar } from './status-bar';
import { Button } from './button';
import { useThemeStore } from '../theme/theme-store';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/crafting']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('ToolFrame', () => {
  beforeEach(() => {
    // app-info never answers here: the frame must render with the fallback versions meanwhile.
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    useThemeStore.getState().setTheme('dark');
  });

  it('lays out back arrow, title, tabs, actions, content and the default status bar', () => {
    render(
      <Providers>
        <ToolFrame title="Crafting" tabs={<nav aria-label="views">tabs here</nav>} actions={<Button>Export</Button>}>
          <p>recipes</p>
        </ToolFrame>
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Crafting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'views' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('recipes');
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('Version 0.0.11');
    expect(status).toHaveTextContent('Data: Echoes of Angmar');
    expect(document.title).toBe('Crafting · EoA Companion');
  });

  it('uses a custom back target and status bar', () => {
    render(
      <Providers>
        <ToolFrame title="Quest editor" backTo="/admin" statusBar={<StatusBar>12 quests</StatusBar>}>
          <p>editor</p>
        </ToolFrame>
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('region', { name: 'Status bar' })).toHaveTextContent('12 quests');
  });

  it('has a theme toggle in the top bar', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <ToolFrame title="Loot Tables">
          <p>loot</p>
        </ToolFrame>
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});

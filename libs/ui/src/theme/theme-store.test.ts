import { jest } from '@jest/globals';
import { act } from '@testing-library/react';

type ThemeModule = typeof import('./theme-store');

/** A fresh copy of the store module, so that its start-up read of localStorage runs again. */
async function freshStore(): Promise<ThemeModule> {
  let module: ThemeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./theme-store');
  });
  return module!;
}

describe('useThemeStore', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('defaults to dark and applies it to <html> at once', async () => {
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('toggles, applies data-theme and persists the choice under eoa.theme', async () => {
    const { useThemeStore, THEME_STORAGE_KEY } = await freshStore();
    expect(THEME_STORAGE_KEY).toBe('eoa.theme');
    act(() => useThemeStore.getState().toggleTheme());
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('eoa.theme')).toBe('light');

    act(() => useThemeStore.getState().setTheme('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('eoa.theme')).toBe('dark');
  });

  it('restores the stored theme on the next visit', async () => {
    localStorage.setItem('eoa.theme', 'light');
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('ignores a corrupt stored value', async () => {
    localStorage.setItem('eoa.theme', 'purple');
    const { useThemeStore } = await freshStore();
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});

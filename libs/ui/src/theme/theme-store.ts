import { create } from 'zustand';

export type ThemeName = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'eoa.theme';
/** Spec §9: the default theme is dark. */
export const DEFAULT_THEME: ThemeName = 'dark';

const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

function readStoredTheme(): ThemeName {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames); the default still gives a usable page.
    return DEFAULT_THEME;
  }
}

function storeTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* not persisted, but the page still switches */
  }
}

/** The theme CSS keys off <html data-theme>, so every app on the page (shell and remotes) follows at once. */
function applyTheme(theme: ThemeName): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

export interface ThemeState {
  theme: ThemeName;
  toggleTheme: () => void;
  setTheme: (theme: ThemeName) => void;
}

/**
 * The page's theme. Stored as the bare word ('dark' | 'light') under `eoa.theme` rather than through zustand's
 * persist envelope, so the value stays readable and a future pre-paint script could use it as is.
 * This module is part of the shared @eoa/ui singleton, so the shell and every remote see the same store.
 */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    if (!isThemeName(theme)) return;
    storeTheme(theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

// Apply the stored choice as soon as the kit is loaded, before the first render.
applyTheme(useThemeStore.getState().theme);

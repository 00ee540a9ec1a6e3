import { create } from 'zustand';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@eoa/contracts';
import { i18n } from './instance';
import { loadUiTranslations } from './load-translations';

export const LANGUAGE_STORAGE_KEY = 'eoa.language';

function storedLanguage(): LanguageCode {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

interface LanguageState {
  language: LanguageCode;
  loading: boolean;
  /** Loads the stored language's texts once at start-up. */
  initialise: () => Promise<void>;
  /**
   * Spec §4: sets loading, loads translations, clears loading; choosing the current language is ignored, and
   * so is a code the site does not have (the language list comes from the server, so the type alone is no guard).
   */
  setLanguage: (language: LanguageCode) => Promise<void>;
}

async function applyLanguage(language: LanguageCode): Promise<void> {
  await loadUiTranslations(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const useLanguageStore = create<LanguageState>((set, get) => ({
  language: storedLanguage(),
  loading: false,
  initialise: async () => {
    set({ loading: true });
    try {
      await applyLanguage(get().language);
    } finally {
      set({ loading: false });
    }
  },
  setLanguage: async (language) => {
    if (!isLanguageCode(language) || language === get().language || get().loading) return;
    set({ loading: true });
    try {
      await applyLanguage(language);
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        /* storage may be unavailable (private mode); the choice still applies to this page */
      }
      set({ language });
    } finally {
      set({ loading: false });
    }
  },
}));

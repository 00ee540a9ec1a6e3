import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@eoa/contracts';
import { bundledEnglish, lazyEnglishBackend } from './bundled-english';

/** One namespace per app; 'common' holds what several apps show (status bar, errors, tool frame). */
export const I18N_NAMESPACES = ['common', 'shell', 'builder', 'crafting', 'atlas', 'loot', 'admin'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/**
 * The one i18next instance of the page. This lib is a Module Federation singleton, so the shell and every
 * remote share it. English is bundled as the fallback; other languages come from
 * /api/language/ui-translations (so a text can be corrected without rebuilding a remote). A tool's English
 * namespace is loaded with the tool (useTranslation('loot') suspends until it is there; the shell's remote
 * loader asks for it beside the remote's code).
 */
export const i18n: I18nInstance = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(lazyEnglishBackend)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // The namespaces loaded at start: those of the shell's own pages, bundled (nothing to wait for).
    ns: ['common', 'shell'],
    partialBundledLanguages: true,
    defaultNS: 'common',
    resources: { en: bundledEnglish },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

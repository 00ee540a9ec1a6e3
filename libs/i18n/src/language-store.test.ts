import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@eoa/api-client';
import type { LanguageCode } from '@eoa/contracts';
import { i18n } from './instance';
import { LANGUAGE_STORAGE_KEY, useLanguageStore } from './language-store';
import { addFlatTranslations } from './load-translations';

type FetchReply = { status: number; body: unknown };
let replies: Record<string, FetchReply> = {};
const requested: string[] = [];

beforeEach(() => {
  localStorage.clear();
  requested.length = 0;
  replies = {};
  configureApiClient({ getLanguage: () => useLanguageStore.getState().language });
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    requested.push(String(url));
    const reply = replies[String(url)] ?? { status: 503, body: { status: 503, code: 'test.failure', detail: 'down', params: {} } };
    return { ok: reply.status < 300, status: reply.status, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useLanguageStore.setState({ language: 'en', loading: false });
});

describe('language store', () => {
  it('starts in English, loads a chosen language from the admin service and remembers it', async () => {
    replies['/api/language/ui-translations?lang=de'] = { status: 200, body: { 'common:app.beta': 'Beta (de)' } };
    await useLanguageStore.getState().setLanguage('de');
    expect(requested).toEqual(['/api/language/ui-translations?lang=de']);
    expect(useLanguageStore.getState()).toMatchObject({ language: 'de', loading: false });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('common:app.beta')).toBe('Beta (de)');
  });

  it('rejects a code the site does not have: nothing is loaded, stored or switched', async () => {
    await useLanguageStore.getState().setLanguage('xx' as LanguageCode);
    expect(requested).toEqual([]);
    expect(useLanguageStore.getState()).toMatchObject({ language: 'en', loading: false });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('ignores choosing the language already shown', async () => {
    await useLanguageStore.getState().setLanguage('en');
    expect(requested).toEqual([]);
  });

  it('keeps the bundled English texts when the translations cannot be loaded', async () => {
    await useLanguageStore.getState().setLanguage('ru');
    expect(useLanguageStore.getState().language).toBe('ru');
    // Nothing came for Russian: every key falls back to the bundled English text, never to the raw key.
    expect(i18n.t('common:site.name')).toBe('EoA Companion');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Could not load UI translations for ru'), expect.anything());
  });

  it('falls back to English for a key a language lacks', () => {
    addFlatTranslations('fr', { 'common:app.beta': 'Bêta' });
    expect(i18n.t('common:app.beta', { lng: 'fr' })).toBe('Bêta');
    expect(i18n.t('common:site.name', { lng: 'fr' })).toBe('EoA Companion');
  });

  it('skips malformed entries of a translation map', () => {
    addFlatTranslations('de', { 'no-namespace': 'x', ':empty': 'y', 'common:fine.key': 'gut' });
    expect(i18n.t('common:fine.key', { lng: 'de' })).toBe('gut');
    expect(i18n.exists('no-namespace', { lng: 'de' })).toBe(false);
  });
});

describe('language store at start-up', () => {
  /** A fresh copy of the store module, created the way a page load creates it (it reads the stored choice then). */
  async function freshStart() {
    let modules: [typeof import('./language-store'), typeof import('./instance')] | undefined;
    await jest.isolateModulesAsync(async () => {
      modules = [await import('./language-store'), await import('./instance')];
    });
    return { store: modules![0].useLanguageStore, i18n: modules![1].i18n };
  }

  it('defaults to English when nothing is stored', async () => {
    const { store } = await freshStart();
    expect(store.getState().language).toBe('en');
  });

  it('restores the language chosen on an earlier visit and loads its texts', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    replies['/api/language/ui-translations?lang=fr'] = { status: 200, body: { 'common:app.beta': 'Bêta' } };
    const { store, i18n: freshI18n } = await freshStart();
    expect(store.getState().language).toBe('fr');
    await store.getState().initialise();
    expect(requested).toEqual(['/api/language/ui-translations?lang=fr']);
    expect(store.getState().loading).toBe(false);
    expect(freshI18n.language).toBe('fr');
    expect(freshI18n.t('common:app.beta')).toBe('Bêta');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('ignores a stored value that is not a language of the site', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    const { store } = await freshStart();
    expect(store.getState().language).toBe('en');
  });
});

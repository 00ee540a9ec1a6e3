import type { UiTranslations } from '@eoa/contracts';
import { apiGet } from '@eoa/api-client';
import { i18n } from './instance';

/** Adds a flat "namespace:dotted.key" → text map as i18next resources of one language. */
export function addFlatTranslations(language: string, translations: UiTranslations): void {
  for (const [fullKey, text] of Object.entries(translations)) {
    const separator = fullKey.indexOf(':');
    if (separator <= 0 || typeof text !== 'string') continue;
    i18n.addResource(language, fullKey.slice(0, separator), fullKey.slice(separator + 1), text);
  }
}

/** Loads a language's texts from the admin service; on failure the bundled English stays (spec §8: logged only). */
export async function loadUiTranslations(language: string): Promise<void> {
  try {
    const translations = await apiGet<UiTranslations>('/language/ui-translations', { query: { lang: language } });
    addFlatTranslations(language, translations ?? {});
  } catch (error) {
    console.warn(`Could not load UI translations for ${language}; using the default texts`, error);
  }
}

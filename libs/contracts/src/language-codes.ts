// The site's languages as plain values, no schema: the shell's first page imports them, and a module that builds
// a zod schema would bring zod into it (about 20 KB compressed; the home page's JavaScript aim is 150 KB). Their
// schemas are in language.ts (which builds on these, so nothing here imports it).

export const LANGUAGE_CODES = ['en', 'de', 'fr', 'ru'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** A text in every language of the site: one object per entity, as the dataset and the services store it. */
export type Localized = Record<LanguageCode, string>;

/** The text in `lang` (English when that one is empty); null stays null. */
export function localize(text: Localized | null | undefined, lang: LanguageCode): string | null {
  if (!text) return null;
  return text[lang] || text.en || null;
}

/**
 * A text folded for a search: lower case without accents, so "sarnur" finds "Sarnúr" and "ЛУК" finds "лук" — the
 * same fold on the needle and the names searched.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

const LANGUAGE_NAMES: Record<LanguageCode, { name: string; nativeName: string }> = {
  en: { name: 'English', nativeName: 'English' },
  de: { name: 'German', nativeName: 'Deutsch' },
  fr: { name: 'French', nativeName: 'Français' },
  ru: { name: 'Russian', nativeName: 'Русский' },
};

/**
 * The site's languages with their English names and endonyms, in LANGUAGE_CODES' order: what the admin service
 * offers at GET /api/language/available, and what the shell shows until that answer arrives.
 */
export const LANGUAGES: readonly { code: LanguageCode; name: string; nativeName: string }[] = LANGUAGE_CODES.map((code) => ({ code, ...LANGUAGE_NAMES[code] }));

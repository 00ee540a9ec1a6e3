import { z } from 'zod';

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

/** A language of the site (GET /api/language/available answers them all). */
export const LanguageSchema = z.object({ code: z.enum(LANGUAGE_CODES), name: z.string(), nativeName: z.string() }).meta({ id: 'Language' });
export type Language = z.infer<typeof LanguageSchema>;

/** GET /api/language/available */
export const LanguageListSchema = z.array(LanguageSchema).meta({ description: 'Language[]: en, de, fr, ru' });

/**
 * The site's languages with their English names and endonyms, in LANGUAGE_CODES' order: what the admin service
 * offers at GET /api/language/available, and what the shell shows until that answer arrives.
 */
export const LANGUAGES: readonly Language[] = LANGUAGE_CODES.map((code) => ({ code, ...LANGUAGE_NAMES[code] }));

/**
 * GET /api/language/ui-translations?lang= — flat map of "namespace:key.path" to text.
 * Keys use i18next's namespace separator, so the client can add them as resources per namespace.
 */
export const UiTranslationsSchema = z
  .record(z.string(), z.string())
  .meta({ id: 'UiTranslations', description: 'flat map "namespace:dotted.key" → text' });
export type UiTranslations = z.infer<typeof UiTranslationsSchema>;

/** The first text of a query value (a repeated parameter arrives as a list), or nothing. */
function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** GET /language/ui-translations query: any `lang` is taken — an unknown, odd or missing one answers English, never an error. */
export const UiTranslationsQuerySchema = z.strictObject({
  lang: z
    .preprocess((value: string | undefined) => firstText(value), z.string().optional())
    .optional()
    .meta({ example: 'de', description: 'en, de, fr or ru; anything else gives English' }),
});
export type UiTranslationsQuery = z.input<typeof UiTranslationsQuerySchema>;

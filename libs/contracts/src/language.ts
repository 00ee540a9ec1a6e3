import { z } from 'zod';
import { LANGUAGE_CODES, type LANGUAGES } from './language-codes.js';
import type { Agrees, Check } from './schema-agrees.js';

/** A language of the site (GET /api/language/available answers them all). */
export const LanguageSchema = z.object({ code: z.enum(LANGUAGE_CODES), name: z.string(), nativeName: z.string() }).meta({ id: 'Language' });
export type Language = z.infer<typeof LanguageSchema>;
/** Fails to compile when the plain list of languages (language-codes.ts, no zod for the first page) and the schema disagree. */
export type LanguagesAgree = Check<Agrees<typeof LanguageSchema, (typeof LANGUAGES)[number]>>;

/** GET /api/language/available */
export const LanguageListSchema = z.array(LanguageSchema).meta({ description: 'Language[]: en, de, fr, ru' });

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

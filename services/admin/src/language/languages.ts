import { LANGUAGE_CODES, type Language, type LanguageCode } from '@eoa/contracts';

const NAMES: Record<LanguageCode, Omit<Language, 'code'>> = {
  en: { name: 'English', nativeName: 'English' },
  de: { name: 'German', nativeName: 'Deutsch' },
  fr: { name: 'French', nativeName: 'Français' },
  ru: { name: 'Russian', nativeName: 'Русский' },
};

/** The languages offered on the homepage, in the contracts' order (a new code fails to compile here). */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGE_CODES.map((code) => ({ code, ...NAMES[code] }));

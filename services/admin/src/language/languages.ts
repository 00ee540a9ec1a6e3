import { LANGUAGES, type Language } from '@eoa/contracts';

/** The languages offered on the homepage: the contracts' list (codes, English names, endonyms). */
export const AVAILABLE_LANGUAGES: readonly Language[] = LANGUAGES;

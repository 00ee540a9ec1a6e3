import { useTranslation } from 'react-i18next';

/** Game data changes only with a new data set: the atlas's answers stay fresh for the visit. */
export const ATLAS_STALE_MS = 10 * 60_000;

/**
 * The page's language: every atlas query key carries it, and calls that list `lang` (spec 2 §7) send it, so a language
 * change loads localized answers again instead of showing stale names.
 */
export function useLang(): string {
  return useTranslation().i18n.language;
}

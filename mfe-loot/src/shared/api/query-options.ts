import { useTranslation } from 'react-i18next';

/** Loot data changes only with a new data set: its answers stay fresh for the visit. */
export const LOOT_STALE_MS = 10 * 60_000;

/**
 * The page's language: every loot query key carries it, as the answers are localized by Accept-Language, so a language
 * change loads them again instead of showing stale names.
 */
export function useLang(): string {
  return useTranslation().i18n.language;
}

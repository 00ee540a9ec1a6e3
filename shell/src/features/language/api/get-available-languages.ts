import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { LANGUAGE_CODES, LANGUAGES, isLanguageCode, type Language } from '@eoa/contracts';

/** Endonyms used until (or if never) GET /language/available answers: the contracts' list of the four languages. */
export const FALLBACK_LANGUAGES: Language[] = [...LANGUAGES];

/** GET /api/language/available — the languages the interface offers. */
export function fetchAvailableLanguages(signal?: AbortSignal): Promise<Language[]> {
  return apiGet<Language[]>('/language/available', { signal });
}

/**
 * The offered languages, in the spec's order (en, de, fr, ru). The server may rename them, but only codes
 * the client has texts and flags for are shown; on failure or while loading the built-in list is used.
 */
export function useAvailableLanguages(): Language[] {
  const { data } = useQuery({
    queryKey: ['language', 'available'],
    queryFn: ({ signal }) => fetchAvailableLanguages(signal),
    staleTime: Infinity,
  });
  if (!Array.isArray(data)) return FALLBACK_LANGUAGES;
  const byCode = new Map(data.filter((language) => isLanguageCode(language?.code)).map((l) => [l.code, l]));
  return LANGUAGE_CODES.map(
    (code) => byCode.get(code) ?? FALLBACK_LANGUAGES.find((language) => language.code === code)!,
  );
}

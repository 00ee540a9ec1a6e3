import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { Profession } from '@eoa/contracts';

/**
 * GET /api/recipe/professions — every profession with its tiers, by localized name. The browser's profession
 * filter and the calculator both use it; a failure is only logged (spec 2 §8: "professions failure only logged"),
 * the selects then offer "All professions" alone.
 */
export function useProfessions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['crafting', 'professions', i18n.language],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<Profession[]>('/recipe/professions', { signal });
      } catch (error) {
        console.error('The crafting professions could not be loaded', error);
        return [] as Profession[];
      }
    },
    staleTime: 30 * 60_000,
  });
}

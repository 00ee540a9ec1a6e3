import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { OptimalPath, OptimalPathQuery } from '@eoa/contracts';

/** GET /api/recipe/optimal-path?profession&currentXP&targetXP — per tier the recommended recipes and crafts needed. */
export function useOptimalPath(query: OptimalPathQuery | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['crafting', 'optimal-path', query, i18n.language],
    queryFn: ({ signal }) => apiGet<OptimalPath>('/recipe/optimal-path', { query: { ...query! }, signal }),
    enabled: query !== null,
    staleTime: 10 * 60_000,
  });
}

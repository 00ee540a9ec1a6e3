import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { NPC_PAGE_SIZE, type NpcListQuery, type NpcPage } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/npcs — every NPC of the filters at once (pageSize 10000, spec 2 §7); the list keeps showing while filters change. */
export function useNpcList(filters: Omit<NpcListQuery, 'page' | 'pageSize' | 'lang'>, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'npcs', filters, lang],
    queryFn: ({ signal }) => apiGet<NpcPage>('/npcs', { query: { ...filters, page: 1, pageSize: NPC_PAGE_SIZE, lang }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: ATLAS_STALE_MS,
  });
}

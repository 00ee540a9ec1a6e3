import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { NpcDetail } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/npcs/{id}?lang — an NPC's details with its spawns (the NPCs tab and the map's numbered spawn markers). */
export function useNpcDetail(npcId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'npc', npcId, lang],
    queryFn: ({ signal }) => apiGet<NpcDetail>(`/npcs/${npcId}`, { query: { lang }, signal }),
    enabled: npcId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}

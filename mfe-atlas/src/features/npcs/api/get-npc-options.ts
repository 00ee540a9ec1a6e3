import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AggroType, NamedCode, NpcRace } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from '../../../shared/api/query-options';

/** GET /api/npcs/races — the Race filter's choices with their names. */
export function useNpcRaces() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'npc-races', lang],
    queryFn: ({ signal }) => apiGet<NamedCode<NpcRace>[]>('/npcs/races', { query: { lang }, signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

/** GET /api/npcs/aggro-types — the Aggro Type filter's choices with their names. */
export function useNpcAggroTypes() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'npc-aggro-types', lang],
    queryFn: ({ signal }) => apiGet<NamedCode<AggroType>[]>('/npcs/aggro-types', { query: { lang }, signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

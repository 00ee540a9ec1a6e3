import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { CLASS_IDS, type BaseStats, type ClassInfo, type ItemSet, type ProgressionMap, type RaceInfo, type Trait, type TraitSlots } from '@eoa/contracts';
import type { BuilderApiData } from '@eoa/game-rules';

/** Everything the builder page needs besides the item catalog: the engine's data and the race details. */
export interface BuilderGameData extends BuilderApiData {
  races: RaceInfo[];
}

/**
 * GET /api/character/classes/info, /character/races/info, /character/stats/{class} for every class,
 * /progression, /trait, /set and /trait/slots, in parallel — in the page's language (names), loaded again
 * when it changes; the numbers are the same in every language.
 */
export async function fetchBuilderGameData(signal?: AbortSignal): Promise<BuilderGameData> {
  const get = <T,>(path: string) => apiGet<T>(path, { signal, timeoutMs: 30_000 });
  const [classes, races, baseStats, progressions, traits, sets, traitSlots] = await Promise.all([
    get<ClassInfo[]>('/character/classes/info'),
    get<RaceInfo[]>('/character/races/info'),
    Promise.all(CLASS_IDS.map((id) => get<BaseStats[]>(`/character/stats/${id}`))).then((lists) => lists.flat()),
    get<ProgressionMap>('/progression'),
    get<Trait[]>('/trait'),
    get<ItemSet[]>('/set'),
    get<TraitSlots[]>('/trait/slots'),
  ]);
  return { classes, races, baseStats, progressions, traits, sets, traitSlots };
}

export function useBuilderGameData() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['builder', 'game-data', i18n.language],
    queryFn: ({ signal }) => fetchBuilderGameData(signal),
    staleTime: 10 * 60_000,
  });
}

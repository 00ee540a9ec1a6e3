import { create } from 'zustand';
import { isActiveSearch } from '@eoa/game-rules';
import { QUEST_LEVEL_MAX, QUEST_LEVEL_MIN, type QuestFaction, type QuestListQuery, type QuestSize } from '@eoa/contracts';

/** The quest list's filters (spec 2 §3 Quest filters), kept while the visitor moves between tabs. */
export interface QuestFilters {
  search: string;
  /** The quests of the map shown (or of the main zones in the composite view), or every quest. */
  place: 'view' | 'all';
  minLevel: number | null;
  maxLevel: number | null;
  category: string;
  size: QuestSize | '';
  repeatable: '' | 'yes' | 'no';
  faction: QuestFaction | '';
  expansion: string;
}

export const NO_QUEST_FILTERS: QuestFilters = {
  search: '',
  place: 'view',
  minLevel: null,
  maxLevel: null,
  category: '',
  size: '',
  repeatable: '',
  faction: '',
  expansion: '',
};

interface QuestFiltersState {
  filters: QuestFilters;
  set: (changes: Partial<QuestFilters>) => void;
  reset: () => void;
}

export const useQuestFilters = create<QuestFiltersState>()((set) => ({
  filters: NO_QUEST_FILTERS,
  set: (changes) => set(({ filters }) => ({ filters: { ...filters, ...changes } })),
  reset: () => set({ filters: NO_QUEST_FILTERS }),
}));

/** A level typed in a filter: a whole number from 1 to 50, else no limit. */
export function parseLevel(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const level = Number(text.trim());
  return level >= QUEST_LEVEL_MIN && level <= QUEST_LEVEL_MAX ? level : null;
}

/**
 * The GET /api/quests query for the filters and the view: the map shown (mapId) or, in the composite view, the main
 * zones' quests (scope mainZone); a search shorter than 3 characters is not sent (spec 2 §5).
 */
export function questQuery(filters: QuestFilters, view: { composite: boolean; mapId: number | null }): Omit<QuestListQuery, 'page' | 'pageSize' | 'lang'> {
  const query: Omit<QuestListQuery, 'page' | 'pageSize' | 'lang'> = {};
  if (filters.place === 'view') {
    if (view.composite) query.scope = 'mainZone';
    else if (view.mapId !== null) query.mapId = view.mapId;
  }
  if (isActiveSearch(filters.search)) query.search = filters.search.trim();
  if (filters.minLevel !== null) query.minLevel = filters.minLevel;
  if (filters.maxLevel !== null) query.maxLevel = filters.maxLevel;
  if (filters.category) query.category = filters.category;
  if (filters.size) query.size = filters.size;
  if (filters.repeatable) query.repeatable = filters.repeatable === 'yes';
  if (filters.faction) query.faction = filters.faction;
  if (filters.expansion) query.expansionFilter = filters.expansion;
  return query;
}

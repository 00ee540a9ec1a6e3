import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPANSION_ERAS, QUEST_FACTIONS, QUEST_SIZES, type AtlasMap, type QuestListItem } from '@eoa/contracts';
import { questLevelBand, sortByQuestName } from '@eoa/game-rules';
import { Button, classNames, EmptyState, ErrorState, LoadingState, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@eoa/ui';
import { useQuestList } from '../../shared/api/get-quests';
import { useLang } from '../../shared/api/query-options';
import { SearchField } from '../../shared/components/search-field';
import { VirtualList } from '../../shared/components/virtual-list';
import { useProgress } from '../../shared/progress-store';
import type { LocateError } from '../../shared/use-locate-selection';
import type { AtlasNavigation } from '../../shared/use-atlas-navigation';
import { useQuestCategories } from './api/get-quest-options';
import { QuestDetails } from './quest-details';
import { parseLevel, questQuery, useQuestFilters } from './quest-filters';
import './quests.css';

const ROW_HEIGHT = 44;

interface QuestsTabProps {
  nav: AtlasNavigation;
  maps: ReadonlyMap<number, AtlasMap>;
  locateError: LocateError | null;
  /** The composite data failed while the quest's markers needed it. */
  compositeFailed: boolean;
}

/**
 * The quests tab (spec 2 §2): the quest list with its search and filters (level colour bands, done marks), and the
 * selected quest's details below it. Selecting a quest toggles its details and shows its markers on the right map.
 */
export function QuestsTab({ nav, maps, locateError, compositeFailed }: QuestsTabProps) {
  const { t } = useTranslation('atlas');
  const lang = useLang();
  const listId = useId();
  const { view } = nav;
  const filters = useQuestFilters((state) => state.filters);
  const setFilters = useQuestFilters((state) => state.set);
  const resetFilters = useQuestFilters((state) => state.reset);
  const hideDone = useProgress((state) => state.hideDone);
  const setHideDone = useProgress((state) => state.setHideDone);
  const doneQuests = useProgress((state) => state.doneQuests);
  const [typed, setTyped] = useState(filters.search);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search !== filters.search) setFilters({ search });
  }, [search, filters.search, setFilters]);
  const [showFilters, setShowFilters] = useState(false);
  const categories = useQuestCategories();

  const query = questQuery(filters, view);
  const list = useQuestList(query);
  const done = useMemo(() => new Set(doneQuests), [doneQuests]);
  const quests = useMemo(() => {
    const all = list.data?.quests ?? [];
    const shown = hideDone ? all.filter((q) => !done.has(q.id)) : all;
    return sortByQuestName(shown, (q) => q.localizedName, lang);
  }, [list.data, hideDone, done, lang]);


  const toggleQuest = (quest: QuestListItem) => nav.selectQuest(view.questId === quest.id ? null : quest.id);

  let body;
  if (list.isPending) body = <LoadingState text={t('quests.loading')} />;
  else if (list.isError) body = <ErrorState title={t('errors.quests')} onRetry={() => void list.refetch()} />;
  else if (quests.length === 0) body = <EmptyState text={t('quests.empty')} />;
  else
    body = (
      <VirtualList
        items={quests}
        rowHeight={ROW_HEIGHT}
        keyOf={(quest) => quest.id}
        className="atlas-quest-list"
        labelledBy={listId}
        renderRow={(quest) => (
          <button
            type="button"
            className={classNames('atlas-quest-row', quest.id === view.questId && 'atlas-quest-row--selected', done.has(quest.id) && 'atlas-quest-row--done')}
            aria-expanded={quest.id === view.questId}
            onClick={() => toggleQuest(quest)}
          >
            <span className={`atlas-level atlas-level--${questLevelBand(quest.level)}`}>{quest.level}</span>
            <span className="atlas-quest-row__text">
              <span className="atlas-quest-row__name">{quest.localizedName}</span>
              <span className="atlas-quest-row__meta">{[quest.area ?? quest.zone, quest.categoryName].filter(Boolean).join(' · ')}</span>
            </span>
            {done.has(quest.id) ? (
              <span className="atlas-quest-row__done" aria-label={t('progress.done')}>
                ✓
              </span>
            ) : null}
          </button>
        )}
      />
    );

  const placeLabel = view.composite ? t('quests.place.mainZones') : view.mapId !== null ? t('quests.place.map', { name: maps.get(view.mapId)?.localizedName ?? '' }) : null;

  return (
    <div className="atlas-quests">
      <SearchField label={t('quests.searchLabel')} placeholder={t('quests.searchPlaceholder')} value={typed} onChange={setTyped} />
      <div className="atlas-quests__bar">
        {placeLabel ? (
          <label className="atlas-inline-field">
            <span>{t('quests.place.label')}</span>
            <select value={filters.place} onChange={(event) => setFilters({ place: event.target.value as 'view' | 'all' })}>
              <option value="view">{placeLabel}</option>
              <option value="all">{t('quests.place.all')}</option>
            </select>
          </label>
        ) : null}
        <Button size="sm" variant="ghost" aria-expanded={showFilters} onClick={() => setShowFilters(!showFilters)}>
          {t('quests.filters')}
        </Button>
      </div>
      {showFilters ? (
        <div className="atlas-quest-filters">
          <label className="atlas-inline-field">
            <span>{t('quests.minLevel')}</span>
            <input type="number" min={1} max={50} inputMode="numeric" value={filters.minLevel ?? ''} onChange={(e) => setFilters({ minLevel: parseLevel(e.target.value) })} />
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.maxLevel')}</span>
            <input type="number" min={1} max={50} inputMode="numeric" value={filters.maxLevel ?? ''} onChange={(e) => setFilters({ maxLevel: parseLevel(e.target.value) })} />
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.category')}</span>
            <select value={filters.category} onChange={(e) => setFilters({ category: e.target.value })}>
              <option value="">{t('quests.any')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.localizedName}
                </option>
              ))}
            </select>
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.size')}</span>
            <select value={filters.size} onChange={(e) => setFilters({ size: e.target.value as typeof filters.size })}>
              <option value="">{t('quests.any')}</option>
              {QUEST_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`questSize.${size}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.repeatable')}</span>
            <select value={filters.repeatable} onChange={(e) => setFilters({ repeatable: e.target.value as typeof filters.repeatable })}>
              <option value="">{t('quests.any')}</option>
              <option value="yes">{t('quests.yes')}</option>
              <option value="no">{t('quests.no')}</option>
            </select>
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.faction')}</span>
            <select value={filters.faction} onChange={(e) => setFilters({ faction: e.target.value as typeof filters.faction })}>
              <option value="">{t('quests.any')}</option>
              {QUEST_FACTIONS.map((faction) => (
                <option key={faction} value={faction}>
                  {t(`faction.${faction}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="atlas-inline-field">
            <span>{t('quests.expansion')}</span>
            <select value={filters.expansion} onChange={(e) => setFilters({ expansion: e.target.value })}>
              <option value="">{t('quests.any')}</option>
              {EXPANSION_ERAS.map((era) => (
                <option key={era} value={era}>
                  {t(`expansion.${era}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="atlas-check">
            <input type="checkbox" checked={hideDone} onChange={(e) => setHideDone(e.target.checked)} />
            {t('progress.hideDone')}
          </label>
          <Button
            size="sm"
            onClick={() => {
              resetFilters();
              setTyped('');
            }}
          >
            {t('quests.resetFilters')}
          </Button>
        </div>
      ) : null}
      <h3 id={listId} className="atlas-list-column__title">
        {t('quests.count', { count: quests.length })}
      </h3>
      {body}
      <QuestDetails nav={nav} maps={maps} locateError={locateError} compositeFailed={compositeFailed} />
    </div>
  );
}

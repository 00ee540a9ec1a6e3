import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { ApiError } from '@eoa/api-client';
import { type AggroType, type AtlasMap, type NpcListItem, type NpcMarker, type NpcRace, type QuestRef } from '@eoa/contracts';
import { formatCoordinateReadout, formatGameLocation, isActiveSearch } from '@eoa/game-rules';
import { Badge, Button, classNames, EmptyState, ErrorState, IconButton, LoadingState, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@eoa/ui';
import { useNpcDetail } from '../../shared/api/get-npc';
import { useNpcList } from '../../shared/api/get-npcs';
import { copyText } from '../../shared/clipboard';
import { CopyIcon } from '../../shared/components/copy-icon';
import { ScrollIcon } from '../../shared/components/scroll-icon';
import { SearchField } from '../../shared/components/search-field';
import { useScrollIntoView } from '../../shared/use-scroll-into-view';
import { VirtualList } from '../../shared/components/virtual-list';
import { placeOfPoint } from '../../shared/place';
import type { AtlasNavigation } from '../../shared/use-atlas-navigation';
import { useNpcAggroTypes, useNpcRaces } from './api/get-npc-options';
import './npcs.css';

const ROW_HEIGHT = 44;

interface NpcFilters {
  search: string;
  race: NpcRace | '';
  aggro: AggroType | '';
}

const NO_FILTERS: NpcFilters = { search: '', race: '', aggro: '' };

/** The NPC filters, kept while the visitor moves between tabs. */
const useNpcFilters = create<{ filters: NpcFilters; set: (changes: Partial<NpcFilters>) => void }>()((set) => ({
  filters: NO_FILTERS,
  set: (changes) => set(({ filters }) => ({ filters: { ...filters, ...changes } })),
}));

interface NpcsTabProps {
  nav: AtlasNavigation;
  maps: ReadonlyMap<number, AtlasMap>;
}

/**
 * The NPCs tab (spec 2 §2): search, Race and Aggro Type filters, Reset Filters; the NPCs of the map shown (all of them in
 * the composite view) with race, aggro and a scroll when they have quests; the selected NPC's details.
 */
export function NpcsTab({ nav, maps }: NpcsTabProps) {
  const { t } = useTranslation('atlas');
  const listId = useId();
  const { view } = nav;
  const filters = useNpcFilters((state) => state.filters);
  const setFilters = useNpcFilters((state) => state.set);
  const [typed, setTyped] = useState(filters.search);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const races = useNpcRaces();
  const aggroTypes = useNpcAggroTypes();
  const list = useNpcList({
    mapId: view.composite ? undefined : (view.mapId ?? undefined),
    race: filters.race || undefined,
    aggro: filters.aggro || undefined,
    search: isActiveSearch(search) ? search.trim() : undefined,
  });
  const npcs = list.data?.npcs ?? [];

  const toggle = (npc: NpcListItem) => nav.selectNpc(view.npcId === npc.mobId ? null : npc.mobId);

  let body;
  if (list.isPending) body = <LoadingState text={t('npcs.loading')} />;
  else if (list.isError)
    body = <ErrorState title={t('errors.npcs')} message={list.error instanceof ApiError ? list.error.serverMessage : undefined} onRetry={() => void list.refetch()} />;
  else if (npcs.length === 0) body = <EmptyState text={t('npcs.empty')} />;
  else
    body = (
      <VirtualList
        items={npcs}
        rowHeight={ROW_HEIGHT}
        keyOf={(npc) => npc.mobId}
        className="atlas-npc-list"
        labelledBy={listId}
        renderRow={(npc) => (
          <button
            type="button"
            className={classNames('atlas-npc-row', npc.mobId === view.npcId && 'atlas-npc-row--selected')}
            aria-expanded={npc.mobId === view.npcId}
            onClick={() => toggle(npc)}
          >
            <span className="atlas-npc-row__text">
              <span className="atlas-npc-row__name">{npc.localizedName}</span>
              <span className="atlas-npc-row__meta">
                {npc.raceName} · <span className={`atlas-aggro atlas-aggro--${npc.aggro}`}>{npc.aggroName}</span>
              </span>
            </span>
            {npc.hasQuests ? <ScrollIcon label={t('npcs.hasQuests')} /> : null}
          </button>
        )}
      />
    );

  return (
    <div className="atlas-npcs">
      <SearchField label={t('npcs.searchLabel')} placeholder={t('npcs.searchPlaceholder')} value={typed} onChange={setTyped} />
      <div className="atlas-npcs__filters">
        <label className="atlas-inline-field">
          <span>{t('npcs.race')}</span>
          <select value={filters.race} onChange={(e) => setFilters({ race: e.target.value as NpcFilters['race'] })}>
            <option value="">{t('npcs.allRaces')}</option>
            {(races.data ?? []).map((race) => (
              <option key={race.code} value={race.code}>
                {race.name}
              </option>
            ))}
          </select>
        </label>
        <label className="atlas-inline-field">
          <span>{t('npcs.aggro')}</span>
          <select value={filters.aggro} onChange={(e) => setFilters({ aggro: e.target.value as NpcFilters['aggro'] })}>
            <option value="">{t('npcs.allAggro')}</option>
            {(aggroTypes.data ?? []).map((aggro) => (
              <option key={aggro.code} value={aggro.code}>
                {aggro.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          onClick={() => {
            setFilters(NO_FILTERS);
            setTyped('');
          }}
        >
          {t('npcs.reset')}
        </Button>
      </div>
      <h3 id={listId} className="atlas-list-column__title">
        {t('npcs.count', { count: npcs.length })}
      </h3>
      {body}
      <NpcDetails nav={nav} maps={maps} />
    </div>
  );
}

/**
 * The selected NPC (spec 2 §2): picture, race, aggro, zones, areas, location, notes, the quests it starts and is involved in
 * (each opens the quest and its map), and its numbered spawn locations (each zooms the map to it).
 */
function NpcDetails({ nav, maps }: NpcsTabProps) {
  const { t } = useTranslation('atlas');
  const { view } = nav;
  const detail = useNpcDetail(view.npcId);
  const [copied, setCopied] = useState<number | null>(null);
  const articleRef = useScrollIntoView<HTMLElement>(detail.data?.mobId ?? null);
  if (view.npcId === null) return null;
  if (detail.isPending) return <LoadingState text={t('npcs.loadingDetails')} />;
  if (detail.isError) return <ErrorState title={t('errors.npcDetails')} onRetry={() => void detail.refetch()} />;
  const npc = detail.data;
  const openQuest = (quest: QuestRef) => nav.selectQuest(quest.id, 'quests');
  const showSpawn = (spawn: NpcMarker) => nav.goTo(placeOfPoint(spawn, view, maps));
  const copy = (spawn: NpcMarker) => void copyText(formatGameLocation(spawn.longitude, spawn.latitude)).then((ok) => setCopied(ok ? spawn.index : null));

  const questList = (title: string, quests: readonly QuestRef[]) =>
    quests.length ? (
      <section>
        <h3>{title}</h3>
        <ul className="atlas-npc-quests">
          {quests.map((quest) => (
            <li key={quest.id}>
              <button type="button" className="atlas-link-button" onClick={() => openQuest(quest)}>
                {quest.localizedName}
              </button>
              <span className="atlas-muted"> · {t('quests.level', { level: quest.level })}</span>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <article ref={articleRef} className="atlas-details" aria-labelledby="atlas-npc-title">
      <header className="atlas-details__header atlas-npc-header">
        {npc.screenshotUrl ? <img className="atlas-npc-picture" src={npc.screenshotUrl} alt={t('npcs.picture', { name: npc.localizedName })} width={96} height={96} /> : null}
        <div>
          <h2 id="atlas-npc-title">{npc.localizedName}</h2>
          <div className="atlas-details__badges">
            <Badge tone="grey">{npc.raceName}</Badge>
            <span className={`atlas-aggro atlas-aggro--${npc.aggro}`}>{npc.aggroName}</span>
            <span className="atlas-muted">{t('quests.level', { level: npc.level })}</span>
          </div>
        </div>
      </header>
      <dl className="atlas-facts">
        {npc.zones.length ? (
          <>
            <dt>{t('npcs.zones')}</dt>
            <dd>{npc.zones.map((z) => z.name).join(', ')}</dd>
          </>
        ) : null}
        {npc.areas.length ? (
          <>
            <dt>{t('npcs.areas')}</dt>
            <dd>{npc.areas.map((a) => a.name).join(', ')}</dd>
          </>
        ) : null}
        {npc.location ? (
          <>
            <dt>{t('npcs.location')}</dt>
            <dd>{npc.location}</dd>
          </>
        ) : null}
        {npc.notes ? (
          <>
            <dt>{t('npcs.notes')}</dt>
            <dd>{npc.notes}</dd>
          </>
        ) : null}
      </dl>
      {questList(t('npcs.startsQuests'), npc.startsQuests)}
      {questList(t('npcs.involvedQuests'), npc.involvedQuests)}
      {npc.markers.length ? (
        <section>
          <h3>{t('npcs.spawns')}</h3>
          <ol className="atlas-spawns">
            {npc.markers.map((spawn) => (
              <li key={spawn.index}>
                <button type="button" className="atlas-spawn" onClick={() => showSpawn(spawn)}>
                  <span className="atlas-spawn__number">{spawn.index}</span>
                  <span>
                    {spawn.zone} <span className="atlas-muted">{formatCoordinateReadout(spawn.longitude, spawn.latitude)}</span>
                  </span>
                </button>
                <IconButton
                  size="sm"
                  label={copied === spawn.index ? t('viewer.copiedShort') : t('viewer.copyLocationOf', { location: formatGameLocation(spawn.longitude, spawn.latitude) })}
                  onClick={() => copy(spawn)}
                >
                  {copied === spawn.index ? '✓' : <CopyIcon />}
                </IconButton>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOT_SEARCH_MAX_LENGTH } from '@eoa/contracts';
import { AppVersionStatus, EmptyState, ErrorState, LoadingState, StatusBar, ToolFrame, useDebouncedValue } from '@eoa/ui';
import { useBossTables } from '../features/boss-list/api/get-boss-tables';
import { useBossSearch } from '../features/boss-list/api/search-bosses';
import { BossList } from '../features/boss-list/components/boss-list';
import { groupsOfInstances, groupsOfResults } from '../features/boss-list/lib/boss-groups';
import { useBoss } from '../features/boss-loot/api/get-boss';
import { BossPanel } from '../features/boss-loot/components/boss-panel';
import { errorText } from '../shared/error-text';
import { useLootParams } from './use-loot-params';
import '../shared/muted-text.css';
import './loot-tables.css';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** /loot-tables: instances and their bosses on the left, the boss viewed and its guaranteed drops on the right. */
export function LootTablesPage() {
  const { t } = useTranslation('loot');
  const { t: tc } = useTranslation('common');
  const { bossId, search, selectBoss, setSearch } = useLootParams();
  const [typed, setTyped] = useState(search);
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const tables = useBossTables();
  const found = useBossSearch(query);
  const viewed = useBoss(bossId);
  // Groups the player opened (true) or closed (false); the rest are closed except the viewed boss's instance.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());

  // The search lives in the URL too (a link keeps it), without a history entry per key; when the URL changes
  // by itself (Back, a link), the box follows it.
  const lastQuery = useRef(query);
  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    setSearch(query);
  }, [query, setSearch]);
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== query) setTyped(search);
  }

  const instances = useMemo(() => tables.data?.instances ?? [], [tables.data]);
  const searching = query.length > 0;
  const groups = useMemo(
    () => (searching ? groupsOfResults(found.data?.bosses ?? [], instances) : groupsOfInstances(instances)),
    [searching, found.data, instances],
  );
  const mobCount = instances.reduce((sum, instance) => sum + instance.totalBosses, 0);

  // A deep link (or Back) to a boss opens its instance, unless the player closed it.
  const viewedInstance = viewed.data?.instanceId;
  const expanded = useMemo(() => {
    const open = new Set<number>();
    for (const instance of instances) {
      if (toggled.get(instance.instanceId) ?? instance.instanceId === viewedInstance) open.add(instance.instanceId);
    }
    return open;
  }, [instances, toggled, viewedInstance]);
  const toggle = (instanceId: number) => setToggled((previous) => new Map(previous).set(instanceId, !expanded.has(instanceId)));

  let list;
  if (tables.isPending) list = <LoadingState text={t('boss.loading')} />;
  else if (tables.isError) list = <ErrorState title={t('errors.tables')} message={errorText(tables.error)} onRetry={() => void tables.refetch()} />;
  else if (searching && found.isError) list = <ErrorState title={t('errors.search')} message={errorText(found.error)} onRetry={() => void found.refetch()} />;
  else if (searching && found.isPending) list = <LoadingState text={t('boss.loading')} />;
  else if (groups.length === 0) list = <EmptyState text={t('list.noMatch')} />;
  else list = <BossList groups={groups} expanded={expanded} allOpen={searching} selectedId={bossId} onToggle={toggle} onSelect={selectBoss} />;

  return (
    <ToolFrame
      title={tc('tools.loot')}
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <span>{t('status.instances', { count: instances.length })}</span>
          <span>{t('status.mobs', { count: mobCount })}</span>
          {viewed.data ? <span className="loot-status__viewing">{t('status.viewing', { name: viewed.data.localizedBossName })}</span> : null}
          {tables.isFetching || found.isFetching ? <span className="loot-muted">{t('boss.loading')}</span> : null}
        </StatusBar>
      }
    >
      <div className="loot-layout">
        <aside className="loot-sidebar" aria-label={t('list.label')}>
          <label className="loot-search">
            <span className="eoa-visually-hidden">{t('list.searchLabel')}</span>
            <input
              type="search"
              value={typed}
              maxLength={LOOT_SEARCH_MAX_LENGTH}
              placeholder={t('list.searchPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <div className="loot-sidebar__list">{list}</div>
        </aside>
        <section className="loot-main" aria-live="polite">
          <BossPanel mobId={bossId} />
        </section>
      </div>
    </ToolFrame>
  );
}

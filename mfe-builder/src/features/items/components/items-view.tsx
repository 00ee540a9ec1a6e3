import { useMemo, useState } from 'react';
import { debounce, useQueryState, useQueryStates } from 'nuqs';
import { useTranslation } from 'react-i18next';
import type { EquipmentSlot, Item, StatName } from '@eoa/contracts';
import { filterItems, slotsForItem, type BuilderApiData } from '@eoa/game-rules';
import { Button, ErrorState, ProgressBar } from '@eoa/ui';
import type { ItemCatalogState } from '../../../shared/item-catalog/use-item-catalog';
import { criteriaOf, ItemFilters, type ItemListState } from './item-filters';
import { ITEM_LIST_PARAMS, ITEM_LIST_URL_KEYS, listOf, PAGE_SIZES, valuesOf } from '../lib/list-params';
import { statText } from '../../../shared/stat-text';
import type { UpgradeRequest } from '../lib/upgrade-engine';
import { parseAsUpgradeMode, readWeights, UpgradeControls, UPGRADE_WEIGHTS_KEY, upgradeTargetOf } from './upgrade-controls';
import { useUpgradeGains } from '../hooks/use-upgrade-gains';
import { ItemGrid } from './item-grid';

/** How long the address may lag behind the list while the player types. */
const ADDRESS_DELAY_MS = 300;
/** The list's parameters a player types into (a stat filter holds a typed minimum). */
const TYPED_PARAMS = ['search', 'effectSearch', 'levelMin', 'levelMax', 'stat', 'stat1', 'stat2'] as const;

/** What the upgrade finder needs from the page: the game data and the build as the rules see it. */
export interface UpgradeContext {
  data: BuilderApiData | undefined;
  request: Omit<UpgradeRequest, 'candidateIds' | 'target'>;
}

export interface ItemsViewProps {
  catalog: ItemCatalogState & { reload: () => void };
  upgrade: UpgradeContext;
  /** The equipment slot selected in the panel: the list shows what fits it. */
  selectedSlot: EquipmentSlot | null;
  onEquip: (item: Item) => void;
  tooltipExtra?: (item: Item) => React.ReactNode;
}

/** Filters, search and sort over the cached catalog (in the page), a page of the result in the virtual grid. */
export function ItemsView({ catalog, upgrade, selectedSlot, onEquip, tooltipExtra }: ItemsViewProps) {
  const { t } = useTranslation('builder');
  // The list's state lives in the address (a link opens the same list); a change replaces the entry. A change of
  // the list shows at once and reaches the address a moment later (a change of address re-renders the whole page):
  // nuqs holds the address back (debounce) while the state it returns follows at once, and applies the write to the
  // address as it is then, so a change of another parameter meanwhile (the slot, the page) is kept.
  const [values, setValues] = useQueryStates(ITEM_LIST_PARAMS, { urlKeys: ITEM_LIST_URL_KEYS });
  const list = useMemo(() => listOf(values), [values]);
  const { pageSize, page } = values;
  const setPage = (next: number) => void setValues({ page: next });
  // By content: the same list read back from the address does not filter the catalog again.
  const listKey = JSON.stringify(list);
  const criteria = useMemo(() => {
    const base = criteriaOf(JSON.parse(listKey) as ItemListState);
    return selectedSlot ? { ...base, slot: selectedSlot } : base;
  }, [listKey, selectedSlot]);
  const sortBy = list.sortBy;
  const filtered = useMemo(() => filterItems(catalog.items, criteria, sortBy), [catalog.items, criteria, sortBy]);

  // The upgrade finder: every filtered item that fits a slot, ranked by the gain if it replaced what is worn.
  const [mode, setMode] = useQueryState('gain', parseAsUpgradeMode);
  const [weights, setWeights] = useState(readWeights);
  const changeWeights = (next: Partial<Record<StatName, number>>) => {
    setWeights(next);
    try {
      localStorage.setItem(UPGRADE_WEIGHTS_KEY, JSON.stringify(next));
    } catch {
      // Not remembered; used for this visit.
    }
  };
  const target = useMemo(() => upgradeTargetOf(mode, weights), [mode, weights]);
  const request = useMemo(
    () => (target ? { ...upgrade.request, target, candidateIds: filtered.filter((item) => slotsForItem(item).length > 0).map((item) => item.id) } : null),
    [target, upgrade.request, filtered],
  );
  const upgrades = useUpgradeGains(upgrade.data, catalog.items, catalog.status === 'ready', request);
  const matching = useMemo(() => {
    if (!upgrades.gains) return filtered;
    const gains = upgrades.gains;
    return filtered.filter((item) => gains.has(item.id)).sort((a, b) => gains.get(b.id)!.gain - gains.get(a.id)!.gain || a.id - b.id);
  }, [filtered, upgrades.gains]);
  const gainText = (itemId: number) => {
    const gain = upgrades.gains?.get(itemId);
    if (!gain || mode === null) return null;
    const text = mode === 'score' ? (Math.round(gain.gain * 10) / 10).toFixed(1) : statText(mode, gain.gain);
    return (
      <span className={gain.gain > 0 ? 'builder-delta--up' : gain.gain < 0 ? 'builder-delta--down' : 'builder-muted'} title={t('upgrade.gainTitle', { slot: t(`slots.${gain.slot}`) })}>
        {gain.gain > 0 ? '+' : ''}
        {text}
      </span>
    );
  };
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pages);
  const shown = useMemo(() => matching.slice((current - 1) * pageSize, current * pageSize), [matching, current, pageSize]);

  // Spec 1 §4: changing filters, search, the slot filter or the page size returns to page 1.
  // Typing reaches the address after a pause. A cleared field or a choice goes at once and ends a pending typed update
  // of the same key: a slot chosen right after the search was cleared could otherwise bring the old text back.
  const changeList = (next: ItemListState) => {
    const nextValues = valuesOf(next);
    const typing = TYPED_PARAMS.some((key) => nextValues[key] !== null && JSON.stringify(nextValues[key]) !== JSON.stringify(values[key]));
    void setValues({ ...nextValues, page: null }, typing ? { limitUrlUpdates: debounce(ADDRESS_DELAY_MS) } : undefined);
  };

  return (
    <div className="builder-items">
      <ItemFilters state={list} onChange={changeList} items={catalog.items} />
      <div className="builder-upgrade-row">
        <UpgradeControls
          mode={mode}
          onMode={(next) => {
            void setMode(next);
            void setValues({ page: null });
          }}
          weights={weights}
          onWeights={changeWeights}
          busy={upgrades.busy}
          ms={upgrades.ms}
        />
      </div>
      {catalog.status === 'loading' ? (
        <ProgressBar value={catalog.loaded} max={catalog.total || 1} label={t('items.loading', { loaded: catalog.loaded, total: catalog.total || '…' })} />
      ) : null}
      {catalog.status === 'error' && catalog.items.length === 0 ? (
        <ErrorState title={t('items.failed')} onRetry={catalog.reload} />
      ) : (
        <ItemGrid items={shown} onEquip={onEquip} tooltipExtra={tooltipExtra} cardExtra={upgrades.gains ? gainText : undefined} />
      )}
      <div className="builder-pager">
        <span className="builder-muted">{t('items.matching', { count: matching.length })}</span>
        <label>
          <span>{t('items.pageSize')}</span>
          <select
            value={pageSize}
            onChange={(event) => void setValues({ pageSize: Number(event.target.value), page: null })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="ghost" disabled={current <= 1} onClick={() => setPage(current - 1)} aria-label={t('items.previous')}>
          ‹
        </Button>
        <span>{t('items.page', { page: current, pages })}</span>
        <Button size="sm" variant="ghost" disabled={current >= pages} onClick={() => setPage(current + 1)} aria-label={t('items.next')}>
          ›
        </Button>
      </div>
    </div>
  );
}

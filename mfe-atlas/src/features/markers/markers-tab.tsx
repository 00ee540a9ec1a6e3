import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKER_GROUPS, markerCategoryIconPath, type Marker, type MarkerCategory } from '@eoa/contracts';
import { defaultEnabledCategories, markerListEntries, markerMatchesSearch } from '@eoa/game-rules';
import { Button, classNames, EmptyState, LoadingState, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@eoa/ui';
import { useLang } from '../../shared/api/query-options';
import { useAtlasStore } from '../../shared/atlas-store';
import { SearchField } from '../../shared/components/search-field';
import { VirtualList } from '../../shared/components/virtual-list';
import { useProgress } from '../../shared/progress-store';
import type { MarkerFilterResult } from '../../shared/use-view-data';
import './markers-tab.css';

const ROW_HEIGHT = 36;

interface MarkersTabProps {
  filters: MarkerFilterResult;
  /** The view's markers (every category): "No markers on this map" when there are none. */
  viewMarkerCount: number;
  loading: boolean;
  search: string;
  onSearch: (text: string) => void;
  /** A list click: centre the map on the marker and highlight it for 3 s. */
  onShow: (marker: Marker) => void;
  /** A checked marker: select it (zoom, flash, label). */
  onSelect: (marker: Marker) => void;
}

/**
 * The markers tab (spec 2 §2): the marker search, the filter column (Services, Points of Interest, Entities, Resources &
 * Other with Deselect All and Select Default) and the list column (its own search, select all, clear; at most 10,000 A–Z
 * with a notice).
 */
export function MarkersTab({ filters, viewMarkerCount, loading, search, onSearch, onShow, onSelect }: MarkersTabProps) {
  const { t } = useTranslation('atlas');
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The typed text goes to the URL after a pause (no history entry per key)…
  const lastSent = useRef(search);
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);
  // …and when the URL's search changes by itself (Back, a link), the box follows it.
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== debounced) setTyped(search);
  }

  return (
    <div className="atlas-markers">
      <SearchField label={t('markers.searchLabel')} placeholder={t('markers.searchPlaceholder')} value={typed} onChange={setTyped} />
      <div className="atlas-markers__columns">
        <CategoryFilters filters={filters} />
        <MarkerList
          filters={filters}
          viewMarkerCount={viewMarkerCount}
          loading={loading}
          onShow={onShow}
          onSelect={onSelect}
        />
      </div>
    </div>
  );
}

/** The four filter groups with their categories (icon, name, how many markers), Deselect All and Select Default. */
function CategoryFilters({ filters }: { filters: MarkerFilterResult }) {
  const { t } = useTranslation('atlas');
  const setEnabled = useAtlasStore((state) => state.setEnabledCategories);
  const setSearchCategories = useAtlasStore((state) => state.setSearchCategories);
  const bundling = useAtlasStore((state) => state.bundling);
  const setBundling = useAtlasStore((state) => state.setBundling);
  const hideDone = useProgress((state) => state.hideDone);
  const setHideDone = useProgress((state) => state.setHideDone);
  const { categories, enabled, searchActive, countByCategory } = filters;
  const groups = useMemo(
    () =>
      MARKER_GROUPS.map((group) => ({ group, categories: categories.filter((c) => c.group === group) })).filter((g) => g.categories.length > 0),
    [categories],
  );
  // During a search the toggles change the search's categories; the visitor's own choice comes back when it ends.
  const write = (codes: readonly number[]) => (searchActive ? setSearchCategories(codes) : setEnabled(codes));
  const toggle = (category: MarkerCategory) =>
    write(enabled.has(category.code) ? [...enabled].filter((code) => code !== category.code) : [...enabled, category.code]);

  return (
    <section className="atlas-filters" aria-label={t('markers.filtersLabel')}>
      <div className="atlas-filters__actions">
        <Button size="sm" onClick={() => write([])}>
          {t('markers.deselectAll')}
        </Button>
        <Button size="sm" onClick={() => (searchActive ? setSearchCategories(null) : setEnabled([...defaultEnabledCategories(categories.map((c) => c.code))]))}>
          {t('markers.selectDefault')}
        </Button>
      </div>
      {groups.map(({ group, categories: list }) => (
        <fieldset key={group} className="atlas-filters__group">
          <legend>{list[0]!.groupName || t(`markers.groups.${group}`)}</legend>
          {list.map((category) => (
            <label key={category.code} className="atlas-filters__category">
              <input type="checkbox" checked={enabled.has(category.code)} onChange={() => toggle(category)} />
              <img src={markerCategoryIconPath(category.code)} alt="" width={18} height={18} />
              <span className="atlas-filters__name">{category.name}</span>
              <span className="atlas-filters__count">{(countByCategory.get(category.code) ?? 0).toLocaleString()}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <fieldset className="atlas-filters__group">
        <legend>{t('markers.display')}</legend>
        <label className="atlas-filters__category">
          <input type="checkbox" checked={bundling} onChange={(event) => setBundling(event.target.checked)} />
          <span className="atlas-filters__name">{t('markers.bundle')}</span>
        </label>
        <label className="atlas-filters__category">
          <input type="checkbox" checked={hideDone} onChange={(event) => setHideDone(event.target.checked)} />
          <span className="atlas-filters__name">{t('progress.hideDone')}</span>
        </label>
      </fieldset>
    </section>
  );
}

interface MarkerListProps {
  filters: MarkerFilterResult;
  viewMarkerCount: number;
  loading: boolean;
  onShow: (marker: Marker) => void;
  onSelect: (marker: Marker) => void;
}

/** The listed markers A–Z (at most 10,000, with a notice), each with a checkbox that selects it on the map. */
const MarkerList = memo(function MarkerList({ filters, viewMarkerCount, loading, onShow, onSelect }: MarkerListProps) {
  const { t } = useTranslation('atlas');
  const lang = useLang();
  const listId = useId();
  const [listSearch, setListSearch] = useState('');
  const query = useDebouncedValue(listSearch, SEARCH_DEBOUNCE_MS);
  const selected = useAtlasStore((state) => state.selectedMarkerIds);
  const selectMarkers = useAtlasStore((state) => state.selectMarkers);
  const deselect = useAtlasStore((state) => state.deselectMarker);
  const clearSelection = useAtlasStore((state) => state.clearSelection);
  const doneMarkers = useProgress((state) => state.doneMarkers);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const done = useMemo(() => new Set(doneMarkers), [doneMarkers]);
  const { entries, total, capped } = useMemo(
    () => markerListEntries(filters.visible.filter((m) => markerMatchesSearch(m, query)), lang),
    [filters.visible, query, lang],
  );

  let body;
  if (loading && viewMarkerCount === 0) body = <LoadingState text={t('markers.loading')} />;
  else if (viewMarkerCount === 0) body = <EmptyState text={t('markers.noneOnMap')} />;
  else if (entries.length === 0) body = <EmptyState text={t('markers.noneFound')} />;
  else
    body = (
      <VirtualList
        items={entries}
        rowHeight={ROW_HEIGHT}
        keyOf={(marker) => marker.id}
        className="atlas-marker-list"
        labelledBy={listId}
        renderRow={(marker) => {
          const isSelected = selectedSet.has(marker.id);
          return (
            <div className={classNames('atlas-marker-row', isSelected && 'atlas-marker-row--selected', done.has(marker.id) && 'atlas-marker-row--done')}>
              <input
                type="checkbox"
                checked={isSelected}
                aria-label={t('markers.selectMarker', { label: marker.label })}
                onChange={() => (isSelected ? deselect(marker.id) : onSelect(marker))}
              />
              <button type="button" className="atlas-marker-row__show" onClick={() => onShow(marker)} title={t('markers.showOnMap')}>
                <img src={markerCategoryIconPath(marker.categoryCode)} alt="" width={18} height={18} />
                <span className="atlas-marker-row__label">{marker.label}</span>
                <span className="atlas-marker-row__category">{marker.categoryName}</span>
              </button>
            </div>
          );
        }}
      />
    );

  return (
    <section className="atlas-list-column" aria-labelledby={listId}>
      <h3 id={listId} className="atlas-list-column__title">
        {t('markers.listTitle', { count: total })}
      </h3>
      <SearchField label={t('markers.listSearchLabel')} placeholder={t('markers.listSearchPlaceholder')} value={listSearch} onChange={setListSearch} />
      <div className="atlas-list-column__actions">
        <Button size="sm" disabled={entries.length === 0} onClick={() => selectMarkers(entries.map((m) => m.id))}>
          {t('markers.selectAll')}
        </Button>
        <Button size="sm" disabled={selected.length === 0} onClick={clearSelection}>
          {t('markers.clear')}
        </Button>
      </div>
      {capped ? (
        <p className="atlas-notice" role="note">
          {t('markers.capped', { shown: entries.length.toLocaleString(), total: total.toLocaleString() })}
        </p>
      ) : null}
      {body}
    </section>
  );
});

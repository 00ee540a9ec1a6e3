import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { ATLAS_SEARCH_MAX_LENGTH, type AtlasMap, type LonLat, type MapsAnswer, type Marker } from '@eoa/contracts';
import { boxContains, formatGameLocation, isActiveSearch, parseGameLocation, searchMarkers } from '@eoa/game-rules';
import { classNames, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@eoa/ui';
import { useCompositeData } from '../../shared/api/get-composite';
import { useNpcList } from '../../shared/api/get-npcs';
import { useQuestList } from '../../shared/api/get-quests';
import { ATLAS_STALE_MS, useLang } from '../../shared/api/query-options';
import { useAtlasStore } from '../../shared/atlas-store';
import { placeOfPoint } from '../../shared/place';
import type { AtlasNavigation } from '../../shared/use-atlas-navigation';
import './world-search.css';

/** Results shown per kind. */
const PER_KIND = 6;

type Result =
  | { kind: 'place'; key: string; label: string; detail: string; at: LonLat; map: AtlasMap | null }
  | { kind: 'map'; key: string; label: string; detail: string; map: AtlasMap }
  | { kind: 'marker'; key: string; label: string; detail: string; marker: Marker }
  | { kind: 'quest'; key: string; label: string; detail: string; id: number }
  | { kind: 'npc'; key: string; label: string; detail: string; id: number };

/** GET /api/maps?search — maps (areas, dungeons, zones) whose name matches in any language. */
function useMapSearch(search: string, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'maps-search', search, lang],
    queryFn: ({ signal }) => apiGet<MapsAnswer>('/maps', { query: { search }, signal }),
    enabled,
    staleTime: ATLAS_STALE_MS,
  });
}

/** The smallest map (dungeons apart) whose box holds a position: where a typed location opens. */
export function mapAt(maps: Iterable<AtlasMap>, at: LonLat): AtlasMap | null {
  let best: AtlasMap | null = null;
  let bestArea = Infinity;
  for (const map of maps) {
    if (map.type === 'dungeon' || !boxContains(map.boundingBox, at.longitude, at.latitude)) continue;
    const area = (map.boundingBox.max.longitude - map.boundingBox.min.longitude) * (map.boundingBox.max.latitude - map.boundingBox.min.latitude);
    if (area < bestArea) {
      best = map;
      bestArea = area;
    }
  }
  return best;
}

interface WorldSearchProps {
  nav: AtlasNavigation;
  maps: ReadonlyMap<number, AtlasMap>;
  /** The current view's markers (a single map's are not all in the composite data: dungeons, the world map). */
  viewMarkers: readonly Marker[];
}

/**
 * One search box for the whole world: areas and maps, markers (every zone and area, and the map shown), quests and NPCs
 * by name in any language, and a location typed as the game writes it ("28.2S, 92.1W"). Choosing a result flies there. A
 * combobox: arrows move through the results, Enter opens one, Escape closes the list.
 */
export function WorldSearch({ nav, maps, viewMarkers }: WorldSearchProps) {
  const { t } = useTranslation('atlas');
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const text = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const location = useMemo(() => parseGameLocation(text), [text]);
  const searching = isActiveSearch(text) && location === null;
  const mapsFound = useMapSearch(text, searching);
  const quests = useQuestList({ search: text }, searching);
  const npcs = useNpcList({ search: text }, searching);
  const composite = useCompositeData(searching);
  const flashMarkers = useAtlasStore((state) => state.flashMarkers);
  const selectMarkers = useAtlasStore((state) => state.selectMarkers);

  const results = useMemo<Result[]>(() => {
    const out: Result[] = [];
    if (location) {
      const map = mapAt(maps.values(), location);
      out.push({ kind: 'place', key: 'place', label: formatGameLocation(location.longitude, location.latitude), detail: map?.localizedName ?? '', at: location, map });
      return out;
    }
    if (!searching) return out;
    for (const map of (mapsFound.data?.maps ?? []).slice(0, PER_KIND)) {
      out.push({ kind: 'map', key: `map-${map.id}`, label: map.localizedName, detail: t(`mapType.${map.type}`), map });
    }
    const pool = new Map<number, Marker>();
    for (const m of composite.data?.markers ?? []) pool.set(m.id, m);
    for (const m of viewMarkers) pool.set(m.id, m);
    const seenLabels = new Set<string>();
    for (const marker of searchMarkers([...pool.values()], text)?.markers ?? []) {
      // One result per label and map: the rest are the same thing elsewhere on that map.
      const key = `${marker.label}\u0000${marker.mapId}`;
      if (seenLabels.has(key)) continue;
      seenLabels.add(key);
      out.push({ kind: 'marker', key: `marker-${marker.id}`, label: marker.label, detail: `${marker.categoryName} · ${maps.get(marker.mapId)?.localizedName ?? ''}`, marker });
      if (seenLabels.size >= PER_KIND) break;
    }
    for (const quest of (quests.data?.quests ?? []).slice(0, PER_KIND)) {
      out.push({ kind: 'quest', key: `quest-${quest.id}`, label: quest.localizedName, detail: t('quests.level', { level: quest.level }), id: quest.id });
    }
    for (const npc of (npcs.data?.npcs ?? []).slice(0, PER_KIND)) {
      out.push({ kind: 'npc', key: `npc-${npc.mobId}`, label: npc.localizedName, detail: npc.raceName, id: npc.mobId });
    }
    return out;
  }, [location, searching, mapsFound.data, composite.data, viewMarkers, quests.data, npcs.data, text, maps, t]);

  const loading = searching && (mapsFound.isFetching || quests.isFetching || npcs.isFetching || composite.isFetching);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));

  const choose = (result: Result) => {
    setOpen(false);
    setTyped('');
    inputRef.current?.blur();
    switch (result.kind) {
      case 'place':
        if (result.map) nav.goTo(placeOfPoint({ ...result.at, mapId: result.map.id }, nav.view, maps));
        break;
      case 'map':
        nav.openMap(result.map.id);
        break;
      case 'marker':
        // After the move: opening another map clears the selection.
        nav.goTo(placeOfPoint(result.marker, nav.view, maps));
        selectMarkers([result.marker.id]);
        flashMarkers([result.marker.id]);
        break;
      case 'quest':
        nav.selectQuest(result.id, 'quests');
        break;
      case 'npc':
        nav.selectNpc(result.id, 'npcs');
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % Math.max(1, results.length));
    } else if (event.key === 'Enter' && open && results[activeIndex]) {
      event.preventDefault();
      choose(results[activeIndex]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && (results.length > 0 || loading || (searching && !loading));
  let group: Result['kind'] | null = null;
  return (
    <div className="atlas-world-search">
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label={t('worldSearch.label')}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[activeIndex] ? `${listId}-${results[activeIndex]!.key}` : undefined}
        placeholder={t('worldSearch.placeholder')}
        title={t('worldSearch.hint')}
        value={typed}
        maxLength={ATLAS_SEARCH_MAX_LENGTH}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        // A click on a result lands before the list closes.
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <ul id={listId} role="listbox" className="atlas-world-search__results" aria-label={t('worldSearch.results')}>
          {results.map((result, index) => {
            const heading = result.kind !== group ? t(`worldSearch.kinds.${result.kind}`) : null;
            group = result.kind;
            return (
              <li
                key={result.key}
                id={`${listId}-${result.key}`}
                role="option"
                aria-selected={index === activeIndex}
                className={classNames('atlas-world-search__result', index === activeIndex && 'atlas-world-search__result--active')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
              >
                {heading ? <span className="atlas-world-search__kind">{heading}</span> : null}
                <span className="atlas-world-search__label">{result.label}</span>
                {result.detail ? <span className="atlas-world-search__detail">{result.detail}</span> : null}
              </li>
            );
          })}
          {loading ? <li className="atlas-world-search__note">{t('worldSearch.searching')}</li> : null}
          {!loading && results.length === 0 ? <li className="atlas-world-search__note">{t('worldSearch.nothing')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Marker } from '@eoa/contracts';
import { AppVersionStatus, Button, classNames, ProgressBar, StatusBar, TabPanel, Tabs, ToolFrame, useSimulatedProgress } from '@eoa/ui';
import { MapViewer } from '../features/map-viewer/map-viewer';
import { MapsTab } from '../features/maps/maps-tab';
import { MarkersTab } from '../features/markers/markers-tab';
import { NpcsTab } from '../features/npcs/npcs-tab';
import { ProgressDialog } from '../features/progress/progress-dialog';
import { QuestsTab } from '../features/quests/quests-tab';
import { WorldSearch } from '../features/world-search/world-search';
import { useCompositeData } from '../shared/api/get-composite';
import { useNpcDetail } from '../shared/api/get-npc';
import { useQuestDetail } from '../shared/api/get-quest';
import { ATLAS_TABS } from '../shared/atlas-params';
import { useAtlasStore } from '../shared/atlas-store';
import { useAtlasNavigation } from '../shared/use-atlas-navigation';
import { useLocateSelection } from '../shared/use-locate-selection';
import { useMarkerFilters, useViewData, type MarkerFilterResult, type ViewData } from '../shared/use-view-data';
import './atlas.css';

const TAB_IDS = 'atlas-tab';

/** The status bar's filter summary (spec 2 §2): the map shown, the search, hidden categories, or "No filters active". */
function FilterSummary({ data, filters, search, composite }: { data: ViewData; filters: MarkerFilterResult; search: string; composite: boolean }) {
  const { t } = useTranslation('atlas');
  const parts: string[] = [];
  if (composite) parts.push(t('viewer.allZones'));
  else if (data.map) parts.push(data.map.localizedName);
  if (filters.searchActive) parts.push(t('status.search', { text: search.trim() }));
  if (filters.hiddenCount > 0) parts.push(t('status.hidden', { count: filters.hiddenCount }));
  return <span className="atlas-status__filters">{parts.length ? parts.join(' · ') : t('status.noFilters')}</span>;
}

/**
 * Maps & Quests (/map, spec 2 §2): the top bar with the world search and the progress marks, the Map Filters sidebar with
 * its four tabs (?tab=markers|maps|npcs|quests, default maps), the map viewer and the status bar. Every view is in the URL.
 */
export function AtlasPage() {
  const { t } = useTranslation('atlas');
  const { t: tc } = useTranslation('common');
  const sidebarId = useId();
  const nav = useAtlasNavigation();
  const { view } = nav;
  const data = useViewData(view);
  const filters = useMarkerFilters(data.markers, view.search);
  const locateError = useLocateSelection(nav, data.maps, !data.loadingMaps);
  const setLocate = useAtlasStore((state) => state.setLocate);
  const setSearchCategories = useAtlasStore((state) => state.setSearchCategories);
  const highlightMarker = useAtlasStore((state) => state.highlightMarker);
  const focusOn = useAtlasStore((state) => state.focusOn);
  const selectMarkers = useAtlasStore((state) => state.selectMarkers);
  const flashMarkers = useAtlasStore((state) => state.flashMarkers);
  const composite = useCompositeData(view.composite);
  const quest = useQuestDetail(view.questId);
  const npc = useNpcDetail(view.npcId);
  const [progressOpen, setProgressOpen] = useState(false);

  // A link to a quest or an NPC without a map: show its markers once its details arrive.
  useEffect(() => {
    if (view.mapId !== null || view.composite) return;
    if (view.questId !== null) setLocate({ kind: 'quest', id: view.questId });
    else if (view.npcId !== null) setLocate({ kind: 'npc', id: view.npcId });
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec 2 §4: a new search starts from its matching categories; clearing it brings the visitor's own choice back.
  useEffect(() => {
    setSearchCategories(null);
  }, [view.search, setSearchCategories]);

  // Spec 2 §4: the markers found by a search of 3+ characters flash for 5 s, and the map centres on them.
  const { searchActive, visible } = filters;
  const flashedFor = useRef('');
  useEffect(() => {
    const key = searchActive ? `${view.composite ? 'all' : view.mapId}:${view.search.trim()}` : '';
    if (key === flashedFor.current) return;
    flashedFor.current = key;
    if (!searchActive || visible.length === 0) return;
    flashMarkers(visible.map((m) => m.id));
    const lons = visible.map((m) => m.longitude);
    const lats = visible.map((m) => m.latitude);
    focusOn({ longitude: (Math.min(...lons) + Math.max(...lons)) / 2, latitude: (Math.min(...lats) + Math.max(...lats)) / 2, scale: null });
  }, [searchActive, visible, view.search, view.composite, view.mapId, flashMarkers, focusOn]);

  const showMarker = useCallback(
    (marker: Marker) => {
      highlightMarker(marker.id);
      focusOn({ longitude: marker.longitude, latitude: marker.latitude, scale: null });
    },
    [highlightMarker, focusOn],
  );
  const selectMarker = useCallback(
    (marker: Marker) => {
      selectMarkers([marker.id]);
      flashMarkers([marker.id]);
      nav.setMarker(marker.id);
      focusOn({ longitude: marker.longitude, latitude: marker.latitude, scale: null });
    },
    [selectMarkers, flashMarkers, nav, focusOn],
  );

  const markersProgress = useSimulatedProgress(data.loadingMarkers);
  const questProgress = useSimulatedProgress(view.questId !== null && quest.isFetching);
  const npcProgress = useSimulatedProgress(view.npcId !== null && npc.isFetching);
  const statusError = data.mapsError ? t('errors.maps') : view.composite && composite.isError ? t('errors.composite') : null;

  let panel;
  switch (view.tab) {
    case 'markers':
      panel = (
        <MarkersTab
          filters={filters}
          viewMarkerCount={data.markers.length}
          loading={data.loadingMarkers}
          search={view.search}
          onSearch={nav.setSearch}
          onShow={showMarker}
          onSelect={selectMarker}
        />
      );
      break;
    case 'maps':
      panel = <MapsTab currentMapId={view.mapId} composite={view.composite} onOpenMap={(id) => nav.openMap(id)} onComposite={() => nav.enterComposite()} />;
      break;
    case 'quests':
      panel = <QuestsTab nav={nav} maps={data.maps} locateError={locateError} compositeFailed={view.composite && composite.isError} />;
      break;
    case 'npcs':
      panel = <NpcsTab nav={nav} maps={data.maps} />;
      break;
  }

  return (
    <ToolFrame
      title={tc('tools.atlas')}
      actions={
        <>
          <WorldSearch nav={nav} maps={data.maps} viewMarkers={data.markers} />
          <Button size="sm" variant="ghost" onClick={() => setProgressOpen(true)}>
            {t('progress.button')}
          </Button>
        </>
      }
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <span>{t('status.markers', { count: filters.visible.length })}</span>
          <FilterSummary data={data} filters={filters} search={view.search} composite={view.composite} />
          {markersProgress !== null ? <ProgressBar value={markersProgress} label={t('status.loadingMarkers')} /> : null}
          {questProgress !== null ? <ProgressBar value={questProgress} label={t('status.loadingQuest')} /> : null}
          {npcProgress !== null ? <ProgressBar value={npcProgress} label={t('status.loadingNpc')} /> : null}
          {statusError ? <span className="atlas-status__error">{statusError}</span> : null}
        </StatusBar>
      }
    >
      <div className={classNames('atlas-layout', view.sidebarOpen && 'atlas-layout--open', view.sidebarOpen && `atlas-layout--${view.tab}`)}>
        <button
          type="button"
          className="atlas-side-tab"
          aria-expanded={view.sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => nav.setSidebarOpen(!view.sidebarOpen)}
        >
          <span>{t('sidebar.title')}</span>
        </button>
        {view.sidebarOpen ? (
          <aside id={sidebarId} className="atlas-sidebar" aria-label={t('sidebar.label')}>
            <Tabs
              items={ATLAS_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
              value={view.tab}
              onChange={nav.selectTab}
              label={t('tabs.label')}
              idPrefix={TAB_IDS}
            />
            <TabPanel idPrefix={TAB_IDS} tabId={view.tab}>
              {panel}
            </TabPanel>
          </aside>
        ) : null}
        <section className="atlas-main" aria-label={t('viewer.label')}>
          <MapViewer nav={nav} data={data} filters={filters} />
        </section>
      </div>
      <ProgressDialog open={progressOpen} onClose={() => setProgressOpen(false)} />
    </ToolFrame>
  );
}

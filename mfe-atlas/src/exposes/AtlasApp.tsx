import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppVersionStatus, Badge, Notice, StatusBar, TabPanel, Tabs, ToolFrame } from '@eoa/ui';
import { ATLAS_TABS, parseAtlasTab, type AtlasTab } from '../atlas-tabs';
import '../styles/atlas.css';

const TAB_IDS = 'atlas-tab';

/**
 * Maps & Quests (/map), loaded by the shell as `atlas/App`. For now the frame: the Map Filters sidebar with its
 * four tabs (?tab=markers|maps|npcs|quests, default maps, so the home page's Quests card can open
 * /map?tab=quests), the viewer area and the status bar, each saying that its data screen is being built.
 */
export default function AtlasApp() {
  const { t } = useTranslation('atlas');
  const { t: tc } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAtlasTab(searchParams.get('tab'));

  const selectTab = (next: AtlasTab) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('tab', next);
      return params;
    });

  return (
    <ToolFrame
      title={tc('tools.atlas')}
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <Badge tone="orange">{tc('status.inDevelopment')}</Badge>
        </StatusBar>
      }
    >
      <div className="atlas-frame">
        <aside className="atlas-frame__sidebar" aria-label={t('sidebar.label')}>
          <h2 className="atlas-frame__sidebar-title">{t('sidebar.title')}</h2>
          <Tabs
            items={ATLAS_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
            value={tab}
            onChange={selectTab}
            label={t('tabs.label')}
            idPrefix={TAB_IDS}
          />
          <TabPanel idPrefix={TAB_IDS} tabId={tab}>
            <div className="atlas-frame__tab-note">
              <p>{t(`views.${tab}`)}</p>
              <p className="atlas-frame__muted">{t('placeholder.sidebarNote')}</p>
            </div>
          </TabPanel>
        </aside>
        <section className="atlas-frame__viewer">
          <Notice title={t('placeholder.title')}>
            <p>{t('placeholder.body')}</p>
          </Notice>
        </section>
      </div>
    </ToolFrame>
  );
}

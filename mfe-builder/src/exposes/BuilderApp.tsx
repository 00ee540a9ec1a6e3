import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppVersionStatus, Badge, Notice, StatusBar, TabPanel, Tabs, ToolFrame } from '@eoa/ui';
import { BUILDER_VIEWS, parseBuilderView, type BuilderView } from '../builder-views';
import { BuildFileActions } from '../components/build-file-actions';
import '../styles/builder.css';

const TAB_IDS = 'builder-view';

/**
 * The character builder (/character-builder), loaded by the shell as `builder/App`. For now the frame only:
 * the centre tabs (kept in ?tab= so a view can be linked), the build-file actions and the status bar; each
 * view says honestly that its data screen is still being built.
 */
export default function BuilderApp() {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseBuilderView(searchParams.get('tab'));

  const selectView = (next: BuilderView) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('tab', next);
      return params;
    });

  return (
    <ToolFrame
      title={tc('tools.builder')}
      tabs={
        <Tabs
          items={BUILDER_VIEWS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={view}
          onChange={selectView}
          label={t('tabs.label')}
          idPrefix={TAB_IDS}
        />
      }
      actions={<BuildFileActions />}
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <Badge tone="orange">{tc('status.inDevelopment')}</Badge>
        </StatusBar>
      }
    >
      <TabPanel idPrefix={TAB_IDS} tabId={view}>
        <Notice title={t('placeholder.title', { view: t(`tabs.${view}`) })}>
          <p>{t(`views.${view}`)}</p>
          <p>{t('placeholder.body')}</p>
        </Notice>
      </TabPanel>
    </ToolFrame>
  );
}

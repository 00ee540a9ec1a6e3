import { useTranslation } from 'react-i18next';
import { AppVersionStatus, Badge, Notice, StatusBar, ToolFrame } from '@eoa/ui';

/**
 * Loot tables (/loot-tables), loaded by the shell as `loot/App`. For now the frame: top bar, status bar and an
 * honest note that the instance list and boss loot tables are still being built.
 */
export default function LootApp() {
  const { t } = useTranslation('loot');
  const { t: tc } = useTranslation('common');
  return (
    <ToolFrame
      title={tc('tools.loot')}
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <Badge tone="orange">{tc('status.inDevelopment')}</Badge>
        </StatusBar>
      }
    >
      <Notice title={t('placeholder.title')}>
        <p>{t('placeholder.intro')}</p>
        <p>{t('placeholder.body')}</p>
      </Notice>
    </ToolFrame>
  );
}

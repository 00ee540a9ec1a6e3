import { useTranslation } from 'react-i18next';
import { AppVersionStatus, Badge, Notice, StatusBar, ToolFrame } from '@eoa/ui';

/**
 * Crafting (/crafting), loaded by the shell as `crafting/App`. For now the frame: top bar, status bar and an
 * honest note that the recipe browser, trees and XP calculator are still being built.
 */
export default function CraftingApp() {
  const { t } = useTranslation('crafting');
  const { t: tc } = useTranslation('common');
  return (
    <ToolFrame
      title={tc('tools.crafting')}
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

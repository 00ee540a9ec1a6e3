import { useTranslation } from 'react-i18next';
import { TOOL_ICON_URLS } from '../../../assets/tool-icons/tool-icon-urls';
import { PlaceholderPage } from './placeholder-page';

const FEATURES = ['database', 'chains', 'markers', 'rewards', 'tracking'] as const;

/** `/quests`: placeholder listing the planned quest features. */
export function QuestsPage() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      documentTitle={t('placeholders.quests.documentTitle')}
      title={t('placeholders.quests.title')}
      status={t('placeholders.quests.status')}
      intro={t('placeholders.quests.intro')}
      iconUrl={TOOL_ICON_URLS.quests}
      features={FEATURES.map((feature) => t(`placeholders.quests.features.${feature}`))}
    />
  );
}

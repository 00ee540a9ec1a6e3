import { useTranslation } from 'react-i18next';
import { TOOL_ICON_URLS } from '../../../assets/tool-icons/tool-icon-urls';
import { PlaceholderPage } from './placeholder-page';

const FEATURES = ['database', 'virtues', 'titles', 'checklist', 'search'] as const;

/** `/deeds`: not available yet (spec: placeholder, marked coming soon). */
export function DeedsPage() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      documentTitle={t('placeholders.deeds.documentTitle')}
      title={t('placeholders.deeds.title')}
      status={t('placeholders.deeds.status')}
      intro={t('placeholders.deeds.intro')}
      iconUrl={TOOL_ICON_URLS.deeds}
      features={FEATURES.map((feature) => t(`placeholders.deeds.features.${feature}`))}
    />
  );
}

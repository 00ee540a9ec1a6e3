import { useTranslation } from 'react-i18next';
import { EmptyState } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { useSettings } from '../api/get-settings';
import { SettingCard } from './setting-card';
import './settings.css';

/** /admin/settings (spec 3 §2): one card per application setting. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSettings();

  let body;
  if (settings.isPending) body = <LoadingProgress text={t('settings.loading')} />;
  else if (settings.isError) body = <ErrorBanner message={t('settings.errors.load')} onRetry={() => void settings.refetch()} />;
  else if (settings.data.length === 0) body = <EmptyState text={t('settings.empty')} />;
  else
    body = (
      <div className="settings-cards">
        {settings.data.map((setting) => (
          <SettingCard key={setting.settingKey} setting={setting} />
        ))}
      </div>
    );

  return (
    <div className="admin-page settings-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('settings.title')}</h1>
      </header>
      <p className="admin-muted settings-page__note">{t('settings.appVersionNote')}</p>
      {body}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../app-info/use-app-info';

export interface StatusBarProps {
  /** Left-hand content: counts, filters, loading or error text of the tool. */
  children?: ReactNode;
  /** Right-hand content, usually <AppVersionStatus />. */
  right?: ReactNode;
}

/** The bottom bar of a tool page. */
export function StatusBar({ children, right }: StatusBarProps) {
  const { t } = useTranslation('common');
  return (
    <div className="eoa-status-bar" role="region" aria-label={t('status.label')}>
      <div className="eoa-status-bar__main">{children}</div>
      {right ? <div className="eoa-status-bar__right">{right}</div> : null}
    </div>
  );
}

/** Right-hand part of the status bar: app version labelled Beta, and the data version (spec §1). */
export function AppVersionStatus() {
  const { t } = useTranslation('common');
  const { data } = useAppInfo();
  return (
    <span className="eoa-app-version">
      <span className="eoa-app-version__app">
        {t('status.appVersion', { version: data.appVersion })}
        <span className="eoa-app-version__beta">{t('status.beta')}</span>
      </span>
      <span className="eoa-app-version__separator" aria-hidden="true">
        ·
      </span>
      <span className="eoa-app-version__data">{t('status.dataVersion', { version: data.dataVersion })}</span>
    </span>
  );
}

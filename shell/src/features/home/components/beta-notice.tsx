import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, useAppInfo } from '@eoa/ui';

/** The beta notice: versions from app-info (with the kit's fallbacks), About, Report Bug and View Bug Reports. */
export function BetaNotice({ onReportBug }: { onReportBug: () => void }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const { appVersion, dataVersion } = useAppInfo().data;
  return (
    <section className="beta-notice" data-testid="beta-notice" aria-labelledby={headingId}>
      <div className="beta-notice__body">
        <h2 className="beta-notice__title" id={headingId}>
          {t('home.beta.title')}
        </h2>
        <p className="beta-notice__text">{t('home.beta.text')}</p>
        <p className="beta-notice__versions">
          <span className="beta-notice__version">
            {t('home.beta.version', { version: appVersion })} <Badge tone="gold">{t('home.beta.betaLabel')}</Badge>
          </span>
          <span className="beta-notice__separator" aria-hidden="true">
            ◆
          </span>
          <span className="beta-notice__data">{t('home.beta.dataVersion', { dataVersion })}</span>
        </p>
      </div>
      <div className="beta-notice__actions">
        {/* Links styled with the kit's button classes: they navigate, so they stay real links. */}
        <Link className="eoa-button eoa-button--secondary eoa-button--md" to="/about">
          {t('home.beta.about')}
        </Link>
        <Button variant="primary" onClick={onReportBug}>
          {t('home.beta.reportBug')}
        </Button>
        <Link className="eoa-button eoa-button--secondary eoa-button--md" to="/corrections">
          {t('home.beta.viewReports')}
        </Link>
      </div>
    </section>
  );
}

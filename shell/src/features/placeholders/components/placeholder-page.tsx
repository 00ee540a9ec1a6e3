import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@eoa/ui';
import './placeholder-page.css';

interface PlaceholderPageProps {
  documentTitle: string;
  title: string;
  status: string;
  intro: string;
  iconUrl: string;
  features: string[];
}

/** A tool that is not available yet: what is planned, and links home and to the character builder. */
export function PlaceholderPage({ documentTitle, title, status, intro, iconUrl, features }: PlaceholderPageProps) {
  const { t } = useTranslation('shell');
  // The root layout resets the title on navigation (in a layout effect); a page sets its own afterwards.
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  const listId = useId();
  return (
    <article className="placeholder-page">
      <Link className="placeholder-page__back" to="/">
        <span aria-hidden="true">←</span> {t('placeholders.backHome')}
      </Link>
      <div className="placeholder-page__card">
        <img className="placeholder-page__icon" src={iconUrl} alt="" aria-hidden="true" width={72} height={72} />
        <h1>{title}</h1>
        <Badge tone="gold">{status}</Badge>
        <p className="placeholder-page__intro">{intro}</p>
        <section className="placeholder-page__features" aria-labelledby={listId}>
          <h2 id={listId}>{t('placeholders.plannedFeatures')}</h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        <p className="placeholder-page__meanwhile">{t('placeholders.meanwhile')}</p>
        <div className="placeholder-page__actions">
          <Link className="eoa-button eoa-button--secondary eoa-button--md" to="/">
            {t('placeholders.backHome')}
          </Link>
          <Link className="eoa-button eoa-button--primary eoa-button--md" to="/character-builder">
            {t('placeholders.openBuilder')}
          </Link>
        </div>
      </div>
    </article>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './about-page.css';

const QUOTE_KEYS = ['road', 'lantern', 'company'] as const;

/**
 * Section ids the footer's donation links point at (footer/donation-links.ts). Kept as plain strings here
 * because features do not import each other.
 */
const SUPPORT_AUTHOR_ID = 'support-author';
const SUPPORT_DATA_ID = 'support-data';

/** The support block a donation link pointed at is highlighted (client-side navigation does not set :target). */
const supportBlockClass = (targeted: boolean) =>
  targeted ? 'about__support-block is-targeted' : 'about__support-block';

/** `/about`: mission, data sources with their accuracy notes, as-is disclaimer, quotes, support, copyright. */
export function AboutPage() {
  const { t } = useTranslation('shell');
  // The root layout resets the title on navigation (in a layout effect); a page sets its own afterwards.
  useEffect(() => {
    document.title = t('about.documentTitle');
  }, [t]);
  const { hash } = useLocation();

  // The router does not scroll to #fragments; the donation links rely on it.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <article className="about">
      <Link className="about__back" to="/">
        <span aria-hidden="true">←</span> {t('about.backHome')}
      </Link>

      <header className="about__header">
        <h1>{t('about.title')}</h1>
        <p className="about__lead">{t('about.lead')}</p>
      </header>

      <section className="about__section" aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.title')}</h2>
        <p>{t('about.mission.text')}</p>
        <p>{t('about.mission.textSecond')}</p>
      </section>

      <section className="about__section" aria-labelledby="about-sources">
        <h2 id="about-sources">{t('about.sources.title')}</h2>
        <p>{t('about.sources.intro')}</p>
        <ul className="about__sources">
          {(['questArchive', 'clientExports'] as const).map((source) => (
            <li key={source} className="about__source">
              <h3>{t(`about.sources.${source}.name`)}</h3>
              <p>{t(`about.sources.${source}.text`)}</p>
              <p className="about__note">{t(`about.sources.${source}.note`)}</p>
            </li>
          ))}
        </ul>
        <p className="about__formulas">{t('about.sources.formulas')}</p>
      </section>

      <section className="about__section about__section--warning" aria-labelledby="about-disclaimer">
        <h2 id="about-disclaimer">{t('about.disclaimer.title')}</h2>
        <p>{t('about.disclaimer.text')}</p>
      </section>

      <section className="about__section" aria-labelledby="about-quotes">
        <h2 id="about-quotes">{t('about.quotes.title')}</h2>
        <div className="about__quotes">
          {QUOTE_KEYS.map((key) => (
            <figure key={key} className="about__quote">
              <blockquote>{t(`about.quotes.items.${key}`)}</blockquote>
              <figcaption>{t('about.quotes.attribution')}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="about__section" aria-labelledby="about-support">
        <h2 id="about-support">{t('about.support.title')}</h2>
        <div className="about__support">
          <section
            id={SUPPORT_AUTHOR_ID}
            className={supportBlockClass(hash === `#${SUPPORT_AUTHOR_ID}`)}
            aria-labelledby="about-support-author"
          >
            <h3 id="about-support-author">{t('about.support.author.title')}</h3>
            <p>{t('about.support.author.text')}</p>
            <p>{t('about.support.author.ways')}</p>
          </section>
          <section
            id={SUPPORT_DATA_ID}
            className={supportBlockClass(hash === `#${SUPPORT_DATA_ID}`)}
            aria-labelledby="about-support-data"
          >
            <h3 id="about-support-data">{t('about.support.data.title')}</h3>
            <p>{t('about.support.data.text')}</p>
            <p>{t('about.support.data.ways')}</p>
          </section>
        </div>
      </section>

      <p className="about__copyright">{t('about.copyright', { year: new Date().getFullYear() })}</p>
    </article>
  );
}

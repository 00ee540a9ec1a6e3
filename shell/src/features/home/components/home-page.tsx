import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_URL } from '../../../assets/logo-url';
import { useToolsInDevelopment } from '../api/get-tools-status';
import { HOME_TOOLS } from '../tools';
import { BetaNotice } from './beta-notice';
import { ToolCard } from './tool-card';
import './home.css';

interface HomePageProps {
  /** The language flags, composed in by the routes (features do not import each other). */
  languageSelector: ReactNode;
  /** Opens the bug-report dialog owned by the layout route. */
  onReportBug: () => void;
}

/** `/`: hero with the language flags and the site name, one card per tool, and the beta notice. */
export function HomePage({ languageSelector, onReportBug }: HomePageProps) {
  const { t } = useTranslation('shell');
  // The root layout resets the title on navigation (in a layout effect); a page sets its own afterwards.
  useEffect(() => {
    document.title = t('home.documentTitle');
  }, [t]);
  const inDevelopment = useToolsInDevelopment();
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero__languages">{languageSelector}</div>
        <img className="home-hero__emblem" src={LOGO_URL} alt="" aria-hidden="true" width={88} height={88} />
        <p className="home-hero__eyebrow">{t('home.heroEyebrow')}</p>
        <h1 className="home-hero__title">{t('site.name')}</h1>
        <p className="home-hero__tagline">{t('site.tagline')}</p>
      </section>

      <section className="home-tools" aria-labelledby="home-tools-heading">
        <h2 className="home-tools__heading" id="home-tools-heading">
          {t('home.toolsHeading')}
        </h2>
        <ul className="tool-grid">
          {HOME_TOOLS.map((tool) => (
            <ToolCard key={tool.id} tool={tool} inDevelopment={inDevelopment.has(tool.id)} />
          ))}
        </ul>
      </section>

      <BetaNotice onReportBug={onReportBug} />
    </div>
  );
}

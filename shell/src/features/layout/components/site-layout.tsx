import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGO_URL } from '../../../assets/logo-url';
import { ThemeToggle } from './theme-toggle';
import './site-layout.css';

interface SiteLayoutProps {
  /** Extra header controls composed in by the routes (the language picker). */
  headerControls?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of the shell's own pages: header (site name, navigation, language, theme), accuracy note, footer. */
export function SiteLayout({ headerControls, footer, children }: SiteLayoutProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="site-layout">
      <a className="site-layout__skip" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to="/" aria-label={t('site.homeLink')}>
            <img src={LOGO_URL} alt="" aria-hidden="true" width={34} height={34} />
            <span className="site-header__name">{t('site.name')}</span>
          </Link>
          <nav className="site-header__nav" aria-label={t('layout.mainNav')}>
            <NavLink to="/" end>
              {t('layout.nav.home')}
            </NavLink>
            <NavLink to="/about">{t('layout.nav.about')}</NavLink>
            <NavLink to="/corrections">{t('layout.nav.bugReports')}</NavLink>
          </nav>
          <div className="site-header__controls">
            {headerControls}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <p className="site-disclaimer" role="note">
        <span className="site-disclaimer__icon" aria-hidden="true">
          ⚠
        </span>
        <strong className="site-disclaimer__label">{t('layout.disclaimerLabel')}:</strong>{' '}
        {t('layout.disclaimer')}
      </p>
      <main className="site-layout__main" id="main-content" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}

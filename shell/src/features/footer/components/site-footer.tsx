import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DONATION_LINKS } from '../donation-links';
import './site-footer.css';

/** Footer of the shell's pages: two donation blocks, site links with the bug-report dialog, trademark text. */
export function SiteFooter({ onReportBug }: { onReportBug: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__support">
          <section className="site-footer__block">
            <h2 className="site-footer__title">
              <span aria-hidden="true">♥</span> {t('footer.supportAuthor.title')}
            </h2>
            <p>{t('footer.supportAuthor.text')}</p>
            <Link className="site-footer__donate" to={DONATION_LINKS.author}>
              {t('footer.supportAuthor.link')}
            </Link>
          </section>
          <section className="site-footer__block">
            <h2 className="site-footer__title">
              <span aria-hidden="true">♦</span> {t('footer.supportData.title')}
            </h2>
            <p>{t('footer.supportData.text')}</p>
            <Link className="site-footer__donate" to={DONATION_LINKS.dataProvider}>
              {t('footer.supportData.link')}
            </Link>
          </section>
        </div>
        <nav className="site-footer__links" aria-label={t('footer.links')}>
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/corrections">{t('footer.bugReports')}</Link>
          <button type="button" className="site-footer__link-button" onClick={onReportBug}>
            {t('footer.reportBug')}
          </button>
        </nav>
        <p className="site-footer__trademark">{t('footer.trademark')}</p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@eoa/i18n';
import { Spinner } from '@eoa/ui';
import { useAvailableLanguages } from '../api/get-available-languages';
import { FlagImage } from './flag-image';
import './language.css';

/** The homepage's row of flag buttons: one per language, the current one marked, a spinner while switching. */
export function LanguageFlags() {
  const { t } = useTranslation('shell');
  const languages = useAvailableLanguages();
  const current = useLanguageStore((state) => state.language);
  const loading = useLanguageStore((state) => state.loading);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div className="language-flags" role="group" aria-label={t('language.flagsLabel')} aria-busy={loading}>
      {languages.map((language) => {
        const active = language.code === current;
        return (
          <button
            key={language.code}
            type="button"
            className={active ? 'language-flags__button is-active' : 'language-flags__button'}
            aria-label={language.nativeName}
            aria-pressed={active}
            title={t('language.switchTo', { name: language.nativeName })}
            disabled={loading}
            onClick={() => void setLanguage(language.code)}
          >
            <FlagImage code={language.code} />
          </button>
        );
      })}
      {loading && (
        <span className="language-flags__loading" role="status">
          <Spinner size="sm" label="" />
          <span>{t('language.loading')}</span>
        </span>
      )}
    </div>
  );
}

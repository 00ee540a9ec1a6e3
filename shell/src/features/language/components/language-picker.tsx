import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@eoa/i18n';
import { isLanguageCode } from '@eoa/contracts';
import { useAvailableLanguages } from '../api/get-available-languages';
import { FlagImage } from './flag-image';
import './language.css';

/** Compact language choice for the site header: the current flag beside a select of the languages' own names. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const id = useId();
  const languages = useAvailableLanguages();
  const current = useLanguageStore((state) => state.language);
  const loading = useLanguageStore((state) => state.loading);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div className="language-picker" aria-busy={loading}>
      <label htmlFor={id} className="eoa-visually-hidden">
        {t('language.label')}
      </label>
      <FlagImage key={current} code={current} />
      <select
        id={id}
        className="language-picker__select"
        value={current}
        disabled={loading}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}

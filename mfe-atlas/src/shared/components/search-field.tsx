import { useTranslation } from 'react-i18next';
import { ATLAS_SEARCH_MAX_LENGTH } from '@eoa/contracts';
import { isActiveSearch } from '@eoa/game-rules';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** A search box of the sidebar, and the reminder that a search applies from 3 characters on (spec 2 §5). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const { t } = useTranslation('atlas');
  return (
    <>
      <label className="atlas-field">
        <span className="eoa-visually-hidden">{label}</span>
        <input type="search" value={value} maxLength={ATLAS_SEARCH_MAX_LENGTH} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      </label>
      {value.trim() && !isActiveSearch(value) ? <p className="atlas-hint">{t('markers.searchHint')}</p> : null}
    </>
  );
}

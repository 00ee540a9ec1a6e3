import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPANSION_ERAS } from '@eoa/contracts';
import { useDebouncedValue } from '@eoa/ui';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../../lib/timings';
import type { QuestListFilters } from '../api/get-quests';
import { QUEST_LIST_PARAMS, type QuestListChanges } from '../hooks/use-quest-list-params';

interface QuestFiltersProps {
  filters: QuestListFilters;
  /** The search as the address has it (the debounced text). */
  searchText: string;
  onChange: (changes: QuestListChanges) => void;
}

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

/** Search (debounced 300 ms into the address, spec 3 §9), excluded, overrides and era filters of the quest list. */
export function QuestFilters({ filters, searchText, onChange }: QuestFiltersProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(searchText);
  const settled = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS);

  // The address changed from elsewhere (Back, a link): the box follows.
  const [lastAddressText, setLastAddressText] = useState(searchText);
  if (searchText !== lastAddressText) {
    setLastAddressText(searchText);
    if (searchText !== settled) setText(searchText);
  }

  useEffect(() => {
    if (settled !== searchText) onChange({ search: settled.trim() ? settled : '' });
    // Only a settled change of the box writes the address; searchText moving is the echo of that write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="quest-filters" role="search">
      <label className="admin-field quest-filters__search">
        <span className="admin-field__label">{t('quests.filters.search')}</span>
        <input
          type="search"
          className="admin-input"
          placeholder={t('quests.filters.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{t('quests.filters.excluded')}</span>
        <select className="admin-input" value={flagValue(filters.excluded)} onChange={(event) => onChange({ excluded: QUEST_LIST_PARAMS.excluded.parse(event.target.value) })}>
          <option value="">{t('quests.filters.all')}</option>
          <option value="true">{t('quests.filters.excludedOnly')}</option>
          <option value="false">{t('quests.filters.notExcluded')}</option>
        </select>
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{t('quests.filters.overrides')}</span>
        <select className="admin-input" value={flagValue(filters.hasOverrides)} onChange={(event) => onChange({ hasOverrides: QUEST_LIST_PARAMS.hasOverrides.parse(event.target.value) })}>
          <option value="">{t('quests.filters.all')}</option>
          <option value="true">{t('quests.filters.withOverrides')}</option>
          <option value="false">{t('quests.filters.withoutOverrides')}</option>
        </select>
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{t('quests.filters.expansion')}</span>
        <select className="admin-input" value={filters.expansion ?? ''} onChange={(event) => onChange({ expansion: QUEST_LIST_PARAMS.expansion.parse(event.target.value) })}>
          <option value="">{t('quests.filters.allEras')}</option>
          {EXPANSION_ERAS.map((era) => (
            <option key={era} value={era}>
              {t(`common.eras.${era}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_STATUSES,
  type CorrectionEntityType,
  type CorrectionStatus,
} from '@eoa/contracts';

interface CorrectionsFiltersProps {
  status: CorrectionStatus | null;
  entityType: CorrectionEntityType | null;
  onStatusChange: (status: CorrectionStatus | null) => void;
  onEntityTypeChange: (entityType: CorrectionEntityType | null) => void;
}

const ALL = '';

/** Status (all + the five) and type (all, Quest, NPC, Bug Report) filters. */
export function CorrectionsFilters({ status, entityType, onStatusChange, onEntityTypeChange }: CorrectionsFiltersProps) {
  const { t } = useTranslation('shell');
  const statusId = useId();
  const typeId = useId();
  return (
    <div className="corrections-filters" role="group" aria-label={t('corrections.filters.label')}>
      <div className="corrections-filters__field">
        <label htmlFor={statusId}>{t('corrections.filters.status')}</label>
        <select
          id={statusId}
          value={status ?? ALL}
          onChange={(event) => onStatusChange((event.target.value || null) as CorrectionStatus | null)}
        >
          <option value={ALL}>{t('corrections.filters.allStatuses')}</option>
          {CORRECTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`corrections.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="corrections-filters__field">
        <label htmlFor={typeId}>{t('corrections.filters.type')}</label>
        <select
          id={typeId}
          value={entityType ?? ALL}
          onChange={(event) => onEntityTypeChange((event.target.value || null) as CorrectionEntityType | null)}
        >
          <option value={ALL}>{t('corrections.filters.allTypes')}</option>
          {CORRECTION_ENTITY_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`corrections.entityType.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

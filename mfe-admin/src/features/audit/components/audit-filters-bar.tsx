import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@eoa/contracts';
import { Button, useDebouncedValue } from '@eoa/ui';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../../lib/timings';
import { AUDIT_PARAMS, type AuditFilterChanges } from '../hooks/use-audit-params';
import type { AuditFilterValues } from '../lib/audit-filters';

export interface AuditFiltersBarProps {
  filters: AuditFilterValues;
  onChange: (changes: AuditFilterChanges) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * The audit log's filters (spec 3 §2): action, username, entity type, start and end date, refresh and clear. The
 * username is written to the address once typing pauses (300 ms, as the quest search), the others at once.
 */
export function AuditFiltersBar({ filters, onChange, onClear, onRefresh, refreshing }: AuditFiltersBarProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [username, setUsername] = useState(filters.username);
  const settled = useDebouncedValue(username.trim(), ADMIN_SEARCH_DEBOUNCE_MS);

  // The address changed from elsewhere (Clear filters, Back): the box follows.
  const [addressUsername, setAddressUsername] = useState(filters.username);
  if (filters.username !== addressUsername) {
    setAddressUsername(filters.username);
    if (filters.username.trim() !== settled) setUsername(filters.username);
  }

  useEffect(() => {
    if (settled !== filters.username.trim()) onChange({ username: settled });
    // Only a settled change of the box writes the address; filters.username moving is the echo of that write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="audit-filters" role="search" aria-label={t('audit.filters.label')}>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-action`}>
          {t('audit.filters.action')}
        </label>
        <select id={`${id}-action`} className="admin-input" value={filters.action ?? ''} onChange={(event) => onChange({ action: AUDIT_PARAMS.action.parse(event.target.value) })}>
          <option value="">{t('audit.filters.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`common.auditActions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-username`}>
          {t('audit.filters.username')}
        </label>
        <input
          id={`${id}-username`}
          className="admin-input"
          type="search"
          value={username}
          maxLength={100}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-entity`}>
          {t('audit.filters.entityType')}
        </label>
        <select id={`${id}-entity`} className="admin-input" value={filters.entityType ?? ''} onChange={(event) => onChange({ entityType: AUDIT_PARAMS.entityType.parse(event.target.value) })}>
          <option value="">{t('audit.filters.allEntityTypes')}</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common.entityTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-start`}>
          {t('audit.filters.startDate')}
        </label>
        <input
          id={`${id}-start`}
          className="admin-input"
          type="date"
          value={filters.startDate}
          max={filters.endDate || undefined}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-end`}>
          {t('audit.filters.endDate')}
        </label>
        <input
          id={`${id}-end`}
          className="admin-input"
          type="date"
          value={filters.endDate}
          min={filters.startDate || undefined}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
      </div>
      <div className="audit-filters__buttons">
        <Button onClick={onRefresh} disabled={refreshing}>
          {refreshing ? t('audit.refreshing') : t('audit.refresh')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setUsername('');
            onClear();
          }}
        >
          {t('audit.clearFilters')}
        </Button>
      </div>
    </div>
  );
}

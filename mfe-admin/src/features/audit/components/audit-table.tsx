import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@eoa/contracts';
import { Badge, Button, formatDateTime } from '@eoa/ui';
import { actionTone } from '../lib/audit-filters';

/** Spec 3 §2's columns, in order. */
const COLUMNS = ['id', 'timestamp', 'username', 'action', 'entity', 'ipAddress', 'details'] as const;

export interface AuditTableProps {
  entries: readonly AuditLogEntry[];
  busy: boolean;
  onDetails: (entry: AuditLogEntry) => void;
}

/** One page of the audit log (spec 3 §2 columns): id, localized timestamp, username, action badge, entity, IP, details. */
export function AuditTable({ entries, busy, onDetails }: AuditTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="audit-table-wrap">
      <table className="admin-table audit-table" aria-label={t('audit.tableLabel')} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} aria-label={t('audit.rowLabel', { id: entry.id })}>
              <td className="audit-table__number">{entry.id}</td>
              <td className="audit-table__nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
              </td>
              <td className="audit-table__username">{entry.username}</td>
              <td>
                <Badge tone={actionTone(entry.action)}>{t(`common.auditActions.${entry.action}`, { defaultValue: entry.action })}</Badge>
              </td>
              <td>
                {t(`common.entityTypes.${entry.entityType}`, { defaultValue: entry.entityType })}
                {entry.entityId ? <span className="admin-muted"> #{entry.entityId}</span> : null}
              </td>
              <td className="audit-table__nowrap">
                <code>{entry.ipAddress ?? '—'}</code>
              </td>
              <td>
                <Button size="sm" variant="ghost" onClick={() => onDetails(entry)} aria-label={t('audit.detailsFor', { id: entry.id })}>
                  {t('audit.details.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@eoa/contracts';
import { Badge, Dialog, formatDateTime } from '@eoa/ui';
import { changeLines } from '../../../lib/audit-changes';
import { actionTone } from '../lib/audit-filters';

/** A value of the changes as readable data: text as it is, anything else as indented JSON. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  if (value === null || value === undefined) return <span className="admin-muted">{t('audit.details.none')}</span>;
  if (typeof value === 'string') return <span className="audit-details__text">{value}</span>;
  if (typeof value !== 'object') return <code>{JSON.stringify(value)}</code>;
  return <pre className="audit-details__json">{JSON.stringify(value, null, 2)}</pre>;
}

/**
 * An audit entry's changes as formatted structured data (spec 3 §2): the changed fields in a before → after table, and
 * whatever else the entry records (context, a deleted row…) as indented JSON.
 */
export function AuditDetailsDialog({ entry, onClose }: { entry: AuditLogEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lines = changeLines(entry.changes);
  const fieldChanges = lines.filter((line) => line.kind === 'change');
  const context = Object.fromEntries(lines.flatMap((line) => (line.kind === 'value' ? [[line.field, line.value]] : [])));

  const meta = (label: string, value: ReactNode) => (
    <div className="audit-details__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Dialog open onClose={onClose} width={760} title={t('audit.details.title', { id: entry.id })}>
      <dl className="audit-details__meta">
        {meta(t('audit.columns.action'), <Badge tone={actionTone(entry.action)}>{t(`common.auditActions.${entry.action}`, { defaultValue: entry.action })}</Badge>)}
        {meta(t('audit.columns.timestamp'), formatDateTime(entry.createdAt, i18n.language))}
        {meta(t('audit.columns.username'), entry.username)}
        {meta(t('audit.columns.entity'), `${t(`common.entityTypes.${entry.entityType}`, { defaultValue: entry.entityType })}${entry.entityId ? ` #${entry.entityId}` : ''}`)}
        {meta(t('audit.columns.ipAddress'), entry.ipAddress ?? t('audit.details.none'))}
      </dl>

      {fieldChanges.length > 0 ? (
        <table className="admin-table audit-details__changes" aria-label={t('audit.details.changes')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.details.field')}</th>
              <th scope="col">{t('audit.details.before')}</th>
              <th scope="col">{t('audit.details.after')}</th>
            </tr>
          </thead>
          <tbody>
            {fieldChanges.map((line) =>
              line.kind === 'change' ? (
                <tr key={line.field}>
                  <th scope="row">
                    <code>{line.field}</code>
                  </th>
                  <td>
                    <Value value={line.before} />
                  </td>
                  <td>
                    <Value value={line.after} />
                  </td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      ) : null}

      {Object.keys(context).length > 0 ? (
        <section className="audit-details__context" aria-label={t('audit.details.data')}>
          <h3>{t('audit.details.data')}</h3>
          <pre className="audit-details__json">{JSON.stringify(context, null, 2)}</pre>
        </section>
      ) : null}

      {lines.length === 0 ? <p className="admin-muted">{t('audit.details.noChanges')}</p> : null}
    </Dialog>
  );
}

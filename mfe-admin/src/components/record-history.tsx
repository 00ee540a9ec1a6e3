import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntityType } from '@eoa/contracts';
import { Badge, formatDateTime, Spinner } from '@eoa/ui';
import { useRecordHistory } from '../hooks/use-record-history';
import { changeLines, changeValueText } from '../lib/audit-changes';
import { ErrorBanner } from './error-banner';
import './admin.css';
import './record-history.css';

export interface RecordHistoryProps {
  entityType: AuditEntityType;
  entityId: string | number;
  /** The heading's level in the page around it (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A record's history (beyond the spec: who changed what on this quest, correction…): its audit entries, newest
 * first — when, who, the action, and each changed field before → after, with the whole entry as data on demand.
 */
export function RecordHistory({ entityType, entityId, headingLevel = 3 }: RecordHistoryProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const history = useRecordHistory(entityType, String(entityId));
  const Heading = `h${headingLevel}` as const;
  const entries = history.data?.auditLogs ?? [];

  return (
    <section className="record-history" aria-labelledby={headingId} aria-busy={history.isFetching || undefined}>
      <Heading id={headingId} className="record-history__title">
        {t('common.history.title')}
      </Heading>
      {history.isPending ? (
        <p className="record-history__loading" role="status">
          <Spinner size="sm" label="" />
          {t('common.history.loading')}
        </p>
      ) : history.isError ? (
        <ErrorBanner message={t('common.history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p className="admin-muted">{t('common.history.empty')}</p>
      ) : (
        <>
          <ol className="record-history__list">
            {entries.map((entry) => {
              const lines = changeLines(entry.changes);
              return (
                <li key={entry.id} className="record-history__entry">
                  <div className="record-history__meta">
                    <Badge tone="blue">{t(`common.auditActions.${entry.action}`, { defaultValue: entry.action })}</Badge>
                    <span className="record-history__who">{entry.username}</span>
                    <time dateTime={entry.createdAt} className="admin-muted">
                      {formatDateTime(entry.createdAt, i18n.language)}
                    </time>
                  </div>
                  {lines.length > 0 ? (
                    <ul className="record-history__changes">
                      {lines.map((line) => (
                        <li key={line.field}>
                          <span className="record-history__field">{line.field}</span>{' '}
                          {line.kind === 'change' ? (
                            <>
                              <span className="record-history__before">{changeValueText(line.before)}</span>
                              <span aria-hidden="true"> → </span>
                              <span className="eoa-visually-hidden">{t('common.history.becomes')}</span>
                              <span className="record-history__after">{changeValueText(line.after)}</span>
                            </>
                          ) : (
                            <span>{changeValueText(line.value)}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <details className="record-history__details">
                    <summary>{t('common.history.details')}</summary>
                    <pre>{JSON.stringify(entry.changes, null, 2)}</pre>
                  </details>
                </li>
              );
            })}
          </ol>
          {history.data && history.data.totalCount > entries.length ? (
            <p className="admin-muted record-history__more">{t('common.history.more', { shown: entries.length, total: history.data.totalCount })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

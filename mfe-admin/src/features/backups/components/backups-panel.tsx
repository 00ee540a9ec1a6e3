import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import type { BackupInfo, RestoreResult } from '@eoa/contracts';
import { AlertDialog, Button, Dialog, EmptyState, formatDateTime, Spinner } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { formatFileSize } from '../../../lib/format';
import { useBackups } from '../api/get-backups';
import { useCreateBackup } from '../api/post-backup';
import { useRestoreBackup } from '../api/post-restore';
import '../../../components/admin.css';
import './backups.css';

type Outcome = { kind: 'created'; backup: BackupInfo } | { kind: 'restored'; result: RestoreResult };

/**
 * The dashboard's backup action (spec 3 §2) and, beyond the spec, the backups with a safety net: the backup files
 * with their date, size and author, each with Restore — a confirmation says a safety backup of the current state is
 * taken first, then the result names both files and every answer of the page is loaded again.
 */
export function BackupsPanel() {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const backups = useBackups();
  const createBackup = useCreateBackup();
  const restoreBackup = useRestoreBackup();
  const [backupFailed, setBackupFailed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [restoring, setRestoring] = useState<BackupInfo | null>(null);
  const language = i18n.language;
  const date = (iso: string) => formatDateTime(iso, language) ?? iso;

  const onCreate = () => {
    setOutcome(null);
    createBackup.mutate(undefined, {
      onSuccess: (backup) => setOutcome({ kind: 'created', backup }),
      onError: (error) => {
        // Spec 3 §8: "Backup failed. Check console for details." — the details are here.
        console.error('Backup failed', error);
        setBackupFailed(true);
      },
    });
  };

  const openRestore = (backup: BackupInfo) => {
    restoreBackup.reset();
    setRestoring(backup);
  };

  const onRestore = () => {
    if (!restoring) return;
    restoreBackup.mutate(restoring.fileName, {
      onSuccess: (result) => {
        setRestoring(null);
        setOutcome({ kind: 'restored', result });
      },
      onError: (error) => console.error('Restore failed', error),
    });
  };

  const restoreError = restoreBackup.error
    ? restoreBackup.error instanceof ApiError && restoreBackup.error.serverMessage
      ? t('backups.restoreFailedWithReason', { reason: restoreBackup.error.serverMessage })
      : t('backups.restoreFailed')
    : null;

  return (
    <section className="admin-card backups" aria-labelledby={headingId}>
      <header className="backups__header">
        <div>
          <h3 id={headingId} className="admin-card__title backups__title">
            {t('backups.title')}
          </h3>
          <p className="admin-muted backups__intro">{t('backups.intro')}</p>
        </div>
        <Button variant="primary" onClick={onCreate} disabled={createBackup.isPending} aria-busy={createBackup.isPending || undefined}>
          {createBackup.isPending ? t('backups.creating') : t('backups.create')}
        </Button>
      </header>

      {outcome ? (
        <div className="admin-banner admin-banner--success" role="status">
          <p className="admin-banner__text">
            {outcome.kind === 'created'
              ? t('backups.created', { fileName: outcome.backup.fileName })
              : t('backups.restored', { fileName: outcome.result.restored, safety: outcome.result.safetyBackup.fileName })}
          </p>
        </div>
      ) : null}

      {backups.isPending ? (
        <div className="backups__loading" role="status">
          <Spinner size="sm" label="" />
          <span>{t('backups.loading')}</span>
        </div>
      ) : backups.isError ? (
        <ErrorBanner message={t('backups.loadFailed')} onRetry={() => void backups.refetch()} />
      ) : backups.data.length === 0 ? (
        <EmptyState text={t('backups.empty')} />
      ) : (
        <div className="backups__table-wrap">
          <table className="admin-table">
            <caption className="eoa-visually-hidden">{t('backups.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backups.columns.file')}</th>
                <th scope="col">{t('backups.columns.created')}</th>
                <th scope="col">{t('backups.columns.size')}</th>
                <th scope="col">{t('backups.columns.by')}</th>
                <th scope="col">
                  <span className="eoa-visually-hidden">{t('backups.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {backups.data.map((backup) => (
                <tr key={backup.fileName}>
                  <th scope="row" className="backups__file">
                    {backup.fileName}
                  </th>
                  <td>{date(backup.createdAt)}</td>
                  <td>{formatFileSize(backup.sizeBytes, language)}</td>
                  <td>{backup.createdBy ?? t('backups.unknownAuthor')}</td>
                  <td className="backups__actions">
                    <Button size="sm" onClick={() => openRestore(backup)} aria-label={t('backups.restoreNamed', { fileName: backup.fileName })}>
                      {t('backups.restore')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AlertDialog open={backupFailed} title={t('backups.title')} message={t('backups.createFailed')} okLabel={t('common.ok')} onClose={() => setBackupFailed(false)} />

      <Dialog
        open={restoring !== null}
        onClose={() => setRestoring(null)}
        closeDisabled={restoreBackup.isPending}
        title={t('backups.restoreTitle')}
        width={520}
        footer={
          <>
            <Button onClick={() => setRestoring(null)} disabled={restoreBackup.isPending}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={onRestore} disabled={restoreBackup.isPending}>
              {restoreBackup.isPending ? t('backups.restoring') : t('backups.restoreConfirm')}
            </Button>
          </>
        }
      >
        {restoring ? (
          <div className="backups__restore">
            <p>{t('backups.restoreQuestion', { fileName: restoring.fileName, date: date(restoring.createdAt) })}</p>
            <p>{t('backups.restoreEffect')}</p>
            <p className="backups__safety">{t('backups.restoreSafety')}</p>
            {restoreError ? (
              <p className="backups__error" role="alert">
                {restoreError}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import type { MapCalibration } from '@eoa/contracts';
import { AlertDialog, Button, ConfirmDialog, EmptyState, formatDateTime, TabPanel, Tabs } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { useCalibrations } from '../api/get-calibrations';
import { useReloadCalibrations } from '../api/reload-calibrations';
import { useResetCalibration } from '../api/reset-calibration';
import { useUpdateCalibration } from '../api/update-calibration';
import { CALIBRATION_FIELDS, draftOf, latestUpdate, updateOf, type CalibrationDraft, type CalibrationField } from '../lib/calibration-values';
import { CalibrationRow } from './calibration-row';
import './calibrations.css';

const VIEWS = ['table', 'composite'] as const;
type CalibrationsView = (typeof VIEWS)[number];
/** ?view=composite; the table is the default, left out of the address; switching replaces the history entry. */
const VIEW_PARAM = parseAsStringLiteral(VIEWS).withDefault('table');

export interface CalibrationsPageProps {
  /** The admin composite viewer, given the loaded calibrations (the routes compose it: features stay apart). */
  compositeViewer?: (calibrations: readonly MapCalibration[]) => ReactNode;
}

/** The server's message as a sentence of its own ("Calibrations reloaded: 10 zones" gets its full stop). */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const serverMessageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/**
 * /admin/calibrations (spec 3 §2): every zone's calibration in a table, one row editable at a time, reset to the seeded
 * values, Reload Calibrations, the count and who updated last; the composite viewer in a second tab (?view=composite).
 */
export function CalibrationsPage({ compositeViewer }: CalibrationsPageProps) {
  const { t, i18n } = useTranslation('admin');
  const [viewParam, setView] = useQueryState('view', VIEW_PARAM);
  const view: CalibrationsView = compositeViewer ? viewParam : 'table';
  const calibrations = useCalibrations();
  const update = useUpdateCalibration();
  const reset = useResetCalibration();
  const reload = useReloadCalibrations();

  const [editing, setEditing] = useState<{ id: number; draft: CalibrationDraft } | null>(null);
  const [resetting, setResetting] = useState<MapCalibration | null>(null);
  // The banner's failure (§8: "The calibrations banner can be dismissed"); a failed load shows until dismissed.
  const [failure, setFailure] = useState<ReactNode>(null);
  const [loadErrorDismissedAt, setLoadErrorDismissedAt] = useState(0);
  // The reload's alert (§8), in the kit's themed stand-in for window.alert.
  const [reloadAlert, setReloadAlert] = useState<{ title: string; message: string } | null>(null);

  const list = calibrations.data?.calibrations ?? [];
  const latest = latestUpdate(list);
  const loadFailed = calibrations.isError && calibrations.errorUpdatedAt !== loadErrorDismissedAt;

  const withDetail = (text: string, error: unknown) => {
    const detail = serverMessageOf(error);
    return detail && detail !== text ? `${text}: ${detail}` : text;
  };

  const save = (calibration: MapCalibration, draft: CalibrationDraft) => {
    setFailure(null);
    update.mutate(
      { id: calibration.id, update: updateOf(calibration, draft) },
      {
        onSuccess: () => setEditing(null),
        onError: (error) => setFailure(withDetail(t('calibrations.errors.update'), error)),
      },
    );
  };

  const confirmReset = () => {
    if (!resetting) return;
    setFailure(null);
    reset.mutate(resetting.zoneName, {
      onSettled: () => setResetting(null),
      onError: (error) => setFailure(withDetail(t('calibrations.errors.reset'), error)),
    });
  };

  const reloadAll = () => {
    setFailure(null);
    reload.mutate(undefined, {
      // §8: an alert with the server's message followed by the re-select advice.
      onSuccess: (answer) => setReloadAlert({ title: t('calibrations.reloadedTitle'), message: `${asSentence(answer.message)} ${t('calibrations.reloadAdvice')}` }),
      onError: (error) => {
        setFailure(serverMessageOf(error) ?? t('calibrations.errors.reload'));
        setReloadAlert({ title: t('calibrations.reloadFailedTitle'), message: t('calibrations.errors.reload') });
      },
    });
  };

  const table = (
    <div className="calibrations-table-wrap">
      <table className="admin-table calibrations-table" aria-label={t('calibrations.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('calibrations.columns.zoneName')}</th>
            <th scope="col">{t('calibrations.columns.mapId')}</th>
            {CALIBRATION_FIELDS.map((field) => (
              <th key={field} scope="col" className="calibrations-table__number">
                {t(`calibrations.columns.${field}`)}
              </th>
            ))}
            <th scope="col">{t('calibrations.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((calibration) => (
            <CalibrationRow
              key={calibration.id}
              calibration={calibration}
              draft={editing?.id === calibration.id ? editing.draft : null}
              locked={editing !== null && editing.id !== calibration.id}
              saving={update.isPending && editing?.id === calibration.id}
              onEdit={() => setEditing({ id: calibration.id, draft: draftOf(calibration) })}
              onChange={(field: CalibrationField, value: string) =>
                setEditing((current) => (current && current.id === calibration.id ? { ...current, draft: { ...current.draft, [field]: value } } : current))
              }
              onSave={() => editing && save(calibration, editing.draft)}
              onCancel={() => setEditing(null)}
              onReset={() => setResetting(calibration)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );

  let body: ReactNode;
  if (calibrations.isPending) body = <LoadingProgress text={t('calibrations.loading')} />;
  else if (calibrations.isError && !calibrations.data) body = null;
  else if (list.length === 0) body = <EmptyState text={t('calibrations.empty')} />;
  else if (view === 'composite' && compositeViewer) body = compositeViewer(list);
  else body = table;

  return (
    <div className="admin-page calibrations-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t('calibrations.title')}</h1>
          {calibrations.data ? <p className="admin-muted calibrations-page__count">{t('calibrations.count', { count: list.length })}</p> : null}
        </div>
        <div className="admin-page__actions">
          <Button variant="primary" onClick={reloadAll} disabled={reload.isPending}>
            {reload.isPending ? t('calibrations.reloading') : t('calibrations.reload')}
          </Button>
        </div>
      </header>

      {failure ? <ErrorBanner message={failure} onDismiss={() => setFailure(null)} /> : null}
      {loadFailed ? (
        <ErrorBanner
          message={t('calibrations.errors.load')}
          onRetry={() => void calibrations.refetch()}
          onDismiss={() => setLoadErrorDismissedAt(calibrations.errorUpdatedAt)}
        />
      ) : null}

      {compositeViewer ? (
        <>
          <Tabs
            items={VIEWS.map((id) => ({ id, label: t(`calibrations.views.${id}`) }))}
            value={view}
            onChange={(next) => void setView(next)}
            label={t('calibrations.views.label')}
            idPrefix="admin-calibrations"
          />
          <TabPanel idPrefix="admin-calibrations" tabId={view}>
            {body}
          </TabPanel>
        </>
      ) : (
        body
      )}

      {latest ? (
        <footer className="admin-muted calibrations-page__footer">
          {latest.updatedBy
            ? t('calibrations.lastUpdatedBy', { user: latest.updatedBy, date: formatDateTime(latest.updatedAt, i18n.language) })
            : t('calibrations.lastUpdated', { date: formatDateTime(latest.updatedAt, i18n.language) })}
        </footer>
      ) : null}

      <ConfirmDialog
        open={resetting !== null}
        title={t('calibrations.resetTitle')}
        message={t('calibrations.resetConfirm', { zone: resetting?.zoneName ?? '' })}
        confirmLabel={t('calibrations.reset')}
        cancelLabel={t('calibrations.cancel')}
        tone="danger"
        busy={reset.isPending}
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      />
      <AlertDialog
        open={reloadAlert !== null}
        title={reloadAlert?.title ?? ''}
        message={reloadAlert?.message ?? ''}
        okLabel={t('calibrations.ok')}
        onClose={() => setReloadAlert(null)}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { CORRECTION_REVIEW_ACTIONS, type AdminCorrection, type CorrectionReviewAction } from '@eoa/contracts';
import { reviewTargets } from '@eoa/game-rules';
import { Button, CorrectionStatusBadge, formatDateTime } from '@eoa/ui';
import { EntityTypeBadge } from './entity-type-badge';

/** The review action that moves a correction to each status (the inverse of CORRECTION_REVIEW_ACTIONS). */
const ACTION_FOR_STATUS = Object.fromEntries(Object.entries(CORRECTION_REVIEW_ACTIONS).map(([action, status]) => [status, action])) as Record<
  string,
  CorrectionReviewAction
>;

/** The review moves a correction offers (game-rules' reviewTargets: none once approved, fixed or rejected). */
export const reviewActionsOf = (correction: AdminCorrection): CorrectionReviewAction[] => reviewTargets(correction.status).map((status) => ACTION_FOR_STATUS[status]!);

/** Spec 3 §2's columns, in order. */
const COLUMNS = ['id', 'entity', 'field', 'suggestion', 'submittedBy', 'date', 'status', 'actions'] as const;

export interface CorrectionsTableProps {
  corrections: readonly AdminCorrection[];
  /** The next page is loading: the rows shown are the previous page's. */
  busy: boolean;
  onView: (correction: AdminCorrection, action?: CorrectionReviewAction) => void;
  onEdit: (correction: AdminCorrection) => void;
  onDelete: (correction: AdminCorrection) => void;
}

/** The corrections of one page (spec 3 §2 columns), each with its allowed review moves, edit and delete. */
export function CorrectionsTable({ corrections, busy, onView, onEdit, onDelete }: CorrectionsTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="corrections-table-wrap">
      <table className="admin-table corrections-table" aria-label={t('corrections.tableLabel')} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`corrections.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => {
            const label = t('corrections.rowLabel', { id: correction.id });
            return (
              <tr key={correction.id} aria-label={label}>
                <td className="corrections-table__id">{correction.id}</td>
                <td>
                  <div className="corrections-table__entity">
                    <EntityTypeBadge entityType={correction.entityType} />
                    <span className="corrections-table__entity-name">{correction.entityName || correction.entityId || t('corrections.noEntity')}</span>
                  </div>
                </td>
                <td>
                  <code className="corrections-table__field">{correction.fieldName}</code>
                </td>
                <td className="corrections-table__suggestion">
                  <span className="corrections-table__suggested" title={correction.suggestedValue ?? undefined}>
                    {correction.suggestedValue || t('corrections.noValue')}
                  </span>
                  {correction.currentValue ? (
                    <span className="corrections-table__previous admin-muted" title={correction.currentValue}>
                      {t('corrections.previousValue', { value: correction.currentValue })}
                    </span>
                  ) : null}
                </td>
                <td className="corrections-table__user">
                  <span>{correction.userName || t('corrections.anonymous')}</span>
                  {correction.userEmail ? <span className="admin-muted corrections-table__email">{correction.userEmail}</span> : null}
                </td>
                <td className="corrections-table__date">{formatDateTime(correction.createdAt, i18n.language)}</td>
                <td>
                  <CorrectionStatusBadge status={correction.status} label={t(`corrections.status.${correction.status}`)} />
                </td>
                <td>
                  <div className="corrections-table__actions" role="group" aria-label={t('corrections.actionsFor', { id: correction.id })}>
                    <Button size="sm" variant="ghost" onClick={() => onView(correction)}>
                      {t('corrections.actions.view')}
                    </Button>
                    {reviewActionsOf(correction).map((action) => (
                      <Button key={action} size="sm" variant={action === 'reject' ? 'danger' : 'secondary'} onClick={() => onView(correction, action)}>
                        {t(`corrections.actions.${action}`)}
                      </Button>
                    ))}
                    <Button size="sm" variant="ghost" onClick={() => onEdit(correction)}>
                      {t('corrections.actions.edit')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onDelete(correction)}>
                      {t('corrections.actions.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

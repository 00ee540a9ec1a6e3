import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import { CORRECTION_LIMITS, type AdminCorrection, type CorrectionReviewAction } from '@eoa/contracts';
import { Button, CorrectionStatusBadge, Dialog, formatDateTime } from '@eoa/ui';
import { useQuestDetail } from '../../../api/get-quest-detail';
import { RecordHistory } from '../../../components/record-history';
import { useReviewCorrection } from '../api/review-correction';
import { currentQuestValue, questEditorPrefillPath, questIdOf } from '../lib/correction-display';
import { EntityTypeBadge } from './entity-type-badge';
import { reviewActionsOf } from './corrections-table';

export interface ReviewDialogProps {
  correction: AdminCorrection;
  /** The move chosen on the row (its button is the primary one); none when the details were opened. */
  initialAction?: CorrectionReviewAction;
  onClose: () => void;
}

/**
 * A correction's details and its review (spec 3 §2): the admin notes (optional) and the moves its status allows. It
 * cannot be closed while a review is being saved (§4). A quest correction shows what the quest says now beside the
 * report and the suggestion, with a link to the quest editor prefilled with the suggestion. Under it, the correction's
 * history (its audit entries).
 */
export function ReviewDialog({ correction, initialAction, onClose }: ReviewDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const notesId = useId();
  const [notes, setNotes] = useState(correction.adminNotes ?? '');
  const review = useReviewCorrection();
  const actions = reviewActionsOf(correction);
  const questId = questIdOf(correction);
  // What the quest says now: the same entry the quest editor reads and a save there updates.
  const quest = useQuestDetail(questId);
  const editorPath = questEditorPrefillPath(correction);
  const submitting = review.isPending;

  const submit = (action: CorrectionReviewAction) => review.mutate({ correction, action, adminNotes: notes }, { onSuccess: onClose });

  const failure = review.isError ? t(`corrections.errors.review.${review.variables.action}`) : null;
  const detail = review.error instanceof ApiError ? review.error.serverMessage : undefined;
  const nowInQuest = quest.data ? currentQuestValue(quest.data, correction.fieldName) : null;

  const field = (label: string, value: ReactNode) => (
    <div className="correction-details__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      closeDisabled={submitting}
      width={760}
      title={t('corrections.review.title', { id: correction.id })}
      footer={
        editorPath || actions.length > 0 ? (
          <>
            {editorPath ? (
              <Link className="eoa-button eoa-button--secondary eoa-button--md correction-review__editor-link" to={editorPath}>
                {t('corrections.review.openInEditor')}
              </Link>
            ) : null}
            {actions.length > 0 ? (
              <Button onClick={onClose} disabled={submitting}>
                {t('corrections.review.cancel')}
              </Button>
            ) : null}
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === initialAction ? (action === 'reject' ? 'danger' : 'primary') : 'secondary'}
                onClick={() => submit(action)}
                disabled={submitting}
              >
                {submitting && review.variables.action === action ? t('corrections.review.saving') : t(`corrections.actions.${action}`)}
              </Button>
            ))}
          </>
        ) : undefined
      }
    >
      <dl className="correction-details">
        {field(t('corrections.review.entity'), (
          <span className="corrections-table__entity">
            <EntityTypeBadge entityType={correction.entityType} />
            <span>
              {correction.entityName || t('corrections.noEntity')}
              {correction.entityId ? <span className="admin-muted"> ({correction.entityId})</span> : null}
            </span>
          </span>
        ))}
        {field(t('corrections.columns.status'), <CorrectionStatusBadge status={correction.status} label={t(`corrections.status.${correction.status}`)} />)}
        {field(t('corrections.columns.field'), <code>{correction.fieldName}</code>)}
        {field(t('corrections.columns.submittedBy'), (
          <>
            {correction.userName || t('corrections.anonymous')}
            {correction.userEmail ? <span className="admin-muted"> · {correction.userEmail}</span> : null}
          </>
        ))}
        {field(t('corrections.columns.date'), formatDateTime(correction.createdAt, i18n.language))}
        {correction.reviewedBy || correction.reviewedAt
          ? field(
              t('corrections.review.reviewed'),
              t('corrections.review.reviewedBy', { user: correction.reviewedBy ?? t('corrections.anonymous'), date: formatDateTime(correction.reviewedAt, i18n.language) ?? '—' }),
            )
          : null}
      </dl>

      <section className="correction-compare" aria-label={t('corrections.review.compare')}>
        <div className="correction-compare__side">
          <h3>{t('corrections.review.currentValue')}</h3>
          <p className="correction-compare__text">{correction.currentValue || t('corrections.noValue')}</p>
        </div>
        <div className="correction-compare__side correction-compare__side--suggested">
          <h3>{t('corrections.review.suggestedValue')}</h3>
          <p className="correction-compare__text">{correction.suggestedValue || t('corrections.noValue')}</p>
        </div>
      </section>
      {questId !== null ? (
        <p className="correction-quest" role="status">
          {quest.isPending ? <span className="admin-muted">{t('corrections.review.questLoading')}</span> : null}
          {quest.isError ? <span className="admin-muted">{t('corrections.review.questFailed')}</span> : null}
          {quest.data ? (
            <>
              <strong>{t('corrections.review.nowInQuest', { quest: quest.data.localizedName || quest.data.name })}</strong>{' '}
              <span className="correction-compare__text">{nowInQuest ?? t('corrections.review.notComparable')}</span>
            </>
          ) : null}
        </p>
      ) : null}

      <div className="correction-details__reason">
        <h3>{t('corrections.review.reason')}</h3>
        <p className="correction-compare__text">{correction.reason}</p>
      </div>

      {actions.length > 0 ? (
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={notesId}>
            {t('corrections.review.notes')}
          </label>
          <textarea
            id={notesId}
            className="admin-input"
            value={notes}
            maxLength={CORRECTION_LIMITS.reason}
            disabled={submitting}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      ) : (
        <>
          <p className="admin-muted">{t('corrections.review.final')}</p>
          {correction.adminNotes ? <dl className="correction-details">{field(t('corrections.review.notes'), correction.adminNotes)}</dl> : null}
        </>
      )}

      {failure ? (
        <p className="admin-field__error" role="alert">
          {detail ? `${failure}: ${detail}` : failure}
        </p>
      ) : null}

      <RecordHistory entityType="UserCorrection" entityId={correction.id} />
    </Dialog>
  );
}

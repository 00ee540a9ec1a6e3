import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CORRECTION_LIMITS, CORRECTION_TEXT_MIN_LENGTH, QUEST_CORRECTABLE_FIELDS, type CorrectionSubmission, type QuestCorrectableField, type QuestDetail,
} from '@eoa/contracts';
import { Button, Dialog } from '@eoa/ui';
import { SUCCESS_CLOSE_MS } from '../../shared/timings';
import { useSubmitCorrection } from './api/post-correction';

interface CorrectionDialogProps {
  open: boolean;
  quest: QuestDetail;
  onClose: () => void;
}

interface CorrectionForm {
  field: QuestCorrectableField | '';
  currentValue: string;
  suggestedValue: string;
  reason: string;
  name: string;
  email: string;
}

const EMPTY: CorrectionForm = { field: '', currentValue: '', suggestedValue: '', reason: '', name: '', email: '' };

/** What the quest says now for a field (prefilled as the current value, which the visitor may change). */
export function currentValueOf(quest: QuestDetail, field: QuestCorrectableField): string {
  switch (field) {
    case 'name':
      return quest.localizedName;
    case 'level':
      return String(quest.level);
    case 'description':
      return quest.localizedDescription;
    case 'category':
      return quest.categoryName;
    case 'objective':
      return quest.objectives.map((o) => o.localizedText).join('\n');
    case 'rewards':
      return [
        quest.rewards.xp ? `${quest.rewards.xp} XP` : '',
        ...quest.rewards.items.map((i) => `${i.quantity} × ${i.localizedName}`),
        ...quest.rewards.selectableItems.map((i) => `${i.quantity} × ${i.localizedName}`),
      ]
        .filter(Boolean)
        .join(', ');
    case 'marker_position':
      return '';
  }
}

/** The request the form makes (spec 2 §3 Correction submission; entityType Quest; empty optional fields left out). */
export function buildQuestCorrection(quest: QuestDetail, form: CorrectionForm): CorrectionSubmission {
  const optional = (text: string, max: number) => (text.trim() ? text.trim().slice(0, max) : undefined);
  return {
    entityType: 'Quest',
    entityId: String(quest.id),
    entityName: quest.name.slice(0, CORRECTION_LIMITS.entityName),
    fieldName: form.field,
    currentValue: optional(form.currentValue, CORRECTION_LIMITS.value),
    suggestedValue: optional(form.suggestedValue, CORRECTION_LIMITS.value),
    reason: form.reason.trim().slice(0, CORRECTION_LIMITS.reason),
    userName: optional(form.name, CORRECTION_LIMITS.userName),
    userEmail: optional(form.email, CORRECTION_LIMITS.userEmail),
  };
}

/** Spec 2 §8: 429, the server's text, else the quest dialog's own fallback. */
function errorText(error: unknown, t: TFunction<'atlas'>): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  if (status === 429) return t('correction.errors.tooMany');
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  return t('correction.errors.fallback');
}

/**
 * The quest correction dialog (spec 2 §2, §5): the field to correct (required), current and suggested values, the
 * explanation of at least 20 characters with a live counter, optional name and e-mail. Submit is disabled while sending,
 * without a field or with a short explanation; the confirmation closes the dialog after 3 seconds.
 */
export function CorrectionDialog({ open, quest, onClose }: CorrectionDialogProps) {
  return open ? <CorrectionDialogContent quest={quest} onClose={onClose} /> : null;
}

function CorrectionDialogContent({ quest, onClose }: { quest: QuestDetail; onClose: () => void }) {
  const { t } = useTranslation('atlas');
  const ids = { form: useId(), field: useId(), current: useId(), suggested: useId(), reason: useId(), name: useId(), email: useId() };
  const submission = useSubmitCorrection();
  const [form, setForm] = useState<CorrectionForm>(EMPTY);
  const [touched, setTouched] = useState({ field: false, reason: false });
  const [correctionId, setCorrectionId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const submitting = sending || submission.isPending;

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (correctionId === null) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [correctionId]);

  const reasonLength = form.reason.trim().length;
  const reasonShort = reasonLength < CORRECTION_TEXT_MIN_LENGTH;
  const showFieldError = form.field === '' && (touched.field || form.reason.length > 0);
  const showReasonError = reasonShort && (touched.reason || form.reason.length > 0);
  const canSubmit = form.field !== '' && !reasonShort && !submitting;

  const update = <K extends keyof CorrectionForm>(key: K, value: CorrectionForm[K]) => setForm((previous) => ({ ...previous, [key]: value }));
  const chooseField = (field: QuestCorrectableField | '') =>
    setForm((previous) => ({
      ...previous,
      field,
      // The current value follows the field until the visitor writes one of their own.
      currentValue: previous.field && previous.currentValue !== currentValueOf(quest, previous.field) ? previous.currentValue : field ? currentValueOf(quest, field) : '',
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ field: true, reason: true });
    if (!canSubmit) return;
    setSending(true);
    submission.mutate(buildQuestCorrection(quest, form), {
      onSuccess: (created) => setCorrectionId(created.correctionId),
      onSettled: () => setSending(false),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('correction.title')}
      closeDisabled={submitting}
      width={600}
      footer={
        correctionId !== null ? (
          <Button variant="primary" onClick={onClose}>
            {t('correction.close')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={submitting}>
              {t('correction.cancel')}
            </Button>
            <Button variant="primary" type="submit" form={ids.form} disabled={!canSubmit}>
              {submitting ? t('correction.submitting') : t('correction.submit')}
            </Button>
          </>
        )
      }
    >
      {correctionId !== null ? (
        <div className="atlas-correction__success" role="status">
          <span aria-hidden="true" className="atlas-correction__mark">
            ✓
          </span>
          <h3>{t('correction.success.title')}</h3>
          <p>{t('correction.success.message', { id: correctionId })}</p>
          <p className="atlas-muted">{t('correction.success.closing')}</p>
        </div>
      ) : (
        <form id={ids.form} className="atlas-correction" onSubmit={onSubmit} noValidate>
          <p className="atlas-muted">{t('correction.intro', { name: quest.localizedName })}</p>
          <div className="atlas-correction__field">
            <label htmlFor={ids.field}>
              {t('correction.field')} <span className="atlas-required">*</span>
            </label>
            <select
              id={ids.field}
              value={form.field}
              required
              aria-invalid={showFieldError || undefined}
              aria-describedby={showFieldError ? `${ids.field}-error` : undefined}
              onChange={(event) => chooseField(event.target.value as QuestCorrectableField | '')}
              onBlur={() => setTouched((previous) => ({ ...previous, field: true }))}
            >
              <option value="" disabled>
                {t('correction.fieldPlaceholder')}
              </option>
              {QUEST_CORRECTABLE_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`correction.fields.${field}`)}
                </option>
              ))}
            </select>
            {showFieldError ? (
              <p className="atlas-error-text" id={`${ids.field}-error`}>
                {t('correction.validation.field')}
              </p>
            ) : null}
          </div>
          <div className="atlas-correction__field">
            <label htmlFor={ids.current}>{t('correction.currentValue')}</label>
            <textarea id={ids.current} rows={2} maxLength={CORRECTION_LIMITS.value} value={form.currentValue} onChange={(e) => update('currentValue', e.target.value)} />
          </div>
          <div className="atlas-correction__field">
            <label htmlFor={ids.suggested}>{t('correction.suggestedValue')}</label>
            <textarea id={ids.suggested} rows={2} maxLength={CORRECTION_LIMITS.value} value={form.suggestedValue} onChange={(e) => update('suggestedValue', e.target.value)} />
          </div>
          <div className="atlas-correction__field">
            <div className="atlas-correction__label-row">
              <label htmlFor={ids.reason}>
                {t('correction.reason')} <span className="atlas-required">*</span>
              </label>
              <span className={reasonShort ? 'atlas-counter' : 'atlas-counter atlas-counter--complete'} id={`${ids.reason}-counter`} aria-live="polite">
                {reasonLength}/{CORRECTION_TEXT_MIN_LENGTH}
              </span>
            </div>
            <textarea
              id={ids.reason}
              rows={4}
              maxLength={CORRECTION_LIMITS.reason}
              value={form.reason}
              placeholder={t('correction.reasonPlaceholder')}
              required
              aria-invalid={showReasonError || undefined}
              aria-describedby={[`${ids.reason}-counter`, showReasonError && `${ids.reason}-error`].filter(Boolean).join(' ')}
              onChange={(e) => update('reason', e.target.value)}
              onBlur={() => setTouched((previous) => ({ ...previous, reason: true }))}
            />
            {showReasonError ? (
              <p className="atlas-error-text" id={`${ids.reason}-error`}>
                {t('correction.validation.reason')}
              </p>
            ) : null}
          </div>
          <div className="atlas-correction__row">
            <div className="atlas-correction__field">
              <label htmlFor={ids.name}>{t('correction.name')}</label>
              <input id={ids.name} type="text" autoComplete="nickname" maxLength={CORRECTION_LIMITS.userName} value={form.name} onChange={(e) => update('name', e.target.value)} />
            </div>
            <div className="atlas-correction__field">
              <label htmlFor={ids.email}>{t('correction.email')}</label>
              <input id={ids.email} type="email" autoComplete="email" maxLength={CORRECTION_LIMITS.userEmail} value={form.email} onChange={(e) => update('email', e.target.value)} />
            </div>
          </div>
          {submission.isError ? (
            <p className="atlas-error-text" role="alert">
              {errorText(submission.error, t)}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

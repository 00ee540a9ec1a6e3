import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BUG_CATEGORIES, CORRECTION_TEXT_MIN_LENGTH, type BugCategory } from '@eoa/contracts';
import { Button, Dialog, Spinner } from '@eoa/ui';
import { useCreateCorrection } from '../api/create-correction';
import { buildBugReport, EMPTY_BUG_REPORT, isBugReportComplete, type BugReportForm } from '../build-bug-report';
import { useBrowserInfo } from '../hooks/use-browser-info';
import './bug-report-dialog.css';

/** Spec §4/§9: the confirmation closes the dialog by itself after 3 seconds. */
export const SUCCESS_CLOSE_DELAY_MS = 3000;

interface BugReportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The bug-report dialog. Its content is mounted on each opening, so every report starts from an empty form
 * and fresh browser information.
 */
export function BugReportDialog({ open, onClose }: BugReportDialogProps) {
  return open ? <BugReportDialogContent onClose={onClose} /> : null;
}

function submitErrorText(error: unknown, t: TFunction<'shell'>): string {
  const { status, serverMessage } = (error ?? {}) as { status?: unknown; serverMessage?: unknown };
  if (status === 429) return t('bugReport.errors.tooMany');
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  return t('bugReport.errors.fallback');
}

function BugReportDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const ids = { form: useId(), category: useId(), description: useId(), steps: useId(), name: useId(), email: useId() };
  const browserInfo = useBrowserInfo();
  const submission = useCreateCorrection();
  const [form, setForm] = useState<BugReportForm>(EMPTY_BUG_REPORT);
  const [touched, setTouched] = useState({ category: false, description: false });
  const [reportNumber, setReportNumber] = useState<number | null>(null);

  // The auto-close timer starts with the confirmation and must not restart when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (reportNumber === null) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reportNumber]);

  // Set in the submit handler itself, so the form gives way to the sending view in the same frame as the click
  // (react-query reports isPending a tick later).
  const [sending, setSending] = useState(false);
  const submitting = sending || submission.isPending;
  const descriptionLength = form.description.trim().length;
  const descriptionShort = descriptionLength < CORRECTION_TEXT_MIN_LENGTH;
  // Validation texts appear once they are relevant: after the field was used, or once the user moved on.
  const showCategoryError = form.category === '' && (touched.category || form.description.length > 0);
  const showDescriptionError = descriptionShort && (touched.description || form.description.length > 0);
  const canSubmit = isBugReportComplete(form) && !submitting;

  const update = <K extends keyof BugReportForm>(key: K, value: BugReportForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isBugReportComplete(form) || submitting) return;
    setSending(true);
    submission.mutate(buildBugReport(form, browserInfo), {
      onSuccess: (created) => setReportNumber(created.correctionId),
      onSettled: () => setSending(false),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bugReport.title')}
      closeDisabled={submitting}
      width={620}
      footer={
        reportNumber !== null ? (
          <Button variant="primary" onClick={onClose}>
            {t('bugReport.close')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={submitting}>
              {t('bugReport.cancel')}
            </Button>
            <Button variant="primary" type="submit" form={ids.form} disabled={!canSubmit}>
              {submitting ? t('bugReport.submitting') : t('bugReport.submit')}
            </Button>
          </>
        )
      }
    >
      {reportNumber !== null ? (
        <SuccessMessage reportNumber={reportNumber} />
      ) : submitting ? (
        <div className="bug-report__sending" role="status">
          <Spinner size="lg" label="" />
          <p>{t('bugReport.sending')}</p>
        </div>
      ) : (
      <form id={ids.form} className="bug-report" onSubmit={onSubmit}>
        <p className="bug-report__intro">{t('bugReport.intro')}</p>

        <div className="bug-report__field">
          <label htmlFor={ids.category}>
            {t('bugReport.category.label')} <span className="bug-report__required">*</span>
          </label>
          <select
            id={ids.category}
            value={form.category}
            required
            aria-invalid={showCategoryError || undefined}
            aria-describedby={showCategoryError ? `${ids.category}-error` : undefined}
            onChange={(event) => update('category', event.target.value as BugCategory | '')}
            onBlur={() => setTouched((previous) => ({ ...previous, category: true }))}
          >
            <option value="" disabled>
              {t('bugReport.category.placeholder')}
            </option>
            {BUG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`bugReport.category.options.${category}`)}
              </option>
            ))}
          </select>
          {showCategoryError && (
            <p className="bug-report__error-text" id={`${ids.category}-error`}>
              {t('bugReport.validation.category')}
            </p>
          )}
          {form.category === 'mobile' && (
            <p className="bug-report__mobile-note" role="note">
              {t('bugReport.mobileNote')}
            </p>
          )}
        </div>

        <div className="bug-report__field">
          <div className="bug-report__label-row">
            <label htmlFor={ids.description}>
              {t('bugReport.description.label')} <span className="bug-report__required">*</span>
            </label>
            <span
              className={descriptionShort ? 'bug-report__counter' : 'bug-report__counter is-complete'}
              id={`${ids.description}-counter`}
              aria-live="polite"
            >
              {descriptionLength}/{CORRECTION_TEXT_MIN_LENGTH}
            </span>
          </div>
          <textarea
            id={ids.description}
            rows={5}
            value={form.description}
            placeholder={t('bugReport.description.placeholder')}
            required
            aria-invalid={showDescriptionError || undefined}
            aria-describedby={[`${ids.description}-counter`, showDescriptionError && `${ids.description}-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => update('description', event.target.value)}
            onBlur={() => setTouched((previous) => ({ ...previous, description: true }))}
          />
          {showDescriptionError && (
            <p className="bug-report__error-text" id={`${ids.description}-error`}>
              {t('bugReport.validation.description')}
            </p>
          )}
        </div>

        <div className="bug-report__field">
          <label htmlFor={ids.steps}>{t('bugReport.steps.label')}</label>
          <textarea
            id={ids.steps}
            rows={3}
            value={form.steps}
            placeholder={t('bugReport.steps.placeholder')}
            onChange={(event) => update('steps', event.target.value)}
          />
        </div>

        <section className="bug-report__browser" aria-labelledby={`${ids.form}-browser`}>
          <h3 id={`${ids.form}-browser`}>{t('bugReport.browserInfo.label')}</h3>
          <p className="bug-report__hint">{t('bugReport.browserInfo.hint')}</p>
          <dl>
            <dt>{t('bugReport.browserInfo.userAgent')}</dt>
            <dd>{browserInfo.userAgent || t('bugReport.browserInfo.unknown')}</dd>
            <dt>{t('bugReport.browserInfo.language')}</dt>
            <dd>{browserInfo.language || t('bugReport.browserInfo.unknown')}</dd>
            <dt>{t('bugReport.browserInfo.viewport')}</dt>
            <dd>{browserInfo.viewport}</dd>
            <dt>{t('bugReport.browserInfo.platform')}</dt>
            <dd>{browserInfo.platform || t('bugReport.browserInfo.unknown')}</dd>
          </dl>
        </section>

        <div className="bug-report__row">
          <div className="bug-report__field">
            <label htmlFor={ids.name}>{t('bugReport.name.label')}</label>
            <input
              id={ids.name}
              type="text"
              autoComplete="nickname"
              maxLength={100}
              value={form.name}
              onChange={(event) => update('name', event.target.value)}
            />
          </div>
          <div className="bug-report__field">
            <label htmlFor={ids.email}>{t('bugReport.email.label')}</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={form.email}
              aria-describedby={`${ids.email}-hint`}
              onChange={(event) => update('email', event.target.value)}
            />
            <p className="bug-report__hint" id={`${ids.email}-hint`}>
              {t('bugReport.email.hint')}
            </p>
          </div>
        </div>

        {submission.isError && (
          <p className="bug-report__submit-error" role="alert">
            {submitErrorText(submission.error, t)}
          </p>
        )}
      </form>
      )}
    </Dialog>
  );
}

/** The confirmation with the report number; focused so Escape and Tab keep working inside the dialog. */
function SuccessMessage({ reportNumber }: { reportNumber: number }) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="bug-report__success" role="status" tabIndex={-1} ref={ref}>
      <span className="bug-report__success-mark" aria-hidden="true">
        ✓
      </span>
      <h3 className="bug-report__success-title">{t('bugReport.success.title')}</h3>
      <p className="bug-report__success-message">{t('bugReport.success.message', { id: reportNumber })}</p>
      <p className="bug-report__success-closing">{t('bugReport.success.closing')}</p>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import { CORRECTION_ENTITY_TYPES, CORRECTION_LIMITS, CORRECTION_STATUSES, type AdminCorrection } from '@eoa/contracts';
import { Button, Dialog } from '@eoa/ui';
import { useUpdateCorrection } from '../api/update-correction';
import { editOf, formValuesOf, REQUIRED_FIELDS, type CorrectionFormValues } from '../lib/correction-form';

type FieldName = keyof CorrectionFormValues;

/**
 * The edit modal (spec 3 §2): every field of a correction, any status (§4), e-mail as an e-mail field and reviewed-at
 * as a date-time field (§5). Saved with PUT /admin/corrections/{id}; it cannot be closed while saving.
 */
export function EditDialog({ correction, onClose }: { correction: AdminCorrection; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => formValuesOf(correction));
  const [missing, setMissing] = useState<FieldName[]>([]);
  const update = useUpdateCorrection();
  const saving = update.isPending;

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setMissing((current) => current.filter((field) => field !== name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = REQUIRED_FIELDS.filter((name) => values[name].trim() === '');
    setMissing(empty);
    if (empty.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    update.mutate({ correction, edit: editOf(values) }, { onSuccess: onClose });
  };

  const detail = update.error instanceof ApiError ? update.error.serverMessage : undefined;

  const control = (name: FieldName, label: string, input: (props: { id: string; name: FieldName; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, wide = false) => {
    const id = `${formId}-${name}`;
    const invalid = missing.includes(name);
    return (
      <div className={wide ? 'admin-field correction-form__wide' : 'admin-field'}>
        <label className="admin-field__label" htmlFor={id}>
          {label}
        </label>
        {input({ id, name, ...(invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
        {invalid ? (
          <span id={`${id}-error`} className="admin-field__error">
            {t('corrections.edit.required')}
          </span>
        ) : null}
      </div>
    );
  };
  const text = (name: FieldName, label: string, maxLength: number, type: 'text' | 'email' = 'text') =>
    control(name, label, (props) => (
      <input {...props} className="admin-input" type={type} value={values[name]} maxLength={maxLength} disabled={saving} onChange={(event) => set(name, event.target.value)} />
    ));
  const area = (name: FieldName, label: string, maxLength: number) =>
    control(
      name,
      label,
      (props) => <textarea {...props} className="admin-input" value={values[name]} maxLength={maxLength} disabled={saving} onChange={(event) => set(name, event.target.value)} />,
      true,
    );

  return (
    <Dialog
      open
      onClose={onClose}
      closeDisabled={saving}
      width={760}
      title={t('corrections.edit.title', { id: correction.id })}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('corrections.edit.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={saving}>
            {saving ? t('corrections.review.saving') : t('corrections.edit.save')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="correction-form" onSubmit={submit} noValidate>
        {control('entityType', t('corrections.edit.entityType'), (props) => (
          <select {...props} className="admin-input" value={values.entityType} disabled={saving} onChange={(event) => set('entityType', event.target.value)}>
            {CORRECTION_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`corrections.entityTypes.${type}`)}
              </option>
            ))}
          </select>
        ))}
        {control('status', t('corrections.columns.status'), (props) => (
          <select {...props} className="admin-input" value={values.status} disabled={saving} onChange={(event) => set('status', event.target.value)}>
            {CORRECTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`corrections.status.${status}`)}
              </option>
            ))}
          </select>
        ))}
        {text('entityId', t('corrections.edit.entityId'), CORRECTION_LIMITS.entityId)}
        {text('entityName', t('corrections.edit.entityName'), CORRECTION_LIMITS.entityName)}
        {text('fieldName', t('corrections.edit.fieldName'), CORRECTION_LIMITS.fieldName)}
        {text('userName', t('corrections.edit.userName'), CORRECTION_LIMITS.userName)}
        {area('currentValue', t('corrections.review.currentValue'), CORRECTION_LIMITS.value)}
        {area('suggestedValue', t('corrections.review.suggestedValue'), CORRECTION_LIMITS.value)}
        {area('reason', t('corrections.review.reason'), CORRECTION_LIMITS.reason)}
        {text('userEmail', t('corrections.edit.userEmail'), CORRECTION_LIMITS.userEmail, 'email')}
        {text('reviewedBy', t('corrections.edit.reviewedBy'), CORRECTION_LIMITS.userName)}
        {control('reviewedAt', t('corrections.edit.reviewedAt'), (props) => (
          <input {...props} className="admin-input" type="datetime-local" value={values.reviewedAt} disabled={saving} onChange={(event) => set('reviewedAt', event.target.value)} />
        ))}
        {area('adminNotes', t('corrections.edit.adminNotes'), CORRECTION_LIMITS.reason)}
      </form>
      {update.isError ? (
        <p className="admin-field__error" role="alert">
          {detail ? `${t('corrections.errors.update')}: ${detail}` : t('corrections.errors.update')}
        </p>
      ) : null}
    </Dialog>
  );
}

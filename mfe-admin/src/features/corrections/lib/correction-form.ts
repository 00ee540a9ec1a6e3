import type { AdminCorrection, CorrectionEdit, CorrectionEntityType, CorrectionStatus } from '@eoa/contracts';

/** The edit form's fields as typed (spec 3 §2: an edit modal with all fields). */
export interface CorrectionFormValues {
  entityType: CorrectionEntityType;
  entityId: string;
  entityName: string;
  fieldName: string;
  currentValue: string;
  suggestedValue: string;
  reason: string;
  userName: string;
  userEmail: string;
  status: CorrectionStatus;
  reviewedBy: string;
  /** datetime-local text, in the browser's time zone ("2026-11-26T14:05"); '' for none. */
  reviewedAt: string;
  adminNotes: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a datetime-local input's value, in the browser's time zone; '' for none or an unreadable one. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as ISO; null for an empty or unreadable one. */
export function fromDateTimeLocal(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formValuesOf(correction: AdminCorrection): CorrectionFormValues {
  return {
    entityType: correction.entityType,
    entityId: correction.entityId ?? '',
    entityName: correction.entityName ?? '',
    fieldName: correction.fieldName,
    currentValue: correction.currentValue ?? '',
    suggestedValue: correction.suggestedValue ?? '',
    reason: correction.reason,
    userName: correction.userName ?? '',
    userEmail: correction.userEmail ?? '',
    status: correction.status,
    reviewedBy: correction.reviewedBy ?? '',
    reviewedAt: toDateTimeLocal(correction.reviewedAt),
    adminNotes: correction.adminNotes ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT body: every field, blank optional text as null (the server clears it). */
export function editOf(values: CorrectionFormValues): CorrectionEdit {
  return {
    entityType: values.entityType,
    entityId: orNull(values.entityId),
    entityName: orNull(values.entityName),
    fieldName: values.fieldName.trim(),
    currentValue: orNull(values.currentValue),
    suggestedValue: orNull(values.suggestedValue),
    reason: values.reason.trim(),
    userName: orNull(values.userName),
    userEmail: orNull(values.userEmail),
    status: values.status,
    reviewedBy: orNull(values.reviewedBy),
    reviewedAt: fromDateTimeLocal(values.reviewedAt),
    adminNotes: orNull(values.adminNotes),
  };
}

/** The fields the form requires before asking the server (the server says the same: "must not be empty"). */
export const REQUIRED_FIELDS = ['fieldName', 'reason'] as const satisfies readonly (keyof CorrectionFormValues)[];

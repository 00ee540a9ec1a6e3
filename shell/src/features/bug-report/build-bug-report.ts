import { BUG_REPORT_FIELD, CORRECTION_TEXT_MIN_LENGTH, type BugCategory, type CorrectionSubmission } from '@eoa/contracts';
import type { BrowserInfo } from './hooks/use-browser-info';

export interface BugReportForm {
  category: BugCategory | '';
  description: string;
  steps: string;
  name: string;
  email: string;
}

export const EMPTY_BUG_REPORT: BugReportForm = { category: '', description: '', steps: '', name: '', email: '' };

/** Spec §5: a category is chosen and the trimmed description has at least 20 characters. */
export function isBugReportComplete(form: BugReportForm): form is BugReportForm & { category: BugCategory } {
  return form.category !== '' && form.description.trim().length >= CORRECTION_TEXT_MIN_LENGTH;
}

/**
 * The browser information as it is stored with the report (English labels: it is read by the administrators,
 * whatever language the visitor uses).
 */
export function formatBrowserInfo(info: BrowserInfo): string {
  return [
    `User agent: ${info.userAgent}`,
    `Language: ${info.language}`,
    `Viewport: ${info.viewport}`,
    `Platform: ${info.platform || 'Unknown'}`,
  ].join('\n');
}

/**
 * Maps the dialog onto the correction contract: entityType 'Bug', entityName = category,
 * fieldName 'bug_report', reason = description, currentValue = steps, suggestedValue = browser information.
 * Empty optional fields are left out.
 */
export function buildBugReport(form: BugReportForm & { category: BugCategory }, info: BrowserInfo): CorrectionSubmission {
  const optional = (value: string) => value.trim() || undefined;
  return {
    entityType: 'Bug',
    entityName: form.category,
    fieldName: BUG_REPORT_FIELD,
    reason: form.description.trim(),
    currentValue: optional(form.steps),
    suggestedValue: formatBrowserInfo(info),
    userName: optional(form.name),
    userEmail: optional(form.email),
  };
}

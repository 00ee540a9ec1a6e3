import type { AuditChanges, AuditFieldChange } from '@eoa/contracts';

/** One line of an audit entry's changes: a field with its value before and after, or a context value. */
export type ChangeLine = { field: string; kind: 'change'; before: unknown; after: unknown } | { field: string; kind: 'value'; value: unknown };

const isFieldChange = (value: unknown): value is AuditFieldChange =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'before' in value && 'after' in value && Object.keys(value).length === 2;

/** An entry's structured changes as lines: changed fields (before → after) first, then the context it carries. */
export function changeLines(changes: AuditChanges | null | undefined): ChangeLine[] {
  const entries = Object.entries(changes ?? {});
  const fieldChanges: ChangeLine[] = entries.filter(([, value]) => isFieldChange(value)).map(([field, value]) => ({ field, kind: 'change', ...(value as AuditFieldChange) }));
  const context: ChangeLine[] = entries.filter(([, value]) => !isFieldChange(value)).map(([field, value]) => ({ field, kind: 'value', value }));
  return [...fieldChanges, ...context];
}

/** A value of a change in a line of text: strings as they are, others as compact JSON, shortened to `max` characters. */
export function changeValueText(value: unknown, max = 120): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

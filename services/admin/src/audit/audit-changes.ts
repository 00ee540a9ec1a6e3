import type { AuditFieldChange } from '@eoa/contracts';

/** Dates as ISO text, objects with sorted keys: two values are the same when these texts are. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Date) return item.toISOString();
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return item;
  }) ?? 'undefined';
}

/** A value as the audit log stores it: Dates become ISO text, undefined becomes null. */
function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * The changed fields between two versions of a record, as `{ field: { before, after } }` — only the fields whose
 * values differ (compared as canonical JSON, so equal Dates, arrays and objects count as unchanged). `fields` limits
 * the comparison (default: every key of either side). A missing side (creation, deletion) compares as `{}`.
 */
export function fieldChanges<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
  fields?: readonly (keyof T & string)[],
): Record<string, AuditFieldChange> {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const names = fields ?? [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: Record<string, AuditFieldChange> = {};
  for (const name of names) {
    if (canonicalJson(from[name] ?? null) !== canonicalJson(to[name] ?? null)) {
      changes[name] = { before: auditValue(from[name]), after: auditValue(to[name]) };
    }
  }
  return changes;
}

/** Values to write into an address's parameters: null, undefined or '' removes the parameter. */
export type ParamChanges<Key extends string = string> = Partial<Record<Key, string | number | null>>;

/** The parameters with the changes applied (a new object; the others kept). */
export function withParamChanges<Key extends string>(current: URLSearchParams, changes: ParamChanges<Key>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes) as [string, string | number | null | undefined][]) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

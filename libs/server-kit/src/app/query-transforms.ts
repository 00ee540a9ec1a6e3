// Query strings arrive as text: these transforms turn well-formed text into numbers and booleans and leave
// anything else as it came, so the validators below them refuse it with their message.

type TransformArgs = { value: unknown };

export function toInt({ value }: TransformArgs): unknown {
  return typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : value;
}

export function toNumber({ value }: TransformArgs): unknown {
  return typeof value === 'string' && /^-?\d{1,9}(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : value;
}

export function toBoolean({ value }: TransformArgs): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/**
 * A text filter: trimmed, and blank ("?status=" from an "All" choice, or only spaces) means no filter at all.
 * Anything else (a repeated parameter, a number) goes to the validators as it came.
 */
export function emptyToUndefined({ value }: TransformArgs): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

export function trimmed({ value }: TransformArgs): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A code compared case-insensitively: the list's spelling when it matches, else the value unchanged. */
export function canonical(list: readonly string[]) {
  return ({ value }: TransformArgs): unknown => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    return list.find((code) => code.toLowerCase() === lower) ?? value;
  };
}

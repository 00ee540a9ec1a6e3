// The builder's own parameter helpers; ids and integer parsing come from server-kit (the same in every service).

import { MAX_LEVEL, MIN_LEVEL } from '@eoa/contracts';
import { IntParam } from '@eoa/server-kit';

export const LevelParam = (name = 'level') => IntParam({ name, min: MIN_LEVEL, max: MAX_LEVEL });

/** Escapes LIKE/ILIKE wildcards so user text matches literally (used with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A code compared case-insensitively against a list; the list's spelling, or undefined. */
export function matchCode<T extends string>(list: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return list.find((code) => code.toLowerCase() === lower);
}

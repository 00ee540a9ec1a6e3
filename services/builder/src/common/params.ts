// The builder's own parameter helpers; ids and integer parsing come from server-kit (the same in every service).

import { IntParam } from '@eoa/server-kit';

export const LevelParam = (name = 'level') => IntParam({ name, min: 1, max: 50 });

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

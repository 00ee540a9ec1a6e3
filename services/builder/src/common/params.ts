// Path parameter parsing: every bad parameter is a 400 with a message naming it.

import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2_147_483_647;

interface IntSpec {
  name: string;
  min: number;
  max: number;
}

/** "123" → 123 within [min, max]; anything else (signs, decimals, exponents, spaces, huge numbers) → 400. */
export function parseIntParam(value: unknown, { name, min, max }: IntSpec): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new BadRequestException(max === MAX_ID ? `${name} must be a positive integer` : `${name} must be an integer from ${min} to ${max}`);
  }
  return n;
}

/**
 * An integer path parameter read from the raw path: a custom decorator, so the global ValidationPipe's
 * primitive conversion (which would turn "1e3" into 1000) never sees it.
 */
const PathInt = createParamDecorator((spec: IntSpec, context: ExecutionContext): number =>
  parseIntParam(context.switchToHttp().getRequest<{ params: Record<string, string> }>().params[spec.name], spec),
);

export const IdParam = (name = 'id') => PathInt({ name, min: 1, max: MAX_ID });
export const LevelParam = (name = 'level') => PathInt({ name, min: 1, max: 50 });

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

// Path parameter parsing: every bad parameter is a 400 with a message naming it.

import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/** "123" → 123 within [min, max]; anything else (signs, decimals, spaces, huge numbers) → 400. */
@Injectable()
export class IntParamPipe implements PipeTransform<string, number> {
  constructor(
    private readonly name: string,
    private readonly min = 1,
    private readonly max = MAX_ID,
  ) {}

  transform(value: string): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < this.min || n > this.max) {
      throw new BadRequestException(
        this.max === MAX_ID ? `${this.name} must be a positive integer` : `${this.name} must be an integer from ${this.min} to ${this.max}`,
      );
    }
    return n;
  }
}

export const idParam = (name = 'id') => new IntParamPipe(name);
export const levelParam = (name = 'level') => new IntParamPipe(name, 1, 50);

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

// Accept-Language → one of the four languages (en, de, fr, ru). q-values are honoured, regions are ignored
// ("de-AT" is German), anything else falls back to English.

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@eoa/contracts';

const MAX_MEMO = 256;
const memo = new Map<string, LanguageCode>();

/** The best supported language of an Accept-Language header (English when none is acceptable). */
export function pickLanguage(header: string | string[] | undefined): LanguageCode {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return DEFAULT_LANGUAGE;
  const known = memo.get(raw);
  if (known) return known;
  let best: LanguageCode = DEFAULT_LANGUAGE;
  let bestQ = 0;
  // Headers are short; a hostile long one is cut rather than parsed in full.
  for (const part of raw.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split('-')[0] ?? '';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    // The first of equal q-values wins (the order a browser lists them in).
    if (isLanguageCode(code) && q > bestQ) {
      best = code;
      bestQ = q;
    }
  }
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(raw, best);
  return best;
}

/** Controller parameter: the request's language from Accept-Language (every data service answers in it). */
export const Lang = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageCode => {
  const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
  return pickLanguage(request.headers['accept-language']);
});

/** `lang` of a query: "de", "DE", "de-AT", "de_AT" → "de"; anything else stays as it came (and LangQuery refuses it). */
export function toLanguageCode({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : value;
}

/** A query with the optional `lang` (the answer's language; an unknown value is a 400). Extend it, or IntersectionType. */
export class LangQuery {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: "the answer's language (else Accept-Language); regions ignored (de-AT is de)" })
  @IsOptional()
  @Transform(toLanguageCode)
  @IsIn(LANGUAGE_CODES, { message: `lang must be one of: ${LANGUAGE_CODES.join(', ')}` })
  lang?: LanguageCode;
}

/**
 * Controller parameter: `lang` from the query when it names one of the four languages, else Accept-Language. The
 * route's query DTO (a LangQuery) refuses an unknown `lang` before this is read.
 */
export const QueryLang = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageCode => {
  const request = context.switchToHttp().getRequest<{ query?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }>();
  const fromQuery = toLanguageCode({ value: request.query?.lang });
  return isLanguageCode(fromQuery) ? fromQuery : pickLanguage(request.headers['accept-language']);
});

/** The OpenAPI description of the header, for @ApiHeader on controllers whose answers are localized. */
export const ACCEPT_LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: 'en, de, fr or ru (q-values honoured; anything else: en)',
} as const;

/**
 * Middleware for a service's GET routes: answers of the paths matching `localized` carry Vary: Accept-Language,
 * so shared caches keep one copy per language. One middleware for every GET (a layer per route would be
 * walked by every request).
 */
export function varyOnLanguage(localized: RegExp) {
  return (req: { originalUrl: string }, res: { vary(field: string): unknown }, next: () => void): void => {
    if (localized.test(req.originalUrl)) res.vary('Accept-Language');
    next();
  };
}

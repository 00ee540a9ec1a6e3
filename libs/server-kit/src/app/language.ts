// The request's language in Nest: parameter decorators, the `lang` query and Vary (the header's parsing is in edge,
// where the gateway shares it).

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@eoa/contracts';
import { pickLanguage } from '../edge/accept-language.js';

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

// The request's language in Nest: parameter decorators, the `lang` query and Vary (the header's parsing is in edge,
// where the gateway shares it).

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isLanguageCode, languageOfText, type LanguageCode } from '@eoa/contracts';
import { pickLanguage } from '../edge/accept-language.js';

/** Controller parameter: the request's language from Accept-Language (every data service answers in it). */
export const Lang = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageCode => {
  const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
  return pickLanguage(request.headers['accept-language']);
});

/**
 * Controller parameter: `lang` from the query when it names one of the four languages, else Accept-Language. The
 * route's query DTO (with contracts' LangQuerySchema) refuses an unknown `lang` before this is read.
 */
export const QueryLang = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageCode => {
  const request = context.switchToHttp().getRequest<{ query?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }>();
  const fromQuery = languageOfText(request.query?.lang);
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

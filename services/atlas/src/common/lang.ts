// The answer's language: the `lang` query parameter where a call lists it (spec 2 §7), else Accept-Language.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@eoa/contracts';
import { pickLanguage } from '@eoa/server-kit';

/** "de", "DE", "de-AT", "de_AT" → "de"; anything else stays as it came (and the validator refuses it). */
export function toLanguageCode({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : value;
}

/** A query with the optional `lang` (every atlas call takes it; an unknown value is a 400). */
export class LangQuery {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: "the answer's language (else Accept-Language); regions ignored (de-AT is de)" })
  @IsOptional()
  @Transform(toLanguageCode)
  @IsIn(LANGUAGE_CODES, { message: `lang must be one of: ${LANGUAGE_CODES.join(', ')}` })
  lang?: LanguageCode;
}

/** Controller parameter: `lang` from the query when it names one of the four languages, else Accept-Language. */
export const AtlasLang = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageCode => {
  const request = context.switchToHttp().getRequest<{ query: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }>();
  const fromQuery = toLanguageCode({ value: request.query?.lang });
  return isLanguageCode(fromQuery) ? fromQuery : pickLanguage(request.headers['accept-language']);
});

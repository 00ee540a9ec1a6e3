import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';

/** The first string given, or nothing: a repeated or odd `lang` must not turn into an error. */
function firstString({ value }: { value: unknown }): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** ?lang= — any value is accepted: an unknown or missing language answers English (never an error). */
export class UiTranslationsQuery {
  @ApiPropertyOptional({ example: 'de', description: 'en, de, fr or ru; anything else gives English' })
  @IsOptional()
  @Transform(firstString)
  @IsString()
  lang?: string;
}

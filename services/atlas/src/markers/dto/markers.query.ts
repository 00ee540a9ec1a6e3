import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LangQuery, trimmed } from '@eoa/server-kit';

/** At most this many characters in the categories list (every code of the data, with commas, fits many times over). */
export const CATEGORIES_MAX_LENGTH = 400;
const CATEGORIES = 'categories must be category codes separated by commas, e.g. 1,7,21 (GET /maps/categories)';

/** GET /maps/{id}/markers?categories&lang, /maps/composite?categories&lang */
export class MarkersQuery extends LangQuery {
  @ApiPropertyOptional({ type: 'string', description: 'category codes separated by commas (all categories when absent)', example: '1,7,21', maxLength: CATEGORIES_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @Matches(/^\d{1,9}(?:\s*,\s*\d{1,9})*$/, { message: CATEGORIES })
  @MaxLength(CATEGORIES_MAX_LENGTH, { message: `categories must be at most ${CATEGORIES_MAX_LENGTH} characters` })
  @IsString({ message: CATEGORIES })
  categories?: string;
}

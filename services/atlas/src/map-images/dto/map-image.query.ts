import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** GET /maps/{id}/image?lang&t */
export class MapImageQuery {
  @ApiPropertyOptional({ description: 'en, de, fr or ru (regions ignored: de-AT is de); another value draws English labels; without it, Accept-Language' })
  @IsOptional()
  @IsString({ message: 'lang must be a single text value' })
  @MaxLength(35, { message: 'lang must be at most 35 characters' })
  lang?: string;

  @ApiPropertyOptional({ description: 'any value (a timestamp): the page changes it to bypass a cached copy; ignored by the server' })
  @IsOptional()
  @IsString({ message: 't must be a single text value' })
  @MaxLength(64, { message: 't must be at most 64 characters' })
  t?: string;
}

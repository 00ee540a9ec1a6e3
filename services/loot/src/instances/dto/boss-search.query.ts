import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LOOT_SEARCH_MAX_LENGTH } from '@eoa/contracts';
import { trimmed } from '@eoa/server-kit';

/** GET /loot/boss-tables/search?search&instance */
export class BossSearchQuery {
  @ApiPropertyOptional({ description: 'part of a boss name in any language, any case and accents', maxLength: LOOT_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(LOOT_SEARCH_MAX_LENGTH, { message: `search must be at most ${LOOT_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'search must be a text' })
  search?: string;

  @ApiPropertyOptional({ description: 'an instance name in any language (whole name, any case) or its id', maxLength: LOOT_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(LOOT_SEARCH_MAX_LENGTH, { message: `instance must be at most ${LOOT_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'instance must be a text' })
  instance?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { OptimalPathQuery as OptimalPathQueryContract } from '@eoa/contracts';
import { toInt, trimmed } from '@eoa/server-kit';
import { PROFESSION_KEY_MAX_LENGTH } from '../../world/profession-key.js';

/** Far past the end of any tier scale; the scale's own end (5400 with the spec's points) is checked by the service. */
const XP_LIMIT = 1_000_000;
const xp = (field: string) => `${field} must be a non-negative integer`;

// Decorators of a property run bottom-up and stop at the first failure: presence and type checks sit lowest.

/** GET /recipe/optimal-path?profession&currentXP&targetXP — positions on the calculator's XP scale. */
export class OptimalPathQuery implements OptimalPathQueryContract {
  @ApiProperty({ description: 'profession key (GET /recipe/professions), any case', maxLength: PROFESSION_KEY_MAX_LENGTH })
  @Transform(trimmed)
  @MaxLength(PROFESSION_KEY_MAX_LENGTH, { message: `profession must be at most ${PROFESSION_KEY_MAX_LENGTH} characters` })
  @MinLength(1, { message: 'profession is required' })
  @IsString({ message: 'profession is required' })
  @IsDefined({ message: 'profession is required' })
  profession!: string;

  @ApiProperty({ minimum: 0, description: 'where the crafter is: tiers in order, each proficiency then mastery (T1 proficiency 0–200, T1 mastery 200–600, …)' })
  @Transform(toInt)
  @Max(XP_LIMIT, { message: xp('currentXP') })
  @Min(0, { message: xp('currentXP') })
  @IsInt({ message: xp('currentXP') })
  @IsDefined({ message: 'currentXP is required' })
  currentXP!: number;

  @ApiProperty({ minimum: 0, description: 'where the crafter wants to be, at least currentXP (T2 mastery complete = 1440)' })
  @Transform(toInt)
  @Max(XP_LIMIT, { message: xp('targetXP') })
  @Min(0, { message: xp('targetXP') })
  @IsInt({ message: xp('targetXP') })
  @IsDefined({ message: 'targetXP is required' })
  targetXP!: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { toInt } from '@eoa/server-kit';

/** GET /trait/available?className&raceName&level */
export class AvailableTraitsQuery {
  @ApiProperty({ example: 'Guardian' })
  @MaxLength(40, { message: 'className must be at most 40 characters' })
  @IsString({ message: 'className must be a class name such as Guardian' })
  className!: string;

  @ApiProperty({ example: 'Man' })
  @MaxLength(40, { message: 'raceName must be at most 40 characters' })
  @IsString({ message: 'raceName must be a race name such as Man' })
  raceName!: string;

  @ApiProperty({ minimum: 1, maximum: 50 })
  @Transform(toInt)
  @Max(50, { message: 'level must be an integer from 1 to 50' })
  @Min(1, { message: 'level must be an integer from 1 to 50' })
  @IsInt({ message: 'level must be an integer from 1 to 50' })
  level!: number;
}

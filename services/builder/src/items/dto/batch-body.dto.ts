import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ITEMS_BATCH_MAX_IDS, type ItemsBatchRequest } from '@eoa/contracts';
import { MAX_ID } from '@eoa/server-kit';

const IDS = `ids must be a list of 1 to ${ITEMS_BATCH_MAX_IDS} positive integer item ids`;

/** POST /items/batch { ids } — for lists too long for a URL. */
export class BatchBodyDto implements ItemsBatchRequest {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: ITEMS_BATCH_MAX_IDS })
  @Max(MAX_ID, { each: true, message: IDS })
  @Min(1, { each: true, message: IDS })
  @IsInt({ each: true, message: IDS })
  @ArrayMaxSize(ITEMS_BATCH_MAX_IDS, { message: IDS })
  @ArrayMinSize(1, { message: IDS })
  @IsArray({ message: IDS })
  ids!: number[];
}

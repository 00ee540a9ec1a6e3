import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProgressionMap } from '@eoa/contracts';
import { ProgressionsService } from './progressions.service.js';

@ApiTags('progression')
@Controller('progression')
export class ProgressionsController {
  constructor(private readonly progressions: ProgressionsService) {}

  @Get()
  @ApiOperation({ summary: 'Every progression table, keyed by id (points[i] is the value at rank or level i + 1)' })
  @ApiOkResponse({ description: 'ProgressionMap: { "<id>": { id, name, indexedBy, isPercentage, points } }' })
  all(): ProgressionMap {
    return this.progressions.all();
  }
}

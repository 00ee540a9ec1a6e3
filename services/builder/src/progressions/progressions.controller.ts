import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProgressionMapSchema, type ProgressionMap } from '@eoa/contracts';
import { ApiAnswer } from '@eoa/server-kit';
import { ProgressionsService } from './progressions.service.js';

@ApiTags('progression')
@Controller('progression')
export class ProgressionsController {
  constructor(private readonly progressions: ProgressionsService) {}

  @Get()
  @ApiOperation({ summary: 'Every progression table, keyed by id (points[i] is the value at rank or level i + 1)' })
  @ApiAnswer(200, ProgressionMapSchema)
  all(): ProgressionMap {
    return this.progressions.all();
  }
}

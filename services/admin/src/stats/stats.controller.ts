import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { AdminStatsSchema, type AdminStats } from '@eoa/contracts';
import { AdminRoutes, ApiAnswer } from '@eoa/server-kit';
import { StatsService } from './stats.service.js';

@AdminRoutes()
@Controller('admin/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: 'Dashboard figures: quests (total, excluded, edited, by era), audit entries of the last 7 days, the last backup' })
  @ApiAnswer(200, AdminStatsSchema)
  @ApiServiceUnavailableResponse({ description: 'The atlas service (the quests) cannot be reached' })
  get(): Promise<AdminStats> {
    return this.stats.stats();
  }
}

import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ServiceHealthSchema, type ServiceHealth } from '@eoa/contracts';
import { ApiAnswer } from '../app/openapi.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when ok or degraded (still serving), 503 when PostgreSQL is down. */
  @Get()
  @ApiOperation({ summary: 'This service, its PostgreSQL and its Redis: ok, degraded (Redis down) or down (503)' })
  @ApiAnswer(HttpStatus.OK, ServiceHealthSchema, 'ServiceHealth: status ok or degraded')
  @ApiAnswer(HttpStatus.SERVICE_UNAVAILABLE, ServiceHealthSchema, 'ServiceHealth with status down')
  async get(@Res({ passthrough: true }) res: Response): Promise<ServiceHealth> {
    const health = await this.health.check();
    // Health is polled; a cached answer would hide an outage.
    res.setHeader('Cache-Control', 'no-store');
    if (health.status === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return health;
  }
}

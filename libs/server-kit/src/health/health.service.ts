import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ServiceHealth } from '@eoa/contracts';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { checkDependency, describeAddress } from '../edge/dependency-probes.js';
import { REDIS_NOT_USED, runtimeModeOf } from '../edge/runtime-mode.js';
import { RedisService } from '../redis/redis.service.js';

/**
 * PostgreSQL is required (down → service down); Redis is optional (down → degraded). Checked through the
 * connections the service really uses (its pool, its Redis client), reported as the gateway reports its own.
 */
@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    @Inject(SERVICE_INFO) private readonly service: ServiceInfo,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisEnabled' | 'databaseMode'>,
  ) {}

  async check(): Promise<ServiceHealth> {
    const [postgres, redis] = await Promise.all([
      checkDependency('PostgreSQL', describeAddress(this.config.databaseUrl), () => this.dataSource.query('select 1')),
      this.config.redisEnabled
        ? checkDependency('Redis', describeAddress(this.config.redisUrl), () =>
            // A client that is reconnecting would queue the PING until it times out: say at once that it is not connected.
            this.redis.isReady ? this.redis.client.ping() : Promise.reject(new Error(`not connected (${this.redis.client.status})`)),
          )
        : REDIS_NOT_USED,
    ]);
    const status = postgres.status !== 'ok' ? 'down' : redis.status === 'down' ? 'degraded' : 'ok';
    return {
      service: this.service.name,
      status,
      version: this.service.version,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      postgres,
      redis,
      mode: runtimeModeOf(this.config),
    };
  }
}

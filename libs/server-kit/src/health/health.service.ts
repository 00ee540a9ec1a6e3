import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DependencyHealth, ServiceHealth } from '@eoa/contracts';
import { SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { RedisService } from '../redis/redis.service.js';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function timed(check: () => Promise<unknown>): Promise<DependencyHealth> {
  const started = performance.now();
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', message: error instanceof Error ? error.message : String(error) };
  }
}

/** PostgreSQL is required (down → service down); Redis is optional (down → degraded). */
@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    @Inject(SERVICE_INFO) private readonly service: ServiceInfo,
  ) {}

  async check(): Promise<ServiceHealth> {
    const [postgres, redis] = await Promise.all([
      timed(() => this.dataSource.query('select 1')),
      this.redis.isReady
        ? timed(() => this.redis.client.ping())
        : Promise.resolve<DependencyHealth>({ status: 'down', message: `not connected (${this.redis.client.status})` }),
    ]);
    const status = postgres.status !== 'ok' ? 'down' : redis.status !== 'ok' ? 'degraded' : 'ok';
    return {
      service: this.service.name,
      status,
      version: this.service.version,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      postgres,
      redis,
    };
  }
}

import type { DependencyHealth, GatewayHealth, HealthStatus, RuntimeMode, ServiceName } from '@eoa/contracts';
import { SERVICE_NAMES } from '@eoa/contracts';
import type { DependencyProbes } from '@eoa/server-kit/edge';
import { checkServiceUpstreams, type ServiceHealthResult } from './service-health.js';

/**
 * down when the site cannot serve (PostgreSQL or any service down); degraded when it serves without
 * something optional (Redis down, or a service reporting degraded); ok otherwise.
 */
export function overallStatus(
  postgres: DependencyHealth,
  redis: DependencyHealth,
  services: readonly DependencyHealth[],
): HealthStatus {
  if (postgres.status === 'down' || services.some((service) => service.status === 'down')) return 'down';
  // Redis "off" is a deployment without it (REDIS_URL=none), not a fault.
  if ((redis.status !== 'ok' && redis.status !== 'off') || postgres.status !== 'ok' || services.some((service) => service.status !== 'ok')) return 'degraded';
  return 'ok';
}

export interface HealthCheckerOptions {
  /** Each service's base URLs (several when it runs as replicas: config.serviceUpstreams). */
  serviceUpstreams: Record<ServiceName, readonly string[]>;
  probes: DependencyProbes;
  version: string;
  /** How the parts run (REDIS_URL=none, embedded PostgreSQL), reported as is. */
  mode: RuntimeMode;
  /** Per-service answer limit (DESIGN: 2 s). */
  serviceTimeoutMs: number;
  /** How long one result is reused: Docker, the launcher and browsers all poll; 0 disables it. */
  cacheMs: number;
}

/** Runs every check in parallel; concurrent callers share one run, and a fresh result is reused briefly. */
export class HealthChecker {
  private readonly startedAt = Date.now();
  private inFlight: Promise<GatewayHealth> | undefined;
  private last: { at: number; health: GatewayHealth } | undefined;

  constructor(private readonly options: HealthCheckerOptions) {}

  check(requestId?: string): Promise<GatewayHealth> {
    const { cacheMs } = this.options;
    if (this.last && cacheMs > 0 && Date.now() - this.last.at < cacheMs) return Promise.resolve(this.last.health);
    this.inFlight ??= this.run(requestId).finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async run(requestId?: string): Promise<GatewayHealth> {
    const { serviceUpstreams, probes, serviceTimeoutMs, version } = this.options;
    const [postgres, redis, ...serviceResults] = await Promise.all([
      probes.postgres(),
      probes.redis(),
      ...SERVICE_NAMES.map((name) => checkServiceUpstreams(serviceUpstreams[name], serviceTimeoutMs, requestId)),
    ]);
    const services = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, serviceResults[index]])) as Record<
      ServiceName,
      ServiceHealthResult
    >;
    const health: GatewayHealth = {
      status: overallStatus(postgres, redis, serviceResults),
      gateway: { version, uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000) },
      services,
      postgres,
      redis,
      mode: this.options.mode,
    };
    this.last = { at: Date.now(), health };
    return health;
  }
}

/** ok: everything answers; degraded: answering without something optional (e.g. Redis); down: cannot serve. */
export type HealthStatus = 'ok' | 'degraded' | 'down';

export interface DependencyHealth {
  status: HealthStatus;
  latencyMs?: number;
  /** Why it is not ok (address tried, error text). */
  message?: string;
}

/** GET /api/health of one service. */
export interface ServiceHealth {
  service: string;
  status: HealthStatus;
  version: string;
  uptimeSeconds: number;
  postgres: DependencyHealth;
  redis: DependencyHealth;
}

/** GET /api/health at the gateway: HTTP 200 when status is ok or degraded, 503 when down. */
export interface GatewayHealth {
  status: HealthStatus;
  gateway: { version: string; uptimeSeconds: number };
  services: Record<string, DependencyHealth & { version?: string }>;
  postgres: DependencyHealth;
  redis: DependencyHealth;
}

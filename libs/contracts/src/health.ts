/** ok: everything answers; degraded: answering without something optional (e.g. Redis); down: cannot serve. */
export type HealthStatus = 'ok' | 'degraded' | 'down';

export interface DependencyHealth {
  /** `off`: not used by this deployment (Redis with REDIS_URL=none) — not a fault. */
  status: HealthStatus | 'off';
  latencyMs?: number;
  /** Why it is not ok (address tried, error text). */
  message?: string;
}

/**
 * How each part runs (logged once at start, and in every health answer). With Redis everything shared lives there;
 * without it (REDIS_URL=none) caches are kept in each process, events travel over PostgreSQL LISTEN/NOTIFY, and rate
 * limits and the admin token denylist are tables — still correct with several processes, only slower to share.
 */
export interface RuntimeMode {
  /** `embedded`: the PostgreSQL `npm start` runs from npm (no server installed); `external`: one given by DATABASE_URL. */
  database: 'external' | 'embedded';
  cache: 'redis' | 'in-process';
  events: 'redis' | 'postgres';
  rateLimits: 'redis' | 'postgres';
  tokenDenylist: 'redis' | 'postgres';
}

/** GET /api/health of one service. */
export interface ServiceHealth {
  service: string;
  status: HealthStatus;
  version: string;
  uptimeSeconds: number;
  postgres: DependencyHealth;
  redis: DependencyHealth;
  mode: RuntimeMode;
}

/**
 * A service run as several replicas behind the gateway (BUILDER_URL=http://a,http://b): how many of its upstreams
 * answer their health check. Present only when there are several; the service is up while `up` ≥ 1.
 */
export interface UpstreamCount {
  up: number;
  total: number;
}

/** GET /api/health at the gateway: HTTP 200 when status is ok or degraded, 503 when down. */
export interface GatewayHealth {
  status: HealthStatus;
  gateway: { version: string; uptimeSeconds: number };
  services: Record<string, DependencyHealth & { version?: string; upstreams?: UpstreamCount }>;
  postgres: DependencyHealth;
  redis: DependencyHealth;
  mode: RuntimeMode;
}

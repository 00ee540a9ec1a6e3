// The health answers. A service's answer is a zod schema (its OpenAPI document shows it), its type inferred from it.
import { z } from 'zod';

/** ok: everything answers; degraded: answering without something optional (e.g. Redis); down: cannot serve. */
export const HealthStatusSchema = z.enum(['ok', 'degraded', 'down']);
export type HealthStatus = z.infer<typeof HealthStatusSchema>;

export const DependencyHealthSchema = z
  .object({
    status: z.union([HealthStatusSchema, z.literal('off')]).meta({ description: '`off`: not used by this deployment (Redis with REDIS_URL=none) — not a fault' }),
    latencyMs: z.number().optional(),
    message: z.string().optional().meta({ description: 'why it is not ok (address tried, error text)' }),
  })
  .meta({ id: 'DependencyHealth' });
export type DependencyHealth = z.infer<typeof DependencyHealthSchema>;

/**
 * How each part runs (logged once at start, and in every health answer). With Redis everything shared lives there;
 * without it (REDIS_URL=none) caches are kept in each process, events travel over PostgreSQL LISTEN/NOTIFY, and rate
 * limits and the admin token denylist are tables — still correct with several processes, only slower to share.
 */
export const RuntimeModeSchema = z
  .object({
    database: z.enum(['external', 'embedded']).meta({ description: '`embedded`: the PostgreSQL `npm start` runs from npm (no server installed); `external`: one given by DATABASE_URL' }),
    cache: z.enum(['redis', 'in-process']),
    events: z.enum(['redis', 'postgres']),
    rateLimits: z.enum(['redis', 'postgres']),
    tokenDenylist: z.enum(['redis', 'postgres']),
  })
  .meta({ id: 'RuntimeMode' });
export type RuntimeMode = z.infer<typeof RuntimeModeSchema>;

/** GET /api/health of one service. */
export const ServiceHealthSchema = z
  .object({
    service: z.string(),
    status: HealthStatusSchema,
    version: z.string(),
    uptimeSeconds: z.number(),
    postgres: DependencyHealthSchema,
    redis: DependencyHealthSchema,
    mode: RuntimeModeSchema,
  })
  .meta({ id: 'ServiceHealth' });
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

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

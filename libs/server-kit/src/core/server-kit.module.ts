import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AdminTokens } from '../auth/admin-tokens.js';
import { RevokedAdminTokens } from '../auth/revoked-admin-tokens.js';
import { loadConfig } from '../config.js';
import { PgNotifications } from '../coordination/pg-notifications.js';
import { RateLimiters } from '../coordination/rate-limiters.js';
import { HealthController } from '../health/health.controller.js';
import { HealthService } from '../health/health.service.js';
import { CacheService } from '../redis/cache.service.js';
import { EventsService } from '../redis/events.service.js';
import { RedisService } from '../redis/redis.service.js';
import { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from './tokens.js';

/**
 * What every service has: the validated config (APP_CONFIG), who it is (SERVICE_INFO), Redis with
 * cache, events and rate limiters (or their PostgreSQL stand-ins with REDIS_URL=none), admin tokens and their denylist (for AdminAuthGuard), and GET /api/health. Global, so feature modules inject these without imports.
 * Needs DatabaseModule in the same application (health checks PostgreSQL through its DataSource).
 */
@Global()
@Module({})
export class ServerKitModule {
  static forService(service: ServiceInfo): DynamicModule {
    return {
      module: ServerKitModule,
      controllers: [HealthController],
      providers: [
        // Read again here (bootstrapService already validated it) so tests can override the provider.
        { provide: APP_CONFIG, useFactory: () => loadConfig() },
        { provide: SERVICE_INFO, useValue: service },
        RedisService,
        PgNotifications,
        CacheService,
        EventsService,
        RateLimiters,
        HealthService,
        // What AdminAuthGuard needs, global so the guard works in any module without imports.
        AdminTokens,
        RevokedAdminTokens,
      ],
      exports: [
        APP_CONFIG,
        SERVICE_INFO,
        RedisService,
        PgNotifications,
        CacheService,
        EventsService,
        RateLimiters,
        AdminTokens,
        RevokedAdminTokens,
      ],
    };
  }
}

import { Module } from '@nestjs/common';
import { InternalController } from './internal.controller.js';
import { InternalService } from './internal.service.js';

/** GET /api/internal/quests, /api/internal/quests/{id}, /api/internal/maps/zones — for admin, behind the internal token. */
@Module({
  controllers: [InternalController],
  providers: [InternalService],
})
export class InternalModule {}

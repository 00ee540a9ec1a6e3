import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CorrectionsRateLimiter } from './corrections-rate.limiter.js';
import { CorrectionsController } from './corrections.controller.js';
import { CorrectionsService } from './corrections.service.js';
import { UserCorrection } from './user-correction.entity.js';

/** Public side of corrections: submit (rate limited) and the public list. Review comes with the admin area. */
@Module({
  imports: [TypeOrmModule.forFeature([UserCorrection])],
  controllers: [CorrectionsController],
  providers: [CorrectionsService, CorrectionsRateLimiter],
})
export class CorrectionsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AdminCorrectionsController } from './admin-corrections.controller.js';
import { AdminCorrectionsService } from './admin-corrections.service.js';
import { CorrectionsRateLimiter } from './corrections-rate.limiter.js';
import { CorrectionsController } from './corrections.controller.js';
import { CorrectionsService } from './corrections.service.js';
import { UserCorrection } from './user-correction.entity.js';

/** Corrections: the public submit (rate limited) and list, and the administrators' review, edit and delete. */
@Module({
  imports: [TypeOrmModule.forFeature([UserCorrection]), AuditModule],
  controllers: [CorrectionsController, AdminCorrectionsController],
  providers: [CorrectionsService, CorrectionsRateLimiter, AdminCorrectionsService],
})
export class CorrectionsModule {}

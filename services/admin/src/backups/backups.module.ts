import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BackupsController } from './backups.controller.js';
import { BackupsService } from './backups.service.js';

/** Backups of the admin schema and their restore; exports BackupsService (the dashboard reads lastBackupDate). */
@Module({
  imports: [AuditModule],
  controllers: [BackupsController],
  providers: [BackupsService],
  exports: [BackupsService],
})
export class BackupsModule {}

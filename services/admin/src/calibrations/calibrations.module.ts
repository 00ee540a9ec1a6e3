import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AtlasClientModule } from '../atlas-client/atlas-client.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CalibrationsController } from './calibrations.controller.js';
import { CalibrationsService } from './calibrations.service.js';
import { MapCalibrationRow } from './map-calibration.entity.js';

/** Map calibrations: GET /admin/calibrations, /{zone}, PUT /{id}, POST /{zone}/reset, /reload; CalibrationsService for quest settings. */
@Module({
  imports: [TypeOrmModule.forFeature([MapCalibrationRow]), AtlasClientModule, AuditModule],
  controllers: [CalibrationsController],
  providers: [CalibrationsService],
  exports: [CalibrationsService, TypeOrmModule],
})
export class CalibrationsModule {}

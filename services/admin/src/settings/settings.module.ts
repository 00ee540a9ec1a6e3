import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AppSetting } from './app-setting.entity.js';
import { SettingsService } from './settings.service.js';

/** Application settings: the versions the homepage shows and the administrators' GET/PUT /admin/settings. */
@Module({
  imports: [TypeOrmModule.forFeature([AppSetting]), AuditModule],
  controllers: [AdminSettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AdminHomepageToolsController } from './admin-homepage-tools.controller.js';
import { HomepageTool } from './homepage-tool.entity.js';
import { HomepageController } from './homepage.controller.js';
import { HomepageService } from './homepage.service.js';

/** Homepage data: the public versions (from settings) and tool flags, and the administrators' tool flag edits. */
@Module({
  imports: [TypeOrmModule.forFeature([HomepageTool]), SettingsModule, AuditModule],
  controllers: [HomepageController, AdminHomepageToolsController],
  providers: [HomepageService],
})
export class HomepageModule {}

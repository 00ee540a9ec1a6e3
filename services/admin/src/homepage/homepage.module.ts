import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module.js';
import { HomepageTool } from './homepage-tool.entity.js';
import { HomepageController } from './homepage.controller.js';
import { HomepageService } from './homepage.service.js';

/** Public homepage data: versions (from settings) and which tools are in development. */
@Module({
  imports: [TypeOrmModule.forFeature([HomepageTool]), SettingsModule],
  controllers: [HomepageController],
  providers: [HomepageService],
})
export class HomepageModule {}

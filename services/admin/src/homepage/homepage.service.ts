import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppInfo, ToolStatus } from '@eoa/contracts';
import { SettingsService } from '../settings/settings.service.js';
import { HomepageTool } from './homepage-tool.entity.js';

@Injectable()
export class HomepageService {
  constructor(
    @InjectRepository(HomepageTool) private readonly tools: Repository<HomepageTool>,
    private readonly settings: SettingsService,
  ) {}

  appInfo(): Promise<AppInfo> {
    return this.settings.appInfo();
  }

  async toolsStatus(): Promise<ToolStatus[]> {
    const rows = await this.tools.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({ toolId: row.toolId, isInDevelopment: row.isInDevelopment }));
  }
}

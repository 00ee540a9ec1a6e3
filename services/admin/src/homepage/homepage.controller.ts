import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AppInfo, ToolStatus } from '@eoa/contracts';
import { HomepageService } from './homepage.service.js';

@ApiTags('homepage')
@Controller('homepage')
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get('app-info')
  @ApiOkResponse({ description: 'AppInfo: appVersion, dataVersion, lastUpdated (ISO)' })
  appInfo(): Promise<AppInfo> {
    return this.homepage.appInfo();
  }

  @Get('tools-status')
  @ApiOkResponse({ description: 'ToolStatus[] in card order' })
  toolsStatus(): Promise<ToolStatus[]> {
    return this.homepage.toolsStatus();
  }
}

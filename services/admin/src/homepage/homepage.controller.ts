import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppInfo, ToolStatus } from '@eoa/contracts';
import { HomepageService } from './homepage.service.js';

@ApiTags('homepage')
@Controller('homepage')
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get('app-info')
  @ApiOperation({ summary: 'Application and data versions and the last update, for the status bar' })
  @ApiOkResponse({ description: 'AppInfo: appVersion, dataVersion, lastUpdated (ISO)' })
  appInfo(): Promise<AppInfo> {
    return this.homepage.appInfo();
  }

  @Get('tools-status')
  @ApiOperation({ summary: "The home page's tool cards: which tools are available or coming soon" })
  @ApiOkResponse({ description: 'ToolStatus[] in card order' })
  toolsStatus(): Promise<ToolStatus[]> {
    return this.homepage.toolsStatus();
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppInfoSchema, ToolStatusListSchema, type AppInfo, type ToolStatus } from '@eoa/contracts';
import { ApiAnswer } from '@eoa/server-kit';
import { HomepageService } from './homepage.service.js';

@ApiTags('homepage')
@Controller('homepage')
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get('app-info')
  @ApiOperation({ summary: 'Application and data versions and the last update, for the status bar' })
  @ApiAnswer(200, AppInfoSchema)
  appInfo(): Promise<AppInfo> {
    return this.homepage.appInfo();
  }

  @Get('tools-status')
  @ApiOperation({ summary: "The home page's tool cards: which tools are available or coming soon" })
  @ApiAnswer(200, ToolStatusListSchema)
  toolsStatus(): Promise<ToolStatus[]> {
    return this.homepage.toolsStatus();
  }
}

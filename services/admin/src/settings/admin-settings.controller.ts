import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AppSetting } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ClientIp } from '@eoa/server-kit';
import { SettingUpdateDto } from './dto/setting-update.dto.js';
import { SettingsService } from './settings.service.js';

@AdminRoutes()
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every application setting with its description and who changed it last' })
  @ApiOkResponse({ description: 'AppSetting[] by key' })
  list(): Promise<AppSetting[]> {
    return this.settings.list();
  }

  @Put(':key')
  @ApiOperation({ summary: 'Change a setting (app_version must be a semantic version); the home page shows it at once; audited' })
  @ApiOkResponse({ description: 'The AppSetting as saved' })
  @ApiNotFoundResponse({ description: 'No setting with this key' })
  update(
    @Param('key') key: string,
    @Body() body: SettingUpdateDto,
    @AdminUsername() username: string,
    @ClientIp() ipAddress: string,
  ): Promise<AppSetting> {
    return this.settings.update(key, body.value, { username, ipAddress });
  }
}

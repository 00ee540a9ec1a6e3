import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AppSetting } from '@eoa/contracts';
import { AdminAuthGuard, AdminUsername, ClientIp } from '@eoa/server-kit';
import { SettingUpdateDto } from './dto/setting-update.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid admin token' })
@UseGuards(AdminAuthGuard)
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

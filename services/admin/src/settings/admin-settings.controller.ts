import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { AppSettingListSchema, AppSettingSchema, AppSettingUpdateSchema, type AppSetting } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, ClientIp, zodDto } from '@eoa/server-kit';
import { SettingsService } from './settings.service.js';

class SettingUpdateDto extends zodDto(AppSettingUpdateSchema) {}

@AdminRoutes()
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every application setting with its description and who changed it last' })
  @ApiAnswer(200, AppSettingListSchema)
  list(): Promise<AppSetting[]> {
    return this.settings.list();
  }

  @Put(':key')
  @ApiOperation({ summary: 'Change a setting (app_version must be a semantic version); the home page shows it at once; audited' })
  @ApiAnswer(200, AppSettingSchema, 'The AppSetting as saved')
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

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { QuestSettingsAnswerSchema, QuestSettingsSchema, type QuestSettings } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, ClientIp, zodDto } from '@eoa/server-kit';
import { QuestSettingsService } from './quest-settings.service.js';

class QuestSettingsDto extends zodDto(QuestSettingsSchema) {}

@AdminRoutes()
@ApiServiceUnavailableResponse({ description: 'Calibrations must be seeded from atlas, which cannot be reached' })
@Controller('admin/quest-settings')
export class QuestSettingsController {
  constructor(private readonly settings: QuestSettingsService) {}

  @Get()
  @ApiOperation({ summary: "The quest coordinate settings: each zone's mapping (its calibration) by zone name" })
  @ApiAnswer(200, QuestSettingsAnswerSchema, 'QuestSettings: { coordinateSettings: { zoneMappings } }')
  get(): Promise<QuestSettings> {
    return this.settings.get();
  }

  @Put()
  @ApiOperation({ summary: "Update the zone mappings named (their calibrations); the others are kept; audited (quest_settings_update)" })
  @ApiAnswer(200, QuestSettingsAnswerSchema, 'QuestSettings as now stored')
  @ApiBadRequestResponse({ description: 'An unknown zone, a mapping with a missing, extra or invalid value, min not below max' })
  update(@Body() body: QuestSettingsDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<QuestSettings> {
    return this.settings.update(body, { username, ipAddress });
  }
}

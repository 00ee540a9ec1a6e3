import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { AdminMessageSchema, MapCalibrationListSchema, MapCalibrationSchema, MapCalibrationUpdateSchema, type AdminMessage, type LanguageCode, type MapCalibration, type MapCalibrationList } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, catalogText, ClientIp, IdParam, Lang, zodDto } from '@eoa/server-kit';
import { CalibrationsService } from './calibrations.service.js';

class MapCalibrationUpdateDto extends zodDto(MapCalibrationUpdateSchema) {}

// POST /reload comes before POST /{zone}/reset (different shapes, but fixed paths first keeps it obvious).
@AdminRoutes()
@ApiServiceUnavailableResponse({ description: 'Calibrations must be seeded from atlas, which cannot be reached' })
@Controller('admin/calibrations')
export class CalibrationsController {
  constructor(private readonly calibrations: CalibrationsService) {}

  @Get()
  @ApiOperation({ summary: 'Every main zone map calibration (seeded from atlas when first needed)' })
  @ApiAnswer(200, MapCalibrationListSchema)
  async list(): Promise<MapCalibrationList> {
    return { calibrations: await this.calibrations.list() };
  }

  @Post('reload')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Drop admin's copy of atlas's zones and tell atlas to drop its editorial cache; audited (calibration_reload)" })
  @ApiAnswer(200, AdminMessageSchema, 'AdminMessage, e.g. "Calibrations reloaded: 10 zones" (in the Accept-Language)')
  async reload(@AdminUsername() username: string, @ClientIp() ipAddress: string, @Lang() lang: LanguageCode): Promise<AdminMessage> {
    const count = await this.calibrations.reload({ username, ipAddress });
    return { message: catalogText('admin.calibrationsReloaded', { count }, lang) };
  }

  @Get(':zone')
  @ApiOperation({ summary: "One zone's calibration by zone name (any case) or map id" })
  @ApiParam({ name: 'zone', description: 'a zone name (Bree-land, bree-land) or its map id (268437603)' })
  @ApiAnswer(200, MapCalibrationSchema)
  @ApiNotFoundResponse({ description: 'No calibration for that zone' })
  find(@Param('zone') zone: string): Promise<MapCalibration> {
    return this.calibrations.find(zone);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a calibration's numbers (min below max, scale above 0; zoneName and mapId must be the row's); audited (calibration_update)" })
  @ApiAnswer(200, MapCalibrationSchema, 'MapCalibration as saved')
  @ApiBadRequestResponse({ description: 'A number missing, not finite or out of range, min not below max, scale not above 0, another zone or map' })
  @ApiNotFoundResponse({ description: 'No calibration with this id' })
  update(@IdParam() id: number, @Body() body: MapCalibrationUpdateDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<MapCalibration> {
    return this.calibrations.update(id, body, { username, ipAddress });
  }

  @Post(':zone/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "A zone's calibration back to its seeded numbers (atlas's box, offset 0, scale 1); audited (calibration_reset)" })
  @ApiParam({ name: 'zone', description: 'a zone name (any case) or its map id' })
  @ApiAnswer(200, MapCalibrationSchema, 'MapCalibration as reset')
  @ApiNotFoundResponse({ description: 'No calibration for that zone' })
  reset(@Param('zone') zone: string, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<MapCalibration> {
    return this.calibrations.reset(zone, { username, ipAddress });
  }
}

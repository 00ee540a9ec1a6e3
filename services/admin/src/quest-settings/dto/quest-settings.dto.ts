import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import type { QuestSettings, ZoneMapping } from '@eoa/contracts';
import { MapCalibrationUpdateDto } from '../../calibrations/dto/calibration-update.dto.js';

/** One zone's mapping: a calibration update without the zone's name (the key it is listed under). */
export class ZoneMappingDto extends OmitType(MapCalibrationUpdateDto, ['zoneName'] as const) implements ZoneMapping {}

/** The keys of a zone mapping (spec 3 §3 Quest settings), for the message of a mapping that is no object. */
export const ZONE_MAPPING_KEYS = ['gameMinX', 'gameMaxX', 'gameMinY', 'gameMaxY', 'scale', 'offsetX', 'offsetY', 'mapId'] as const satisfies readonly (keyof ZoneMapping)[];

/** coordinateSettings: the zone mappings by zone name (each checked by the service with ZoneMappingDto: the keys are the zones'). */
export class CoordinateSettingsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object' },
    description: 'by zone name: { gameMinX, gameMaxX, gameMinY, gameMaxY, scale, offsetX, offsetY, mapId }',
  })
  @IsObject({ message: 'coordinateSettings.zoneMappings must be an object of zone mappings by zone name' })
  zoneMappings!: Record<string, ZoneMapping>;
}

/** PUT /admin/quest-settings body: GET's shape; the zones named are updated, the others kept. */
export class QuestSettingsDto implements QuestSettings {
  @ApiProperty({ type: CoordinateSettingsDto })
  @ValidateNested()
  @Type(() => CoordinateSettingsDto)
  @IsObject({ message: 'coordinateSettings must be an object with zoneMappings' })
  coordinateSettings!: CoordinateSettingsDto;
}

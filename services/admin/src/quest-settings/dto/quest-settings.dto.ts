import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import type { QuestSettings, ZoneMapping } from '@eoa/contracts';

/** coordinateSettings: the zone mappings by zone name (each checked by the service: the keys are the zones'). */
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

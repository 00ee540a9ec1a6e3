import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { APP_SETTING_MAX_LENGTH, type AppSettingUpdate } from '@eoa/contracts';

/** PUT /admin/settings/{key} body. Blank values are refused by the service (after trimming). */
export class SettingUpdateDto implements AppSettingUpdate {
  @ApiProperty({ maxLength: APP_SETTING_MAX_LENGTH, description: 'The new value (app_version: a semantic version such as 0.0.11)' })
  @MaxLength(APP_SETTING_MAX_LENGTH, { message: `value must be at most ${APP_SETTING_MAX_LENGTH} characters` })
  @IsString({ message: 'value must be text' })
  value!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { RestoreRequest } from '@eoa/contracts';
import { BACKUP_NAME_MESSAGE } from '../backups.service.js';

/** POST /admin/restore body: a file name of the backups folder only (the service checks its form; no paths). */
export class RestoreDto implements RestoreRequest {
  @ApiProperty({ example: 'admin-2026-11-26T11-02-03-123Z.json', description: 'A name from GET /admin/backups' })
  @MaxLength(100, { message: BACKUP_NAME_MESSAGE })
  @IsString({ message: BACKUP_NAME_MESSAGE })
  backupFileName!: string;
}

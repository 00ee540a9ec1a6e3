import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { RestoreRequestSchema, type BackupInfo, type BackupList, type RestoreResult } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ClientIp, zodDto } from '@eoa/server-kit';
import { BackupsService } from './backups.service.js';

class RestoreDto extends zodDto(RestoreRequestSchema) {}

@AdminRoutes()
@Controller('admin')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Post('backup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Back up the admin schema: a consistent JSON snapshot with a SHA-256 checksum, named by time; audited' })
  @ApiCreatedResponse({ description: 'BackupInfo of the file written' })
  create(@AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<BackupInfo> {
    return this.backups.create({ username, ipAddress });
  }

  @Get('backups')
  @ApiOperation({ summary: 'The backup files, newest first' })
  @ApiOkResponse({ description: 'BackupList: { backups: BackupInfo[] }' })
  async list(): Promise<BackupList> {
    return { backups: await this.backups.list() };
  }

  @Post('restore')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Restore a backup file (by name) in one transaction, after a safety backup; a damaged or foreign file changes nothing; audited',
  })
  @ApiOkResponse({ description: 'RestoreResult: restored, safetyBackup, tables (rows per table)' })
  @ApiNotFoundResponse({ description: 'No backup file of that name' })
  restore(@Body() body: RestoreDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<RestoreResult> {
    return this.backups.restore(body.backupFileName, { username, ipAddress });
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { BackupInfoSchema, BackupListSchema, RestoreRequestSchema, RestoreResultSchema, type BackupInfo, type BackupList, type RestoreResult } from '@eoa/contracts';
import { AdminRoutes, AdminUsername, ApiAnswer, ClientIp, zodDto } from '@eoa/server-kit';
import { BackupsService } from './backups.service.js';

class RestoreDto extends zodDto(RestoreRequestSchema) {}

@AdminRoutes()
@Controller('admin')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Post('backup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Back up the admin schema: a consistent JSON snapshot with a SHA-256 checksum, named by time; audited' })
  @ApiAnswer(201, BackupInfoSchema, 'BackupInfo of the file written')
  create(@AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<BackupInfo> {
    return this.backups.create({ username, ipAddress });
  }

  @Get('backups')
  @ApiOperation({ summary: 'The backup files, newest first' })
  @ApiAnswer(200, BackupListSchema)
  async list(): Promise<BackupList> {
    return { backups: await this.backups.list() };
  }

  @Post('restore')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Restore a backup file (by name) in one transaction, after a safety backup; a damaged or foreign file changes nothing; audited',
  })
  @ApiAnswer(200, RestoreResultSchema)
  @ApiNotFoundResponse({ description: 'No backup file of that name' })
  restore(@Body() body: RestoreDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<RestoreResult> {
    return this.backups.restore(body.backupFileName, { username, ipAddress });
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataVersion } from '@eoa/contracts';
import { GameDataService } from './game-data.service.js';

@ApiTags('data')
@Controller('data')
export class DataVersionController {
  constructor(private readonly gameData: GameDataService) {}

  @Get('version')
  @ApiOperation({ summary: 'Which game data the builder serves (the client checks it at most every 5 minutes)' })
  @ApiOkResponse({ description: 'DataVersion { version, fingerprint, details }' })
  version(): DataVersion {
    return this.gameData.snapshot.version;
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataVersionSchema, type DataVersion } from '@eoa/contracts';
import { ApiAnswer } from '@eoa/server-kit';
import { GameDataService } from './game-data.service.js';

@ApiTags('data')
@Controller('data')
export class DataVersionController {
  constructor(private readonly gameData: GameDataService) {}

  @Get('version')
  @ApiOperation({ summary: 'Which game data the builder serves (the client checks it at most every 5 minutes)' })
  @ApiAnswer(200, DataVersionSchema)
  version(): DataVersion {
    return this.gameData.snapshot.version;
  }
}

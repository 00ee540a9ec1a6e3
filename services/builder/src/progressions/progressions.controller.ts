import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProgressionMap } from '@eoa/contracts';
import { GameDataService } from '../game-data/game-data.service.js';

@ApiTags('progression')
@Controller('progression')
export class ProgressionsController {
  constructor(private readonly gameData: GameDataService) {}

  @Get()
  @ApiOperation({ summary: 'Every progression table, keyed by id (points[i] is the value at rank or level i + 1)' })
  @ApiOkResponse({ description: 'ProgressionMap: { "<id>": { id, name, indexedBy, isPercentage, points } }' })
  all(): ProgressionMap {
    const map: ProgressionMap = {};
    for (const p of this.gameData.snapshot.progressions) {
      map[String(p.id)] = { id: p.id, name: p.name, indexedBy: p.indexedBy as 'rank' | 'level', isPercentage: p.isPercentage, points: p.points };
    }
    return map;
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BossSearchQuerySchema,
  LootBossSchema,
  LootBossSearchResultSchema,
  LootTablesSchema,
  type LanguageCode,
  type LootBoss,
  type LootBossSearchResult,
  type LootTables,
} from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang, zodDto } from '@eoa/server-kit';
import { BossTablesService } from './boss-tables.service.js';

class BossSearchQuery extends zodDto(BossSearchQuerySchema) {}

@ApiTags('loot')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('loot/boss-tables')
export class BossTablesController {
  constructor(private readonly tables: BossTablesService) {}

  @Get()
  @ApiOperation({
    summary: 'Every loot instance with its bosses and their guaranteed drops',
    description: 'LootTables { instances: LootInstance[] } — totalBosses, bossesWithLoot; bosses with mobId, names, location, level, hasLoot, totalGuaranteedItems, guaranteedDrops (itemId, itemName, localizedItemName, dropChance in percent).',
  })
  @ApiAnswer(200, LootTablesSchema)
  all(@Lang() lang: LanguageCode): Promise<LootTables> {
    return this.tables.tables(lang);
  }

  @Get('search')
  @ApiOperation({
    summary: 'Bosses by name (any language, any case) and instance, without their drop lists',
    description: 'LootBossSearchResult { bosses: LootBossSummary[], totalCount } — both parameters optional; an unknown instance finds nothing.',
  })
  @ApiAnswer(200, LootBossSearchResultSchema)
  @ApiBadRequestResponse({ description: 'search or instance too long or not a text' })
  search(@Query() query: BossSearchQuery, @Lang() lang: LanguageCode): Promise<LootBossSearchResult> {
    return this.tables.search(query, lang);
  }

  @Get(':mobId')
  @ApiOperation({ summary: 'One boss with its guaranteed drops', description: 'LootBoss' })
  @ApiAnswer(200, LootBossSchema)
  @ApiBadRequestResponse({ description: 'mobId is not a positive integer, or above 2147483647' })
  @ApiNotFoundResponse({ description: 'no boss with this mob id' })
  boss(@IdParam('mobId') mobId: number, @Lang() lang: LanguageCode): Promise<LootBoss> {
    return this.tables.boss(mobId, lang);
  }
}

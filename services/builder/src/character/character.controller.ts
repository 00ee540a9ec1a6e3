import { ApiAnswer, Lang } from '@eoa/server-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BaseStatsListSchema,
  BaseStatsSchema,
  CalculateResponseSchema,
  ClassInfoListSchema,
  ClassInfoSchema,
  ClassSummaryListSchema,
  RaceInfoListSchema,
  RaceInfoSchema,
  RaceSummaryListSchema,
  type BaseStats,
  type CalculateResponse,
  type ClassInfo,
  type ClassSummary,
  type LanguageCode,
  type RaceInfo,
  type RaceSummary,
} from '@eoa/contracts';
import type { Response } from 'express';
import { LevelParam } from '../common/params.js';
import { CharacterService } from './character.service.js';
import { CalculateDto } from './dto/calculate.dto.js';

@ApiTags('character')
@ApiHeader({ name: 'Accept-Language', required: false, description: 'en, de, fr or ru' })
@Controller('character')
export class CharacterController {
  constructor(private readonly character: CharacterService) {}

  // First in the class: the hot call is the first route Express tries.
  @Post('calculate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Total stats of a build (the engine of @eoa/game-rules; no database)',
    description:
      'CalculateResponse: every stat code. MORALE, POWER and the primary stats × 100 (the client divides by 100 and floors), ICPR, OCPR, ICMR, OCMR per minute × 100 (divided by 100), percentages in percentage points, the rest plain.',
  })
  @ApiAnswer(200, CalculateResponseSchema)
  @ApiBadRequestResponse({ description: 'unknown or incompatible class/race, level out of 1–50, unknown slot, item or trait id, values out of range' })
  calculate(@Body() body: CalculateDto, @Res() res: Response): void {
    // The hot call of the builder: the answer is written directly (no ETag for a POST, no Express send).
    const json = JSON.stringify(this.character.calculate(body) satisfies CalculateResponse);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
    res.end(json);
  }

  @Get('classes')
  @ApiOperation({ summary: 'The seven classes with the races each allows' })
  @ApiAnswer(200, ClassSummaryListSchema)
  classes(@Lang() lang: LanguageCode): ClassSummary[] {
    return this.character.classes(lang);
  }

  @Get('classes/info')
  @ApiOperation({ summary: 'Every class in full: armour, weapons, dual wielding, combat characteristics, class traits' })
  @ApiAnswer(200, ClassInfoListSchema)
  classesInfo(@Lang() lang: LanguageCode): ClassInfo[] {
    return this.character.classesInfo(lang);
  }

  @Get('classes/:name')
  @ApiOperation({ summary: 'One class by name or id, any case ("Lore-master", "loremaster")' })
  @ApiAnswer(200, ClassInfoSchema)
  @ApiBadRequestResponse({ description: 'malformed name' })
  @ApiNotFoundResponse({ description: 'no such class' })
  classByName(@Param('name') name: string, @Lang() lang: LanguageCode): ClassInfo {
    return this.character.classByName(name, lang);
  }

  @Get('races')
  @ApiOperation({ summary: 'The four races with the classes each allows' })
  @ApiAnswer(200, RaceSummaryListSchema)
  races(@Lang() lang: LanguageCode): RaceSummary[] {
    return this.character.races(lang);
  }

  @Get('races/info')
  @ApiOperation({ summary: 'Every race in full, with the virtue rank bonuses of its racial traits' })
  @ApiAnswer(200, RaceInfoListSchema)
  racesInfo(@Lang() lang: LanguageCode): RaceInfo[] {
    return this.character.racesInfo(lang);
  }

  @Get('races/:name')
  @ApiOperation({ summary: 'One race by name or id, any case' })
  @ApiAnswer(200, RaceInfoSchema)
  @ApiBadRequestResponse({ description: 'malformed name' })
  @ApiNotFoundResponse({ description: 'no such race' })
  raceByName(@Param('name') name: string, @Lang() lang: LanguageCode): RaceInfo {
    return this.character.raceByName(name, lang);
  }

  @Get('stats/:className/:level')
  @ApiOperation({ summary: 'Base stats of a class at a level (regeneration per minute)' })
  @ApiAnswer(200, BaseStatsSchema)
  @ApiBadRequestResponse({ description: 'level not an integer from 1 to 50, or a malformed class name' })
  @ApiNotFoundResponse({ description: 'no such class' })
  statsAt(@Param('className') className: string, @LevelParam() level: number): BaseStats {
    return this.character.statsAt(className, level);
  }

  @Get('stats/:className')
  @ApiOperation({ summary: 'Base stats of a class at every level 1–50' })
  @ApiAnswer(200, BaseStatsListSchema)
  @ApiBadRequestResponse({ description: 'malformed class name' })
  @ApiNotFoundResponse({ description: 'no such class' })
  statsOf(@Param('className') className: string): BaseStats[] {
    return this.character.statsOf(className);
  }
}

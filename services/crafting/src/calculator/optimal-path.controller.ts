import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptimalPathQuerySchema, OptimalPathSchema, type LanguageCode, type OptimalPath } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, Lang, zodDto } from '@eoa/server-kit';
import { OptimalPathService } from './optimal-path.service.js';

class OptimalPathQuery extends zodDto(OptimalPathQuerySchema) {}

@ApiTags('calculator')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('recipe/optimal-path')
export class OptimalPathController {
  constructor(private readonly paths: OptimalPathService) {}

  @Get()
  @ApiOperation({
    summary: 'The crafting XP calculator: recommended recipes per tier, crafts needed and materials',
    description:
      'OptimalPath { profession, currentXP, targetXP, pointsNeeded, maxXP, tiers: { tier, tierName, fromXP, toXP, pointsNeeded, segments, recipes: OptimalPathRecipe[] (at most 3, best first) }[], totals }. The XP scale: tiers in order, each proficiency then mastery. Never recommended: xp 0, "(Old)", beryl/adamant/ruby/sapphire shard recipes. Efficiency = XP per raw material unit of one craft (intermediates expanded exactly, optional ingredients left out); recipes within 5 % of the tier\'s best efficiency rank by XP per craft; XP within 1 of a better recipe is left out.',
  })
  @ApiAnswer(200, OptimalPathSchema)
  @ApiBadRequestResponse({ description: 'profession missing or unknown, currentXP/targetXP missing, not integers, past the end of the scale, or target below current' })
  path(@Query() query: OptimalPathQuery, @Lang() lang: LanguageCode): Promise<OptimalPath> {
    return this.paths.path(query, lang);
  }
}

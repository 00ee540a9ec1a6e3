import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, Lang } from '@eoa/server-kit';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { TRAIT_NATURES, TraitListSchema, TraitSlotsListSchema, TraitSlotsSchema, type LanguageCode, type Trait, type TraitSlots } from '@eoa/contracts';
import { LevelParam } from '../common/params.js';
import { AvailableTraitsQuery } from './dto/available.query.js';
import { TraitsService } from './traits.service.js';

@ApiTags('trait')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('trait')
export class TraitsController {
  constructor(private readonly traits: TraitsService) {}

  @Get()
  @ApiOperation({ summary: 'Every trait (virtues, racial, additional racial, class, legendary)' })
  @ApiAnswer(200, TraitListSchema)
  all(@Lang() lang: LanguageCode): Trait[] {
    return this.traits.all(lang);
  }

  @Get('category/:category')
  @ApiOperation({ summary: 'The traits of one nature (any case)' })
  @ApiParam({ name: 'category', enum: TRAIT_NATURES })
  @ApiAnswer(200, TraitListSchema)
  @ApiBadRequestResponse({ description: 'unknown category' })
  byCategory(@Param('category') category: string, @Lang() lang: LanguageCode): Trait[] {
    return this.traits.byCategory(category, lang);
  }

  @Get('available')
  @ApiOperation({ summary: "Traits a character may take: its level reached, and the class's or race's own (or for everyone)" })
  @ApiAnswer(200, TraitListSchema)
  @ApiBadRequestResponse({ description: 'unknown class or race, incompatible race, level out of 1–50' })
  available(@Query() query: AvailableTraitsQuery, @Lang() lang: LanguageCode): Trait[] {
    return this.traits.available(query, lang);
  }

  @Get('slots')
  @ApiOperation({ summary: 'Trait slots open at every level 1–50, in level order' })
  @ApiAnswer(200, TraitSlotsListSchema)
  allSlots(): TraitSlots[] {
    return this.traits.allSlots();
  }

  @Get('slots/:level')
  @ApiOperation({ summary: 'Trait slots open at a level (slots at or above the count are locked)' })
  @ApiAnswer(200, TraitSlotsSchema)
  @ApiBadRequestResponse({ description: 'level not an integer from 1 to 50' })
  slots(@LevelParam() level: number): TraitSlots {
    return this.traits.slots(level);
  }
}

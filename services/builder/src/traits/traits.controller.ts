import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { TRAIT_NATURES, type LanguageCode, type Trait, type TraitSlots } from '@eoa/contracts';
import { CLASS_DISPLAY_NAMES, isCompatible, isTraitAvailable, normalizeClassId, normalizeRaceId } from '@eoa/game-rules';
import { Lang } from '../common/language.js';
import { LevelParam, matchCode } from '../common/params.js';
import { GameDataService } from '../game-data/game-data.service.js';
import { AvailableTraitsQuery } from './dto/available.query.js';
import { presentTrait } from './trait.presenter.js';

@ApiTags('trait')
@ApiHeader({ name: 'Accept-Language', required: false, description: 'en, de, fr or ru' })
@Controller('trait')
export class TraitsController {
  constructor(private readonly gameData: GameDataService) {}

  @Get()
  @ApiOperation({ summary: 'Every trait (virtues, racial, additional racial, class, legendary)' })
  @ApiOkResponse({ description: 'Trait[] by id' })
  all(@Lang() lang: LanguageCode): Trait[] {
    const snapshot = this.gameData.snapshot;
    return snapshot.traits.map((t) => presentTrait(t, snapshot, lang));
  }

  @Get('category/:category')
  @ApiOperation({ summary: 'The traits of one nature (any case)' })
  @ApiParam({ name: 'category', enum: TRAIT_NATURES })
  @ApiOkResponse({ description: 'Trait[]' })
  @ApiBadRequestResponse({ description: 'unknown category' })
  byCategory(@Param('category') category: string, @Lang() lang: LanguageCode): Trait[] {
    const nature = matchCode(TRAIT_NATURES, category);
    if (!nature) throw new BadRequestException(`category must be one of: ${TRAIT_NATURES.join(', ')}`);
    const snapshot = this.gameData.snapshot;
    return snapshot.traits.filter((t) => t.nature === nature).map((t) => presentTrait(t, snapshot, lang));
  }

  @Get('available')
  @ApiOperation({ summary: "Traits a character may take: its level reached, and the class's or race's own (or for everyone)" })
  @ApiOkResponse({ description: 'Trait[]' })
  @ApiBadRequestResponse({ description: 'unknown class or race, incompatible race, level out of 1–50' })
  available(@Query() query: AvailableTraitsQuery, @Lang() lang: LanguageCode): Trait[] {
    const classId = normalizeClassId(query.className);
    if (!classId) throw new BadRequestException(`Unknown class '${query.className}'`);
    const raceId = normalizeRaceId(query.raceName);
    if (!raceId) throw new BadRequestException(`Unknown race '${query.raceName}'`);
    const snapshot = this.gameData.snapshot;
    const allowed = snapshot.classes.get(classId)?.allowedRaces;
    if (!isCompatible(classId, raceId, allowed ? { [classId]: allowed as never } : undefined)) {
      throw new BadRequestException(`${CLASS_DISPLAY_NAMES[classId]} cannot be of race ${query.raceName}`);
    }
    return snapshot.traits
      .filter((t) => isTraitAvailable({ minLevel: t.minLevel, classId: t.classId as never, raceId: t.raceId as never }, classId, raceId, query.level))
      .map((t) => presentTrait(t, snapshot, lang));
  }

  @Get('slots/:level')
  @ApiOperation({ summary: 'Trait slots open at a level (slots at or above the count are locked)' })
  @ApiParam({ name: 'level', type: Number, description: '1–50' })
  @ApiOkResponse({ description: 'TraitSlots { level, virtue, racial, class, legendary }' })
  @ApiBadRequestResponse({ description: 'level not an integer from 1 to 50' })
  slots(@LevelParam() level: number): TraitSlots {
    return { level, ...this.gameData.snapshot.engine.traitSlotCounts(level) };
  }
}

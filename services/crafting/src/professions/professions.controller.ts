import { Controller, Get } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProfessionListSchema, type LanguageCode, type Profession } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, Lang } from '@eoa/server-kit';
import { CraftingWorldService } from '../world/crafting-world.service.js';

@ApiTags('recipes')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('recipe/professions')
export class ProfessionsController {
  constructor(private readonly worlds: CraftingWorldService) {}

  @Get()
  @ApiOperation({
    summary: 'Every crafting profession with its tiers',
    description: 'Profession[] { key, name (English), localizedName, kind, tiers: { tier, name, proficiencyPoints, masteryPoints, minLevel }[] }, by localized name.',
  })
  @ApiAnswer(200, ProfessionListSchema)
  async professions(@Lang() lang: LanguageCode): Promise<Profession[]> {
    return (await this.worlds.world()).professions(lang);
  }
}

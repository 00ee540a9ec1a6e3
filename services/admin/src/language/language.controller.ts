import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Language, UiTranslations } from '@eoa/contracts';
import { UiTranslationsQuery } from './dto/ui-translations.query.js';
import { LanguageService } from './language.service.js';

@ApiTags('language')
@Controller('language')
export class LanguageController {
  constructor(private readonly language: LanguageService) {}

  @Get('available')
  @ApiOkResponse({ description: 'Language[]: en, de, fr, ru' })
  available(): readonly Language[] {
    return this.language.available();
  }

  @Get('ui-translations')
  @ApiOkResponse({ description: 'UiTranslations: flat map "namespace:dotted.key" → text' })
  uiTranslations(@Query() query: UiTranslationsQuery): Promise<UiTranslations> {
    return this.language.uiTranslations(query.lang);
  }
}

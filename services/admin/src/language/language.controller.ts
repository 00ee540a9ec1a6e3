import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UiTranslationsQuerySchema, type Language, type UiTranslations } from '@eoa/contracts';
import { zodDto } from '@eoa/server-kit';
import { LanguageService } from './language.service.js';

class UiTranslationsQuery extends zodDto(UiTranslationsQuerySchema) {}

@ApiTags('language')
@Controller('language')
export class LanguageController {
  constructor(private readonly language: LanguageService) {}

  @Get('available')
  @ApiOperation({ summary: 'The languages of the site' })
  @ApiOkResponse({ description: 'Language[]: en, de, fr, ru' })
  available(): readonly Language[] {
    return this.language.available();
  }

  @Get('ui-translations')
  @ApiOperation({ summary: 'The interface texts of one language (?lang=), with corrections made by the administrators' })
  @ApiOkResponse({ description: 'UiTranslations: flat map "namespace:dotted.key" → text' })
  uiTranslations(@Query() query: UiTranslationsQuery): Promise<UiTranslations> {
    return this.language.uiTranslations(query.lang);
  }
}

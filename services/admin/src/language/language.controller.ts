import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LanguageListSchema, UiTranslationsQuerySchema, UiTranslationsSchema, type Language, type UiTranslations } from '@eoa/contracts';
import { ApiAnswer, zodDto } from '@eoa/server-kit';
import { LanguageService } from './language.service.js';

class UiTranslationsQuery extends zodDto(UiTranslationsQuerySchema) {}

@ApiTags('language')
@Controller('language')
export class LanguageController {
  constructor(private readonly language: LanguageService) {}

  @Get('available')
  @ApiOperation({ summary: 'The languages of the site' })
  @ApiAnswer(200, LanguageListSchema)
  available(): readonly Language[] {
    return this.language.available();
  }

  @Get('ui-translations')
  @ApiOperation({ summary: 'The interface texts of one language (?lang=), with corrections made by the administrators' })
  @ApiAnswer(200, UiTranslationsSchema)
  uiTranslations(@Query() query: UiTranslationsQuery): Promise<UiTranslations> {
    return this.language.uiTranslations(query.lang);
  }
}

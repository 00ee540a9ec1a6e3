import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { i18nPackageFolder } from '@eoa/server-kit';
import { LanguageController } from './language.controller.js';
import { LanguageService } from './language.service.js';
import { LOCALES_DIR, LocaleFiles } from './locale-files.js';
import { UiTranslation } from './ui-translation.entity.js';

/** Languages offered and the UI texts (bundled in @eoa/i18n, corrected by admin overrides). */
@Module({
  imports: [TypeOrmModule.forFeature([UiTranslation])],
  controllers: [LanguageController],
  providers: [{ provide: LOCALES_DIR, useFactory: () => i18nPackageFolder('locales') }, LocaleFiles, LanguageService],
})
export class LanguageModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Translation } from './translation.entity.js';
import { TranslationsLoader } from './translations.loader.js';

/** Display names of codes (qualityName, slotName, stats' displayName, …). */
@Module({
  imports: [TypeOrmModule.forFeature([Translation])],
  providers: [TranslationsLoader],
  exports: [TranslationsLoader],
})
export class TranslationsModule {}

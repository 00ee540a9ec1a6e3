import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Translation } from './translation.entity.js';

/** Display names of codes (qualityName, slotName, stats' displayName, …). */
@Module({
  imports: [TypeOrmModule.forFeature([Translation])],
  exports: [TypeOrmModule],
})
export class TranslationsModule {}

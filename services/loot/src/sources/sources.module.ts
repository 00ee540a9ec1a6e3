import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSource } from './item-source.entity.js';

/** Item sources (GET /items/{id}/dropsources, /loot/item/{itemId}/sources come later). */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSource])],
  exports: [TypeOrmModule],
})
export class SourcesModule {}

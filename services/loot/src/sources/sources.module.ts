import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSource } from './item-source.entity.js';
import { ItemSourcesController } from './item-sources.controller.js';
import { ItemSourcesLoader } from './item-sources.loader.js';
import { ItemSourcesService } from './item-sources.service.js';

/** Item sources: GET /items/{id}/dropsources and /loot/item/{itemId}/sources. */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSource])],
  controllers: [ItemSourcesController],
  providers: [ItemSourcesLoader, ItemSourcesService],
  exports: [TypeOrmModule],
})
export class SourcesModule {}

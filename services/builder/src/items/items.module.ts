import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogService } from './catalog.service.js';
import { Item } from './item.entity.js';
import { ItemsController } from './items.controller.js';
import { ItemsLoader } from './items.loader.js';
import { ItemsService } from './items.service.js';

/** Items: pages, ids, search, filters, the precompressed catalog, clear-cache. */
@Module({
  imports: [TypeOrmModule.forFeature([Item])],
  controllers: [ItemsController],
  providers: [ItemsService, CatalogService, ItemsLoader],
  exports: [ItemsLoader],
})
export class ItemsModule {}

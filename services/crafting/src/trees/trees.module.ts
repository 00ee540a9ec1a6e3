import { Module } from '@nestjs/common';
import { TreesController } from './trees.controller.js';
import { TreesService } from './trees.service.js';

/** Crafting-chain trees and the shopping list: GET /recipe/{id}/tree, POST /recipe/shopping-list. */
@Module({
  controllers: [TreesController],
  providers: [TreesService],
  exports: [TreesService],
})
export class TreesModule {}

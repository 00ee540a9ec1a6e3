import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSet } from './item-set.entity.js';
import { SetsController } from './sets.controller.js';
import { SetsLoader } from './sets.loader.js';
import { SetsService } from './sets.service.js';

/** Item sets: the /set calls, answered from the in-memory game data. */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSet])],
  controllers: [SetsController],
  providers: [SetsService, SetsLoader],
  exports: [SetsLoader],
})
export class SetsModule {}

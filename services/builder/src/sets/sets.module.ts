import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSet } from './item-set.entity.js';
import { SetsController } from './sets.controller.js';

/** Item sets: the /set calls, answered from the in-memory game data. */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSet])],
  controllers: [SetsController],
  exports: [TypeOrmModule],
})
export class SetsModule {}

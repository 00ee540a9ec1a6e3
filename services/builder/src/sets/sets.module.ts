import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSet } from './item-set.entity.js';
import { SetsController } from './sets.controller.js';
import { SetsService } from './sets.service.js';

/** Item sets: the /set calls, answered from the in-memory game data. */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSet])],
  controllers: [SetsController],
  providers: [SetsService],
  exports: [TypeOrmModule],
})
export class SetsModule {}

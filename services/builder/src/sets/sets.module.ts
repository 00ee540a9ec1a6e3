import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemSet } from './item-set.entity.js';

/** Item sets (the /set calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([ItemSet])],
  exports: [TypeOrmModule],
})
export class SetsModule {}

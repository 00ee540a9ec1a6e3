import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Progression } from './progression.entity.js';
import { ProgressionsController } from './progressions.controller.js';

/** Progression tables: GET /progression. */
@Module({
  imports: [TypeOrmModule.forFeature([Progression])],
  controllers: [ProgressionsController],
  exports: [TypeOrmModule],
})
export class ProgressionsModule {}

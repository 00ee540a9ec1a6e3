import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Progression } from './progression.entity.js';

/** Progression tables (GET /progression comes later). */
@Module({
  imports: [TypeOrmModule.forFeature([Progression])],
  exports: [TypeOrmModule],
})
export class ProgressionsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Progression } from './progression.entity.js';
import { ProgressionsController } from './progressions.controller.js';
import { ProgressionsLoader } from './progressions.loader.js';
import { ProgressionsService } from './progressions.service.js';

/** Progression tables: GET /progression. */
@Module({
  imports: [TypeOrmModule.forFeature([Progression])],
  controllers: [ProgressionsController],
  providers: [ProgressionsService, ProgressionsLoader],
  exports: [ProgressionsLoader],
})
export class ProgressionsModule {}

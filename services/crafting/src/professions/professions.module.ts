import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Profession } from './profession.entity.js';
import { ProfessionsController } from './professions.controller.js';

/** Professions: GET /recipe/professions (registered before /recipe/{id}, which would take "professions" for an id). */
@Module({
  imports: [TypeOrmModule.forFeature([Profession])],
  controllers: [ProfessionsController],
  exports: [TypeOrmModule],
})
export class ProfessionsModule {}

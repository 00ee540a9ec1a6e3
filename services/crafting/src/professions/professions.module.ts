import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Profession } from './profession.entity.js';

/** Professions (GET /recipe/professions comes later). */
@Module({
  imports: [TypeOrmModule.forFeature([Profession])],
  exports: [TypeOrmModule],
})
export class ProfessionsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TraitSlots } from './trait-slots.entity.js';
import { Trait } from './trait.entity.js';

/** Traits and trait slots (the /trait calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([Trait, TraitSlots])],
  exports: [TypeOrmModule],
})
export class TraitsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TraitSlots } from './trait-slots.entity.js';
import { Trait } from './trait.entity.js';
import { TraitsController } from './traits.controller.js';
import { TraitsLoader } from './traits.loader.js';
import { TraitsService } from './traits.service.js';

/** Traits and trait slots: the /trait calls, answered from the in-memory game data. */
@Module({
  imports: [TypeOrmModule.forFeature([Trait, TraitSlots])],
  controllers: [TraitsController],
  providers: [TraitsService, TraitsLoader],
  exports: [TraitsLoader],
})
export class TraitsModule {}

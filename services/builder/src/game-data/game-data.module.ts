import { Global, Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module.js';
import { ItemsModule } from '../items/items.module.js';
import { ProgressionsModule } from '../progressions/progressions.module.js';
import { SetsModule } from '../sets/sets.module.js';
import { TraitsModule } from '../traits/traits.module.js';
import { TranslationsModule } from '../translations/translations.module.js';
import { DataVersionController } from './data-version.controller.js';
import { GameDataService } from './game-data.service.js';

/**
 * The in-memory game data every feature module reads (global: injected without imports), composed from the
 * loaders the feature modules export, and GET /data/version.
 */
@Global()
@Module({
  imports: [TranslationsModule, CharacterModule, ProgressionsModule, TraitsModule, SetsModule, ItemsModule],
  controllers: [DataVersionController],
  providers: [GameDataService],
  exports: [GameDataService],
})
export class GameDataModule {}

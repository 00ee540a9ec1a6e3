import { Global, Module } from '@nestjs/common';
import { DataVersionController } from './data-version.controller.js';
import { GameDataService } from './game-data.service.js';

/** The in-memory game data every feature module reads (global: injected without imports), and GET /data/version. */
@Global()
@Module({
  controllers: [DataVersionController],
  providers: [GameDataService],
  exports: [GameDataService],
})
export class GameDataModule {}

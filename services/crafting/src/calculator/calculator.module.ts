import { Module } from '@nestjs/common';
import { TreesModule } from '../trees/trees.module.js';
import { OptimalPathController } from './optimal-path.controller.js';
import { OptimalPathService } from './optimal-path.service.js';

/** The crafting XP calculator: GET /recipe/optimal-path (registered before /recipe/{id}). */
@Module({
  imports: [TreesModule],
  controllers: [OptimalPathController],
  providers: [OptimalPathService],
})
export class CalculatorModule {}

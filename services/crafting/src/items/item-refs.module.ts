import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemRef } from './item-ref.entity.js';

/** Display data of the items recipes use (names, icons, qualities in recipes and trees). */
@Module({
  imports: [TypeOrmModule.forFeature([ItemRef])],
  exports: [TypeOrmModule],
})
export class ItemRefsModule {}
